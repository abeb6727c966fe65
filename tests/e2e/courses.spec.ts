import { expectNoSeriousA11yViolations } from './axe';
import { allows, inlineScripts } from './csp';
import { expect, type Page, test } from './fixtures';
import { hydrated } from './hydration';
import { closePromoPopup, promoModal, promoPopup } from './promo';
import { seedDocument, seedDocumentEs, seedPage, seedSection } from './seed';

interface SeedCourse {
  courseId: string;
  shortName: string;
  title: string;
  summary: string;
  individualPrice: number;
  earlyPrice?: number;
  upcomingDates: Array<{
    _key: string;
    dateText: string;
    startDate?: string;
    endDate?: string;
    spots: number;
    location: string;
  }>;
  syllabus: string[];
  ceBreakdown?: Array<{ label: string; ceHours: number }>;
}

interface SeedProgram {
  awardName: string;
  name: string;
  courses?: Array<{ _ref: string }>;
  requirements: Array<{ heading: string; items: string[] }>;
}

const course = (id: string) => seedDocument<SeedCourse>(`course.${id}`);
const today = new Date().toISOString().slice(0, 10);
/** The seed's future session of a course (one per scheduled course, in 2027). */
const futureSession = (id: string) => {
  const session = course(id).upcomingDates.find((d) => d.startDate && d.startDate > today);
  if (!session) throw new Error(`course.${id} has no future session in the seed`);
  return session;
};
/** The Register link of a bookable session: the course, the date text and the session's key. */
const sessionHref = (id: string, session: { _key: string; dateText: string }) =>
  `/register?course=${id}&date=${encodeURIComponent(session.dateText)}&session=${session._key}`;
/** The dates of docs/product.md#courses-and-prices, each now past. */
const specDates: Array<[string, string]> = [
  ['module2', 'Sept 12-14, 2025'],
  ['clinical1', 'Oct 16-21, 2025'],
  ['module3', 'Jan 23-25, 2026'],
  ['module4', 'Mar 6-8, 2026'],
  ['clinical2', 'Nov 13-18, 2025'],
];
const program = (id: string) => seedDocument<SeedProgram>(`program.${id}`);
const courseName = (id: string) => `${course(id).shortName}: ${course(id).title}`;
const programCourses = (id: string) =>
  (program(id).courses ?? []).map((ref) => seedDocument<SeedCourse>(ref._ref));

const promo = seedDocument<{ heading: string; body: string; ctaLabel: string; ctaHref: string }>(
  'promoPopup',
);
const carousel = seedDocument<{ images: Array<{ alt: string }> }>('coursesCarousel');
const emptyText = 'Click on any of the courses or programs above to view more information.';

/**
 * Opens /courses and closes the promotional popup once hydration has made it modal, so after
 * this the JavaScript widgets answer.
 */
async function openCourses(
  page: Page,
  path = '/courses',
  close = 'Close',
  heading = promo.heading,
) {
  await page.goto(path);
  await closePromoPopup(page, heading, close);
}

const details = (page: Page) => page.locator('#details');
/** A course panel's entry for one date. */
const dateEntry = (page: Page, dateText: string) =>
  details(page).getByRole('listitem').filter({ hasText: dateText });
const panelHeading = (page: Page) => details(page).getByRole('heading', { level: 3 });
const pathways = (page: Page) =>
  page.getByRole('region', { name: seedSection('courses', 'pathways').heading });

test.describe('courses page', () => {
  test('has the title, description and banner of its content', async ({ page }) => {
    const { seo } = seedPage('courses');
    const banner = seedSection('courses', 'banner');
    await openCourses(page);
    await expect(page).toHaveTitle(seo.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      seo.description,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(banner.heading);
    const social = banner.ctas![0]!;
    const bannerRegion = page.getByRole('region', { name: banner.heading });
    await expect(bannerRegion.getByRole('link', { name: social.label })).toHaveAttribute(
      'href',
      social.href,
    );
  });

  test('the carousel shows two images at a time, wraps around, and has dots and a counter', async ({
    page,
  }) => {
    const images = carousel.images;
    const pairs = Math.ceil(images.length / 2);
    expect(pairs).toBeGreaterThan(2);
    await openCourses(page);
    const region = page.getByRole('region', { name: 'Photos from our courses' });
    const counter = region.locator('[aria-live="polite"] [aria-hidden="true"]');
    const visibleAlts = () =>
      region
        .getByRole('img')
        .evaluateAll((imgs) =>
          imgs
            .filter((img) => (img as HTMLElement).offsetParent)
            .map((img) => img.getAttribute('alt')),
        );

    await expect(counter).toHaveText(`1 / ${pairs}`);
    expect(await visibleAlts()).toEqual([images[0]!.alt, images[1]!.alt]);
    // The first pair loads at once, the others when shown.
    await expect(region.getByRole('img', { name: images[0]!.alt })).toHaveAttribute(
      'loading',
      'eager',
    );
    await expect(
      region.getByRole('img', { name: images[2]!.alt, includeHidden: true }),
    ).toHaveAttribute('loading', 'lazy');

    await region.getByRole('button', { name: 'Next images' }).click();
    await expect(counter).toHaveText(`2 / ${pairs}`);
    expect(await visibleAlts()).toEqual([images[2]!.alt, images[3]!.alt]);

    await region.getByRole('button', { name: 'Previous images' }).click();
    await region.getByRole('button', { name: 'Previous images' }).click();
    await expect(counter).toHaveText(`${pairs} / ${pairs}`);
    await region.getByRole('button', { name: 'Next images' }).click();
    await expect(counter).toHaveText(`1 / ${pairs}`);

    const dots = region.getByRole('button', { name: /^Show slide \d+$/ });
    await expect(dots).toHaveCount(pairs);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await dots.nth(1).click();
    await expect(counter).toHaveText(`2 / ${pairs}`);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(dots.first()).not.toHaveAttribute('aria-current', 'true');
    await expect(region.locator('[aria-live="polite"]')).toContainText(`Slide 2 of ${pairs}`);
  });

  test('the pathways show the three columns of docs/product.md#courses-page', async ({ page }) => {
    await openCourses(page);
    const fellowship = pathways(page).getByRole('region', {
      name: seedSection('courses', 'fellowshipPathway').heading,
    });
    const mastership = pathways(page).getByRole('region', {
      name: seedSection('courses', 'mastershipPathway').heading,
    });
    const residency = pathways(page).getByRole('region', {
      name: seedSection('courses', 'residencyPathway').heading,
    });
    await expect(fellowship.getByRole('link')).toHaveCount(4);
    await expect(mastership.getByRole('link')).toHaveCount(4);
    for (const [column, ids] of [
      [fellowship, ['module1', 'module2', 'clinical1']],
      [mastership, ['module3', 'module4', 'clinical2']],
    ] as const) {
      for (const id of ids)
        await expect(column.getByRole('link', { name: courseName(id) })).toBeVisible();
    }
    await expect(mastership).toContainText('Fellowship level required');
    await expect(fellowship).not.toContainText('Fellowship level required');
    await expect(residency).toContainText('11 weeks, 1 day per week, Beverly Hills');
  });

  test('shows the invitation to choose until something is chosen, and for an unknown panel', async ({
    page,
  }) => {
    await openCourses(page);
    await expect(details(page)).toContainText(emptyText);
    await expect(panelHeading(page)).toHaveCount(0);

    await page.goto('/courses?panel=module9#details');
    await expect(details(page)).toContainText(emptyText);
    await expect(panelHeading(page)).toHaveCount(0);
  });

  test('each pathway item opens its panel below with its own texts, scrolls to it and focuses it', async ({
    page,
  }) => {
    await openCourses(page);
    // The page came with no panel's own texts (decision 0087): each click loads its panel's.
    const ownText = (id: string) =>
      ['fellowship', 'mastership', 'residency'].includes(id)
        ? program(id).requirements[0]!.items[0]!
        : course(id).syllabus[0]!;
    const html = await (await page.request.get('/courses')).text();
    for (const id of ['module1', 'clinical2', 'fellowship', 'mastership', 'residency'])
      expect(html).not.toContain(ownText(id));
    const items: Array<[RegExp | string, string, string]> = [
      ['Fellowship Award requirements', 'fellowship', program('fellowship').awardName],
      ...['module1', 'module2', 'clinical1', 'module3', 'module4', 'clinical2'].map(
        (id) => [courseName(id), id, courseName(id)] as [string, string, string],
      ),
      ['Mastership Award requirements', 'mastership', program('mastership').awardName],
      [/^Special Clinical Residency/, 'residency', program('residency').awardName],
    ];
    for (const [name, id, title] of items) {
      const link = pathways(page).getByRole('link', { name });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/courses\\?panel=${id}#details$`));
      await expect(panelHeading(page)).toHaveText(title);
      await expect(panelHeading(page)).toBeFocused();
      await expect(panelHeading(page)).toBeInViewport();
      await expect(link).toHaveAttribute('aria-current', 'true');
      await expect(details(page)).not.toContainText(emptyText);
      await expect(details(page)).toContainText(ownText(id));
    }
    // Only the chosen item is marked.
    await expect(pathways(page).locator('[aria-current]')).toHaveCount(1);

    // Back and Forward load each panel's texts again.
    await page.goBack();
    await expect(page).toHaveURL(/\?panel=mastership#details$/);
    await expect(details(page)).toContainText(ownText('mastership'));
    await expect(details(page)).not.toHaveAttribute('aria-busy');
    await page.goForward();
    await expect(page).toHaveURL(/\?panel=residency#details$/);
    await expect(details(page)).toContainText(ownText('residency'));
  });

  test("while a chosen panel's texts load, the details area says it is busy", async ({ page }) => {
    await openCourses(page, '/courses?panel=module1#details');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/courses\.data\?/, async (route) => {
      await held;
      await route.continue();
    });
    await pathways(page)
      .getByRole('link', { name: courseName('module2') })
      .click();
    await expect(details(page)).toHaveAttribute('aria-busy', 'true');
    await expect(panelHeading(page)).toHaveText(courseName('module1'));
    release();
    await expect(panelHeading(page)).toHaveText(courseName('module2'));
    await expect(details(page)).not.toHaveAttribute('aria-busy');
    await expect(details(page)).toContainText(course('module2').syllabus[0]!);
  });

  test('Back to top returns to the pathways and keeps the panel', async ({ page }) => {
    await openCourses(page, '/courses?panel=module3#details');
    await page.getByRole('link', { name: 'Back to top' }).click();
    const heading = pathways(page).getByRole('heading', { level: 2 });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(/\?panel=module3#details$/);
    await expect(panelHeading(page)).toHaveText(courseName('module3'));
  });

  test('a course panel has its dates, spots, location, prices with the early rule, and syllabus', async ({
    page,
  }) => {
    const module2 = course('module2');
    await openCourses(page, '/courses?panel=module2#details');
    const panel = details(page);
    await expect(panelHeading(page)).toHaveText(courseName('module2'));
    await expect(panel).toContainText(module2.summary);
    await expect(panel).toContainText('24 CE hours');
    await expect(panel).toContainText('Sept 12-14, 2025');
    await expect(panel).toContainText('6 spots');
    await expect(panel).toContainText('Beverly Hills, CA');
    await expect(panel).toContainText('Individual: $3,350');
    await expect(panel).toContainText(
      'Early registration: $2,850 if registered more than 1 month before class',
    );
    for (const topic of module2.syllabus) await expect(panel).toContainText(topic);

    await page.goto('/courses?panel=module1#details');
    await expect(details(page)).toContainText('34 CE hours');
    await expect(details(page)).toContainText(
      'Early registration: $2,850 if registered more than 2 weeks before class',
    );
    await expect(details(page)).toContainText('TBD');

    // Clinical 2 has no early price, and its CE hours by day.
    await page.goto('/courses?panel=clinical2#details');
    await expect(details(page)).toContainText('Individual: $17,000');
    await expect(details(page)).not.toContainText('Early registration');
    for (const text of ['Day 1: 8 CE', 'Day 2: 8 CE', 'Days 3-6: 32 CE']) {
      await expect(details(page)).toContainText(text);
    }
  });

  test('Register links carry the course, date and session, or the program', async ({ page }) => {
    const session = futureSession('module2');
    await openCourses(page, '/courses?panel=module2#details');
    // Only the future session offers one: the docs/product.md#courses-and-prices date is past.
    const register = details(page).getByRole('link', { name: /^Register\b/ });
    await expect(register).toHaveCount(1);
    await expect(register).toHaveAttribute(
      'href',
      '/register?course=module2&date=Mar%2012-14%2C%202027&session=module2-2027-03',
    );
    expect(sessionHref('module2', session)).toBe(await register.getAttribute('href'));
    await register.click();
    await expect(page).toHaveURL(
      /\/register\?course=module2&date=Mar%2012-14%2C%202027&session=module2-2027-03$/,
    );

    // A TBD date is not a session: its link buys the course, the session is chosen later.
    await page.goto('/courses?panel=module1#details');
    await expect(details(page).getByRole('link', { name: /^Register\b/ })).toHaveAttribute(
      'href',
      '/register?course=module1&date=TBD',
    );

    for (const id of ['fellowship', 'mastership']) {
      await page.goto(`/courses?panel=${id}#details`);
      await expect(details(page).getByRole('link', { name: /^Register\b/ })).toHaveAttribute(
        'href',
        `/register?program=${id}`,
      );
    }
  });

  test('a past session is listed apart, under Past dates, with no seats and no Register link', async ({
    page,
  }) => {
    test.slow(); // Six pages, one after another.
    await openCourses(page, '/courses?panel=clinical1#details');
    await expect(details(page).getByRole('heading', { name: 'Past dates' })).toBeVisible();
    const past = dateEntry(page, 'Oct 16-21, 2025');
    await expect(past).toContainText('Past session');
    await expect(past).not.toContainText('spots');
    await expect(past).toContainText('Beverly Hills, CA');
    await expect(past.getByRole('link')).toHaveCount(0);
    const future = dateEntry(page, futureSession('clinical1').dateText);
    await expect(future).not.toContainText('Past session');
    // Its price today and when it rises: early until the first day minus a month (decision 0066).
    await expect(future).toContainText(/\$6,500 until [A-Z][a-z]{2} \d{1,2}, \d{4}, then \$7,500/);
    await expect(future.getByRole('link', { name: /^Register\b/ })).toHaveAttribute(
      'href',
      sessionHref('clinical1', futureSession('clinical1')),
    );
    await expectNoSeriousA11yViolations(page);

    // Every date of docs/product.md#courses-and-prices, on its course's panel; the TBD date is not past.
    for (const [id, dateText] of specDates) {
      await page.goto(`/courses?panel=${id}#details`);
      await expect(dateEntry(page, dateText)).toContainText('Past session');
      await expect(dateEntry(page, dateText).getByRole('link')).toHaveCount(0);
      await expect(details(page).getByRole('link', { name: /^Register\b/ })).toHaveCount(1);
      await expect(details(page).getByText('Past session')).toHaveCount(1);
    }
    await page.goto('/courses?panel=module1#details');
    await expect(dateEntry(page, 'TBD')).not.toContainText('Past session');
  });

  test('award panels show price, savings, fee, courses and requirements', async ({ page }) => {
    await openCourses(page, '/courses?panel=fellowship#details');
    const fellowship = program('fellowship');
    await expect(panelHeading(page)).toHaveText(fellowship.awardName);
    for (const text of ['$12,000', 'Save 20%', 'Processing fee: $275']) {
      await expect(details(page)).toContainText(text);
    }
    const included = details(page)
      .getByRole('heading', { name: 'Courses included' })
      .locator('xpath=following-sibling::ul[1]')
      .getByRole('listitem');
    await expect(included).toHaveCount(3);
    await expect(included).toContainText(
      programCourses('fellowship').map((c) => `${c.shortName}: ${c.title}`),
    );
    for (const group of fellowship.requirements) {
      await expect(
        details(page).getByRole('heading', { level: 4, name: group.heading }),
      ).toBeVisible();
    }
    await expect(details(page)).toContainText(
      'An online multiple-choice test with a score of at least 75%.',
    );

    await page.goto('/courses?panel=mastership#details');
    for (const text of [
      'Fellowship level required',
      '$35,000',
      'Save 30%',
      'Processing fee: $375',
    ]) {
      await expect(details(page)).toContainText(text);
    }
    await expect(details(page)).toContainText('2 implant rescues');
  });

  test('the residency panel has its facts and a contact link instead of Register', async ({
    page,
  }) => {
    await openCourses(page, '/courses?panel=residency#details');
    await expect(panelHeading(page)).toHaveText('Special Clinical Residency');
    for (const text of [
      '11 weeks, 1 day per week',
      'Beverly Hills',
      '88 clinical CE hours',
      '$15,000 to $25,000',
      'A valid California dental license',
      'Proof of insurance',
    ]) {
      await expect(details(page)).toContainText(text);
    }
    await expect(details(page).getByRole('link', { name: /^Register\b/ })).toHaveCount(0);
    await expect(details(page).getByRole('link', { name: 'Contact us to apply' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('reloading keeps the chosen panel', async ({ page }) => {
    await openCourses(page);
    await pathways(page)
      .getByRole('link', { name: courseName('module4') })
      .click();
    await expect(page).toHaveURL(/\?panel=module4#details$/);
    await page.reload();
    await expect(panelHeading(page)).toHaveText(courseName('module4'));
    await expect(pathways(page).getByRole('link', { name: courseName('module4') })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('the track cards list the courses of each program', async ({ page }) => {
    await openCourses(page);
    for (const [key, id, count] of [
      ['fellowshipTrack', 'fellowship', 3],
      ['mastershipTrack', 'mastership', 6],
    ] as const) {
      const card = page.getByRole('region', { name: seedSection('courses', key).heading });
      const expected = programCourses(id).map((c) => `${c.shortName}${c.title}`);
      expect(expected).toHaveLength(count);
      await expect(card.getByRole('listitem')).toHaveText(expected);
    }
  });

  test('the comparison has five points on each side', async ({ page }) => {
    const why = seedDocument<{
      heading: string;
      oursHeading: string;
      ours: string[];
      othersHeading: string;
      others: string[];
    }>('whyChooseUs');
    await openCourses(page);
    const section = page.getByRole('region', { name: why.heading });
    const ours = section.getByRole('region', { name: why.oursHeading }).getByRole('listitem');
    const others = section.getByRole('region', { name: why.othersHeading }).getByRole('listitem');
    await expect(ours).toHaveCount(5);
    await expect(others).toHaveCount(5);
    await expect(ours).toHaveText(why.ours.map((point) => `✓${point}`));
    await expect(others).toHaveText(why.others.map((point) => `✕${point}`));
  });

  test('Refunds & Cancellations is collapsed and opens to show the policy', async ({ page }) => {
    const policyPoint =
      'Cancellations received up to 15 days before the course dates are 100% refundable.';
    await openCourses(page);
    const refunds = page.locator('details#refunds');
    await expect(refunds).not.toHaveAttribute('open');
    await expect(page.getByText(policyPoint)).toBeHidden();
    await refunds.getByText('Refunds & Cancellations').click();
    await expect(refunds).toHaveAttribute('open', '');
    await expect(page.getByText(policyPoint)).toBeVisible();
    await expect(
      refunds.getByRole('link', { name: 'registration@bhimplantacademy.com' }),
    ).toHaveAttribute('href', 'mailto:registration@bhimplantacademy.com');
  });

  test('/courses#refunds opens the refund policy', async ({ page }) => {
    await openCourses(page, '/courses#refunds');
    await expect(page.locator('details#refunds')).toHaveAttribute('open', '');
    await expect(
      page.getByText('No refund is given for cancellations within the week'),
    ).toBeVisible();
  });

  test('has schema.org data for the six courses', async ({ page }) => {
    const settings = seedDocument<{ academyName: string }>('siteSettings');
    await page.goto('/courses');
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? 'null');
    expect(data['@type']).toBe('ItemList');
    const courses = data.itemListElement.map(
      (element: { item: Record<string, unknown> }) => element.item,
    );
    expect(courses).toHaveLength(6);
    const module2 = courses.find((item: { name: string }) => item.name === courseName('module2'));
    expect(module2).toMatchObject({
      '@type': 'Course',
      description: course('module2').summary,
      provider: { '@type': 'Organization', name: settings.academyName },
    });
    expect(module2.hasCourseInstance[0]).toMatchObject({
      '@type': 'CourseInstance',
      courseMode: 'online',
      startDate: '2025-09-12',
      endDate: '2025-09-14',
      location: { '@type': 'Place', name: 'Beverly Hills, CA' },
      offers: { price: 3350, priceCurrency: 'USD' },
    });
    const clinical1 = courses.find(
      (item: { name: string }) => item.name === courseName('clinical1'),
    );
    expect(clinical1.hasCourseInstance[0].courseMode).toBe('onsite');
  });

  test('has no serious accessibility violations, with the popup closed and with a panel open', async ({
    page,
  }) => {
    await openCourses(page);
    await expectNoSeriousA11yViolations(page);
    await pathways(page).getByRole('link', { name: 'Mastership Award requirements' }).click();
    await expect(panelHeading(page)).toHaveText(program('mastership').awardName);
    await page.locator('details#refunds summary').click();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('in Spanish', () => {
  test('the interface words are translated', async ({ page }) => {
    // The popup's heading is content: Spanish too (decision 0023).
    const heading = seedDocumentEs<{ heading: string }>('promoPopup').heading;
    await openCourses(page, '/courses?lng=es&panel=module2#details', 'Cerrar', heading);
    await expect(details(page).getByRole('link', { name: /^Inscribirse\b/ })).toHaveAttribute(
      'href',
      sessionHref('module2', futureSession('module2')),
    );
    // Days and prices as the Spanish e-mails write them (docs/decisions/0048).
    await expect(dateEntry(page, '12–14 de septiembre de 2025')).toContainText('Sesión pasada');
    await expect(details(page)).toContainText('Inscripción anticipada: USD 2,850');
    await expect(details(page)).toContainText('6 plazas');
    await expect(details(page).getByRole('link', { name: 'Volver arriba' })).toBeVisible();
  });

  test('a panel chosen in the page comes with its own texts in Spanish', async ({ page }) => {
    const heading = seedDocumentEs<{ heading: string }>('promoPopup').heading;
    await openCourses(page, '/courses?lng=es', 'Cerrar', heading);
    const module3 = seedDocumentEs<SeedCourse>('course.module3');
    await page
      .locator('#pathways')
      .getByRole('link', { name: `${module3.shortName}: ${module3.title}` })
      .click();
    await expect(panelHeading(page)).toBeFocused();
    for (const topic of module3.syllabus) await expect(details(page)).toContainText(topic);
    await expect(details(page)).not.toContainText(course('module3').syllabus[0]!);
  });
});

/** The page's own scripts (its module scripts), held back or refused by the returned route. */
const pageScripts = /\/assets\/[^/?]+\.js(\?|$)/;

/** Errors the page reports: console errors (React's hydration errors among them), uncaught ones. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Polled after a close: the dialog's `close` event, which stores it, comes a task after it hides. */
const dismissed = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('promoPopupDismissed'));

test.describe('promotional popup', () => {
  test("is in the server's HTML, open, followed by its backdrop and its script the policy allows", async ({
    request,
  }) => {
    const response = await request.get('/courses');
    const html = await response.text();
    const dialog = html.slice(html.indexOf('<dialog '), html.indexOf('</dialog>'));
    const tag = dialog.slice(0, dialog.indexOf('>'));
    expect(tag).toContain(' open=""');
    expect(tag).toContain('aria-labelledby="promo-title"');
    expect(tag).toContain('aria-describedby="promo-body"');
    expect(dialog).toContain('id="promo-title"');
    expect(dialog).toMatch(/<img [^>]*width="512" height="384"[^>]* loading="eager"/);
    expect(dialog).toContain('<form method="dialog"');
    const afterDialog = html.slice(html.indexOf('</dialog>'));
    expect(afterDialog).toMatch(
      /^<\/dialog><div aria-hidden="true" class="promo-backdrop [^"]*"><\/div><script[ >]/,
    );
    const [script] = inlineScripts(afterDialog);
    expect(afterDialog).toContain(`</div>${script!.tag}${script!.text}</script>`);
    expect(allows(response.headers()['content-security-policy']!, script!)).toBe(true);
  });

  test('its image is the largest contentful paint, painted with no script of the page run', async ({
    page,
  }) => {
    await page.route(pageScripts, (route) => route.abort());
    await page.goto('/courses');
    const largest = () =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntries().at(-1) as PerformanceEntry & {
                element: Element | null;
              };
              const element = entry.element;
              resolve(
                `${element?.tagName} ${element?.closest('dialog') ? 'in' : 'outside'} dialog`,
              );
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
    await expect.poll(largest).toBe('IMG in dialog');
  });

  test('hydration makes it modal in the same place, without counting as dismissed', async ({
    page,
  }) => {
    // As the server's HTML shows it: open, not modal.
    await page.route(pageScripts, (route) => route.abort());
    await page.goto('/courses');
    const popup = promoPopup(page, promo.heading);
    const backdrop = page.locator('.promo-backdrop');
    await expect(popup).toBeVisible();
    expect(await popup.evaluate((dialog) => dialog.matches(':modal'))).toBe(false);
    // The page is dimmed as the modal's ::backdrop will dim it, so hydration changes nothing seen.
    await expect(backdrop).toBeVisible();
    const dimming = await backdrop.evaluate((element) => getComputedStyle(element).backgroundColor);
    const box = await popup.boundingBox();
    await expectNoSeriousA11yViolations(page);

    await page.unrouteAll();
    const errors = watchErrors(page);
    await page.reload();
    await promoModal(page, promo.heading);
    expect(await popup.boundingBox()).toEqual(box);
    await expect(backdrop).toHaveCount(0);
    expect(
      await popup.evaluate((dialog) => getComputedStyle(dialog, '::backdrop').backgroundColor),
    ).toBe(dimming);
    // Modal: focus starts inside it; nothing was dismissed.
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
    expect(await dismissed(page)).toBeNull();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('opens on load and closes with Escape, then stays closed for the visit, even before hydration', async ({
    page,
  }) => {
    await page.goto('/courses');
    const popup = await promoModal(page, promo.heading);
    await expect(popup).toContainText(promo.body);
    await expect(popup.getByRole('img')).toBeVisible();
    // It links to /courses, the page it covers: there, to the courses on it (decision 0043).
    expect(promo.ctaHref).toBe('/courses');
    await expect(popup.getByRole('link', { name: promo.ctaLabel })).toHaveAttribute(
      'href',
      '#pathways',
    );
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page.locator('dialog')).toHaveCount(0);
    await expect.poll(() => dismissed(page)).toBe('1');

    // The server's HTML alone (no module script): its inline script closes it at once.
    await page.route(pageScripts, (route) => route.abort());
    await page.reload();
    await expect(page.locator('dialog')).toHaveCount(1);
    await expect(page.locator('dialog')).toBeHidden();
    await expect(page.locator('.promo-backdrop')).toBeHidden();

    // With the scripts: hydration agrees, and then renders nothing; no hydration error.
    await page.unrouteAll();
    const errors = watchErrors(page);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('dialog')).toHaveCount(0);
    const counter = page.locator('[aria-live="polite"] [aria-hidden="true"]');
    await page.getByRole('button', { name: 'Next images' }).click();
    await expect(counter).toHaveText(/^2 \//);
    expect(errors).toEqual([]);
  });

  test('closed before hydration, it stays closed once the scripts run', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(pageScripts, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/courses', { waitUntil: 'commit' });
    // The page parsed (its inline scripts run, the module scripts held back): a visitor reading
    // the popup; a click in the instant between the dialog and its script is not one.
    await page.waitForFunction(() => document.readyState !== 'loading');
    const popup = promoPopup(page, promo.heading);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => '__remixRouter' in window)).toBe(false);
    await expect.poll(() => dismissed(page)).toBe('1');

    release();
    await hydrated(page);
    await expect(page.locator('dialog')).toHaveCount(0);
  });

  test('closes with its Close button, and with a click on the backdrop', async ({
    page,
    browser,
  }) => {
    await page.goto('/courses');
    const popup = await promoModal(page, promo.heading);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await expect.poll(() => dismissed(page)).toBe('1');

    const other = await browser.newPage();
    await other.goto('/courses');
    const second = await promoModal(other, promo.heading);
    await other.mouse.click(5, 5);
    await expect(second).toBeHidden();
    await other.close();
  });

  test('its link closes it and stays on /courses, at the courses', async ({ page }) => {
    await page.goto('/courses?panel=module1');
    const popup = await promoModal(page, promo.heading);
    await popup.getByRole('link', { name: promo.ctaLabel }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/courses\?panel=module1$/);
    await expect(page.locator('#pathways h2')).toBeFocused();
    await expect.poll(() => dismissed(page)).toBe('1');
  });

  test('a client-side navigation to /courses shows it, until it is dismissed', async ({ page }) => {
    await page.goto('/courses');
    await promoModal(page, promo.heading);
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog')).toHaveCount(0);
    // As if not dismissed yet, in this same document.
    await page.evaluate(() => {
      sessionStorage.removeItem('promoPopupDismissed');
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    const header = page.getByRole('banner');
    const toCourses = header.getByRole('link', { name: 'Courses & Awards', exact: true });
    await header.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await toCourses.click();
    await expect(page).toHaveURL(/\/courses$/);
    const popup = await promoModal(page, promo.heading);
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    await header.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await toCourses.click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      seedSection('courses', 'banner').heading,
    );
    await expect(page.locator('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the popup shows on each load and its Close button closes it', async ({ page }) => {
    await page.goto('/courses');
    const popup = promoPopup(page, promo.heading);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('img')).toBeVisible();
    await expect(page.locator('.promo-backdrop')).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await expect(page.locator('.promo-backdrop')).toBeHidden();
    // Nothing remembers it without JavaScript: the next load shows it again.
    await page.reload();
    await expect(popup).toBeVisible();
  });

  test('panel links, the carousel images and the refund policy still work', async ({ page }) => {
    const closePopup = async () => {
      const popup = promoPopup(page, promo.heading);
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect(popup).toBeHidden();
    };
    await page.goto('/courses');
    await closePopup();
    await expect(details(page)).toContainText(emptyText);

    await pathways(page)
      .getByRole('link', { name: courseName('module4') })
      .click();
    await expect(page).toHaveURL(/\?panel=module4#details$/);
    await closePopup();
    await expect(panelHeading(page)).toHaveText(courseName('module4'));
    await expect(details(page)).toContainText('Mar 6-8, 2026');

    // Every image is shown, with no buttons that could not work.
    for (const image of carousel.images) {
      await expect(page.getByRole('img', { name: image.alt })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Next images' })).toBeHidden();

    await page.locator('details#refunds summary').click();
    await expect(page.getByText('100% refundable')).toBeVisible();
  });
});
