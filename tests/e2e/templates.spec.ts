/**
 * The template pages (/react-templates/edumim/*, decision 0013): every route, and the behaviour of every
 * widget. JS widgets are used only once the page has hydrated (`expect(...).toPass()` retries the
 * first interaction); timers are driven with Playwright's clock.
 */
import { COURSE_COUNT_MAX, COURSE_COUNT_MIN, seededCount } from '../../app/templates/seeded-count';
import { expectNoSeriousA11yViolations } from './axe';
import { expect, type Page, test } from './fixtures';
import { seedDocument, seedDocuments } from './seed';

const ROOT = '/react-templates/edumim';

type Image = { alt: string };
type Landing = {
  hero: { heading: string; ctas: Array<{ label: string; href: string }> };
  about: { skills: Array<{ label: string; percent: number }> };
  categories: { tiles: Array<{ _key: string; title: string }> };
  stats: Array<{ num: string; sector: string }>;
  faq: { items: Array<{ question: string; answer: string }> };
  brands: Array<{ name: string; href: string }>;
  promoCards: Array<{ title: string; ctaLabel: string; ctaHref: string }>;
};
type Course = { title: string; categories: string[] };
type Testimonial = { author: string };
type TemplateEvent = {
  title: string;
  slug: { current: string };
  startsAt: string;
  dateText: string;
  location: string;
};
type Instructor = { name: string; socials: Array<{ network: string; url: string }> };

const landing = seedDocument<Landing>('templateLanding');
const site = seedDocument<{ instagram: Image[]; thanks: { heading: string; body: string } }>(
  'templateSite',
);
const sample = seedDocument<TemplateEvent & { guests: Array<{ _ref: string }> }>(
  'templateEventSingle',
);
const courses = seedDocuments<Course>('templateCourse');
const testimonials = seedDocuments<Testimonial>('templateTestimonial');
const events = seedDocuments<TemplateEvent>('templateEvent');
const galleryImages = seedDocument<{ images: Image[] }>('templateGallery').images;

/** Each route with its title (see app/components/templates/pages.ts). */
const routes: Array<[path: string, title: string]> = [
  [ROOT, 'Home One'],
  [`${ROOT}/home`, 'Home One'],
  [`${ROOT}/home-two`, 'Home Two'],
  [`${ROOT}/home-three`, 'Home Three'],
  [`${ROOT}/about`, 'About'],
  [`${ROOT}/about-two`, 'About Two'],
  [`${ROOT}/instructor`, 'Instructor'],
  [`${ROOT}/instructor-two`, 'Instructor Two'],
  [`${ROOT}/instructor-details`, 'Instructor Details'],
  [`${ROOT}/event`, 'Event'],
  [`${ROOT}/event-single`, sample.title],
  [`${ROOT}/event-single/${events[0]!.slug.current}`, events[0]!.title],
  [`${ROOT}/error`, 'Error 404'],
  [`${ROOT}/thanks`, 'Thanks'],
  [`${ROOT}/courses`, 'Courses'],
  [`${ROOT}/courses-sidebar`, 'Courses Sidebar'],
  [`${ROOT}/single-course`, 'Single Course'],
  [`${ROOT}/blog-standard`, 'Blog Standard'],
  [`${ROOT}/single-blog`, 'Single Blog'],
  [`${ROOT}/contacts`, 'Contacts'],
];

/** Scrolls at once (the site's CSS asks for smooth scrolling). */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('every template route', () => {
  for (const [path, title] of routes) {
    test(`${path} answers 200 with its title, an h1, noindex and no serious a11y violations`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${title} | Edumim template`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // The template frame, not the academy's.
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Edumim home' }),
      ).toBeVisible();
      await expect(page.locator('a[href="/register"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('an unknown template path, or an unknown event, is the template 404 page', async ({
    page,
  }) => {
    for (const path of [`${ROOT}/no-such-page`, `${ROOT}/event-single/no-such-event`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        "Oops! That page can't be found.",
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', ROOT);
    }
  });

  test('stay out of the sitemap; robots.txt disallows them', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).not.toContain('react-templates');
    expect(await (await request.get('/robots.txt')).text()).toContain(
      'Disallow: /react-templates/',
    );
  });
});

test.describe('template header', () => {
  test('sticks to the top only after more than 100 px of scrolling', async ({ page }) => {
    await page.goto(ROOT);
    const header = page.getByRole('banner');
    const top = async () => (await header.boundingBox())?.y;
    await expect(async () => {
      await scrollTo(page, 400);
      expect(await top()).toBe(0);
    }).toPass();
    await scrollTo(page, 100);
    await expect.poll(top).toBe(-100);
    await scrollTo(page, 101);
    await expect.poll(top).toBe(0);
    await scrollTo(page, 60);
    await expect.poll(top).toBe(-60);
  });

  test('the search icon opens a modal at the top of the page; Escape closes it', async ({
    page,
  }) => {
    await page.goto(ROOT);
    await scrollTo(page, 800);
    const search = page.getByRole('button', { name: 'Search', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(async () => {
      await search.click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect.poll(() => scrollY(page)).toBe(0);
    const field = dialog.getByPlaceholder('Search..');
    await expect(field).toBeFocused();

    // No validation: an empty search is accepted and closes the modal.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(search).toBeFocused();

    await search.click();
    await expect(dialog).toBeVisible();
    await field.fill('implants');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(search).toBeFocused();

    await search.click();
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the mobile menu opens and closes with its toggle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(ROOT);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(menu).toBeHidden();
    await expect(async () => {
      await page.getByRole('button', { name: /(Open|Close) menu/ }).click();
      await expect(menu).toBeVisible({ timeout: 1000 });
    }).toPass();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Home Two' })).toHaveAttribute(
      'href',
      `${ROOT}/home-two`,
    );
    await close.click();
    await expect(menu).toBeHidden();
  });
});

test.describe('landing sections', () => {
  test("hero 'Learn From Today', brands and the counters", async ({ page }) => {
    await page.goto(ROOT);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.hero.heading);
    for (const cta of landing.hero.ctas) {
      await expect(page.getByRole('link', { name: cta.label })).toHaveAttribute('href', cta.href);
    }
    await expect(page.getByRole('link', { name: 'Learn From Today' })).toHaveAttribute(
      'href',
      `${ROOT}/courses`,
    );
    const brands = page.getByRole('region', { name: 'Our partners' });
    for (const brand of landing.brands) {
      await expect(brands.getByRole('link', { name: brand.name })).toHaveAttribute(
        'href',
        brand.href,
      );
    }
    const counters = page.getByRole('region', { name: 'Achievements' });
    await expect(counters.getByRole('definition')).toHaveText(['82k', '460', '20', '200']);
    await expect(counters.getByRole('term')).toHaveText([
      'Enrolled Students',
      'Academic Programs',
      'Certified Students',
      'Award Winning',
    ]);
  });

  test('skill bars: Business Studies 86%, Marketing 67%, Design & Development 95%', async ({
    page,
  }) => {
    await page.goto(`${ROOT}/about`);
    const about = page.getByRole('region', { name: /Over 10 Years/ });
    for (const [label, percent] of [
      ['Business Studies', '86%'],
      ['Marketing', '67%'],
      ['Design & Development', '95%'],
    ] as const) {
      const bar = about.getByRole('listitem').filter({ hasText: label });
      await expect(bar).toContainText(percent);
    }
  });

  test('pricing: the Monthly/Yearly toggle changes no price', async ({ page }) => {
    await page.goto(`${ROOT}/home-two`);
    const pricing = page.getByRole('region', { name: 'Choose The Plan That Suits You' });
    const prices = pricing.locator('[data-price]');
    const expected = ['Free', '$89.69', '$129.69'];
    await expect(prices).toHaveText(expected);
    for (const plan of ['Starter', 'Professional', 'Business']) {
      await expect(
        pricing.getByRole('link', { name: `Get Started with the ${plan} plan` }),
      ).toBeVisible();
    }
    const yearly = pricing.getByRole('button', { name: 'Yearly' });
    await expect(async () => {
      await yearly.click();
      await expect(yearly).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
    }).toPass();
    await expect(pricing.getByRole('button', { name: 'Monthly' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(prices).toHaveText(expected);
    await pricing.getByRole('button', { name: 'Monthly' }).click();
    await expect(prices).toHaveText(expected);
  });

  test('category tiles: six Data Science counts, the same in the server HTML and the page', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(ROOT)).text();
    const fromServer = [
      ...html.matchAll(/data-course-count[^>]*>(\d+)(?:<!-- -->)?\s*Courses/g),
    ].map((match) => Number(match[1]));
    expect(fromServer).toEqual(landing.categories.tiles.map((tile) => seededCount(tile._key)));
    for (const count of fromServer) {
      expect(count).toBeGreaterThanOrEqual(COURSE_COUNT_MIN);
      expect(count).toBeLessThanOrEqual(COURSE_COUNT_MAX);
    }

    await page.goto(ROOT);
    // Hydrated once the course filter answers a click.
    await expect(async () => {
      await page.getByRole('button', { name: 'Finance' }).click();
      await expect(page.getByText('Not Found Any Data')).toBeVisible({ timeout: 1000 });
    }).toPass();
    const grid = page.locator('[data-category-grid]');
    await expect(grid.getByText('Data Science')).toHaveCount(6);
    await expect(grid.locator('[data-course-count]')).toHaveText(
      fromServer.map((count) => `${count} Courses`),
    );
  });

  test("course filter: see all, marketing, design, and 'Not Found Any Data' for finance", async ({
    page,
  }) => {
    await page.goto(ROOT);
    const section = page.getByRole('region', { name: 'Pick A Course To Get Started' });
    const cards = section.getByRole('list', { name: 'Courses' }).getByRole('article');
    const titles = (category: string) =>
      courses.filter((course) => course.categories.includes(category)).map((c) => c.title);
    await expect(cards).toHaveCount(courses.length);
    const first = cards.first();
    for (const text of ['2 Lessons', '4h 30m', '4.8']) await expect(first).toContainText(text);

    const button = (name: string) => section.getByRole('button', { name, exact: true });
    await expect(async () => {
      await button('Marketing').click();
      await expect(button('Marketing')).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
    }).toPass();
    expect(titles('marketing').length).toBeGreaterThan(0);
    await expect(cards.getByRole('heading')).toHaveText(titles('marketing'));
    await button('Design').click();
    await expect(cards.getByRole('heading')).toHaveText(titles('design'));
    await button('Finance').click();
    await expect(cards).toHaveCount(0);
    await expect(section.getByText('Not Found Any Data')).toBeVisible();
    await button('See All').click();
    await expect(cards).toHaveCount(courses.length);
    await expect(section.getByText('Not Found Any Data')).toHaveCount(0);
  });

  test('the four sample modules: $7,500, rating 4.5, 40h basic and 50h advanced', async ({
    page,
  }) => {
    await page.goto(`${ROOT}/courses`);
    const modules = page.getByRole('region', { name: 'Dental Implantology Modules' });
    for (const [title, hours] of [
      ['Basic Dental Implantology I', '40h'],
      ['Basic Dental Implantology II', '40h'],
      ['Advanced Dental Implantology I', '50h'],
      ['Advanced Dental Implantology II', '50h'],
    ] as const) {
      const card = modules.getByRole('article').filter({
        has: page.getByRole('heading', { name: title, exact: true }),
      });
      for (const text of ['$7,500', '4.5', hours]) await expect(card).toContainText(text);
    }
  });

  test('testimonial slider: 30 px apart, next and previous loop round', async ({ page }) => {
    await page.goto(ROOT);
    const slider = page.getByRole('region', { name: 'What Our Students Say' });
    const slides = slider.locator('[data-testimonial-track] > li');
    await expect(slides).toHaveCount(2);
    const [a, b] = [await slides.nth(0).boundingBox(), await slides.nth(1).boundingBox()];
    expect(Math.round(b!.x - (a!.x + a!.width))).toBe(30);

    const firstAuthor = slides.first().locator('figcaption span').first();
    const next = slider.getByRole('button', { name: 'Next testimonial' });
    await expect(firstAuthor).toHaveText(testimonials[0]!.author);
    await expect(async () => {
      await next.click();
      await expect(firstAuthor).toHaveText(testimonials[1]!.author, { timeout: 1000 });
    }).toPass();
    for (let i = 2; i < testimonials.length; i += 1) await next.click();
    await expect(firstAuthor).toHaveText(testimonials[testimonials.length - 1]!.author);
    await next.click();
    await expect(firstAuthor).toHaveText(testimonials[0]!.author);
    await slider.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(firstAuthor).toHaveText(testimonials[testimonials.length - 1]!.author);
  });

  test('accordion: four questions, each toggled by click, Space and Enter', async ({ page }) => {
    await page.goto(`${ROOT}/home-three`);
    const faq = page.getByRole('region', { name: 'General Questions' });
    const buttons = faq.getByRole('heading', { level: 3 }).getByRole('button');
    await expect(buttons).toHaveText(landing.faq.items.map((item) => item.question));
    const panelOf = async (index: number) =>
      page.locator(`[id="${await buttons.nth(index).getAttribute('aria-controls')}"]`);

    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    const second = buttons.nth(1);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(await panelOf(1)).toBeHidden();
    await expect(async () => {
      await second.click();
      await expect(second).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
    await expect(await panelOf(1)).toHaveText(landing.faq.items[1]!.answer);
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(await panelOf(1)).toBeHidden();

    const third = buttons.nth(2);
    await third.focus();
    await page.keyboard.press('Space');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expect(await panelOf(2)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(third).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    // The others keep their state.
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(3)).toHaveAttribute('aria-expanded', 'false');
  });

  test("promo cards: 'Become an Instructor' with Apply Now, 'Get Free Courses' with Contact Us", async ({
    page,
  }) => {
    await page.goto(`${ROOT}/instructor-two`);
    for (const card of landing.promoCards) {
      const item = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: card.title }),
      });
      await expect(item.getByRole('link', { name: card.ctaLabel })).toHaveAttribute(
        'href',
        card.ctaHref,
      );
    }
    expect(landing.promoCards.map((card) => [card.title, card.ctaLabel])).toEqual([
      ['Become an Instructor', 'Apply Now'],
      ['Get Free Courses', 'Contact Us'],
    ]);
  });

  test('expert instructors: four columns with social links', async ({ page }) => {
    await page.goto(ROOT);
    const cards = page.locator('[data-instructors-grid] > li');
    await expect(cards).toHaveCount(4);
    const tops = await cards.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    const first = seedDocuments<Instructor>('templateInstructor')[0]!;
    await expect(cards.first().getByRole('link')).toHaveCount(first.socials.length + 1);
    for (const social of first.socials) {
      await expect(cards.first().locator(`a[href="${social.url}"]`)).toHaveAccessibleName(
        new RegExp(`^${first.name} on `),
      );
    }
  });

  test('blog articles and the footer: Links, Legal, Instagram posts, Register Today', async ({
    page,
  }) => {
    await page.goto(ROOT);
    const blog = page.getByRole('region', { name: 'Latest News & Articles' });
    await expect(blog.getByRole('article')).toHaveCount(3);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Links' })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Legal' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Instagram Post' })).toBeVisible();
    await expect(footer.getByRole('img', { name: /^Instagram post:/ })).toHaveCount(
      site.instagram.length,
    );
    await expect(footer.getByRole('link', { name: 'Register Today' })).toHaveAttribute(
      'href',
      `${ROOT}/contacts`,
    );
  });

  test('the breadcrumb links to /react-templates/edumim/home, which is home one', async ({
    page,
  }) => {
    await page.goto(`${ROOT}/about`);
    const home = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', {
      name: 'Home',
    });
    await expect(home).toHaveAttribute('href', `${ROOT}/home`);
    await home.click();
    await expect(page).toHaveURL(`${ROOT}/home`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.hero.heading);
  });
});

test.describe('events', () => {
  test("upcoming events: three columns, 'Book A Seat' to the event's page", async ({ page }) => {
    await page.goto(`${ROOT}/home-two`);
    const cards = page.locator('[data-events-grid] > li');
    await expect(cards).toHaveCount(3);
    const tops = await cards.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    const event = events[1]!;
    const card = cards.nth(1);
    for (const text of [event.title, event.dateText, event.location])
      await expect(card).toContainText(text);
    await expect(card.getByRole('img')).toHaveAttribute('alt', /.+/);
    await card.getByRole('link', { name: `Book A Seat for ${event.title}` }).click();
    await expect(page).toHaveURL(`${ROOT}/event-single/${event.slug.current}`);
    await expect(page.getByRole('heading', { name: event.title, level: 2 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Booking' })).toContainText(
      event.location,
    );
  });

  test("events list: 'Showing 12 courses of 52', sort, nine cards, pagination 1 to 4", async ({
    page,
  }) => {
    await page.goto(`${ROOT}/event`);
    await expect(page.getByText('Showing 12 courses of 52')).toBeVisible();
    const titles = page.locator('[data-events-grid] h3');
    await expect(titles).toHaveCount(9);
    await expect(titles).toHaveText(events.slice(0, 9).map((e) => e.title));
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link')).toHaveText(['Page 1', 'Page 2', 'Page 3', 'Page 4']);
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    const byTitle = [...events.slice(0, 9).map((e) => e.title)].sort((a, b) => a.localeCompare(b));
    await expect(async () => {
      await sort.selectOption('title');
      await expect(titles).toHaveText(byTitle, { timeout: 1000 });
    }).toPass();
    await sort.selectOption('default');
    await expect(titles.first()).toHaveText(events[0]!.title);
    await pagination.getByRole('link', { name: 'Page 3' }).click();
    await expect(pagination.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(titles).toHaveCount(9);
  });

  test('event detail: the sample date and place, details, guests, Book A Seat, EXPIRED', async ({
    page,
  }) => {
    await page.goto(`${ROOT}/event-single`);
    const booking = page.getByRole('complementary', { name: 'Booking' });
    await expect(booking).toContainText('Thu, Oct 5, 2023 03:48 PM');
    await expect(booking).toContainText('Humberg City, Germany');
    await expect(booking.getByRole('link', { name: 'Book A Seat' })).toHaveAttribute(
      'href',
      `${ROOT}/contacts`,
    );
    await expect(page.getByRole('heading', { name: 'Event Details', level: 3 })).toBeVisible();
    const guests = page.getByRole('heading', { name: 'Special Guests' });
    await expect(guests).toBeVisible();
    for (const { _ref } of sample.guests) {
      await expect(
        page.getByText(seedDocument<Instructor>(_ref).name, { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole('timer')).toHaveText('EXPIRED');
  });
});

test.describe('with a controlled clock', () => {
  const unit = (page: Page, name: string) => page.locator(`[data-countdown] [data-unit="${name}"]`);

  test('the countdown ticks every second to the content date, then shows EXPIRED', async ({
    page,
  }) => {
    const target = Date.parse(sample.startsAt);
    await page.clock.install({ time: target - 100_000_000 });
    await page.clock.pauseAt(target - (26 * 3600 + 3 * 60 + 4) * 1000);
    await page.goto(`${ROOT}/event-single`);
    await expect(unit(page, 'days')).toHaveText('01');
    await expect(unit(page, 'hours')).toHaveText('02');
    await expect(unit(page, 'minutes')).toHaveText('03');
    await expect(unit(page, 'seconds')).toHaveText('04');
    await page.clock.runFor(1000);
    await expect(unit(page, 'seconds')).toHaveText('03');
    await page.clock.runFor(1000);
    await expect(unit(page, 'seconds')).toHaveText('02');

    await page.clock.pauseAt(target - 1000);
    await expect(unit(page, 'days')).toHaveText('00');
    await expect(unit(page, 'seconds')).toHaveText('01');
    await page.clock.runFor(1000);
    await expect(unit(page, 'seconds')).toHaveText('00');
    await expect(page.getByRole('timer')).not.toHaveText('EXPIRED');
    await page.clock.runFor(1000);
    await expect(page.getByRole('timer')).toHaveText('EXPIRED');
  });

  test('a listed event counts down to its own start', async ({ page }) => {
    const event = events[2]!;
    const target = Date.parse(event.startsAt);
    await page.clock.install({ time: target - 100_000_000 });
    await page.clock.pauseAt(target - (5 * 3600 + 30) * 1000);
    await page.goto(`${ROOT}/event-single/${event.slug.current}`);
    await expect(unit(page, 'days')).toHaveText('00');
    await expect(unit(page, 'hours')).toHaveText('05');
    await expect(unit(page, 'minutes')).toHaveText('00');
    await expect(unit(page, 'seconds')).toHaveText('30');
    await page.clock.runFor(1000);
    await expect(unit(page, 'seconds')).toHaveText('29');
  });

  test('the gallery moves on by 2 every 5 seconds, wraps to 0, and tracks the selection', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2024-01-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2024-01-01T10:00:10Z'));
    await page.goto(`${ROOT}/home-three`);
    const gallery = page.getByRole('region', { name: 'Photo Gallery' });
    const thumbs = gallery.getByRole('list', { name: 'Photos' }).getByRole('button');
    const firstShown = () => thumbs.first().locator('img').getAttribute('alt');
    const photo = (n: number) => galleryImages[n - 1]!.alt;
    expect(galleryImages).toHaveLength(22);

    // Hydrated once a thumbnail can be chosen: it is shown large.
    await expect(async () => {
      await thumbs.nth(1).click();
      await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
    }).toPass();
    await expect(gallery.locator('figure figcaption')).toHaveText(photo(2));
    await expect(gallery.locator('figure img')).toHaveAttribute('alt', photo(2));
    await expect(thumbs).toHaveCount(6);
    expect(await firstShown()).toBe(photo(1));

    await page.clock.runFor(4999);
    expect(await firstShown()).toBe(photo(1));
    await page.clock.runFor(1);
    await expect.poll(firstShown).toBe(photo(3));
    await page.clock.runFor(5000);
    await expect.poll(firstShown).toBe(photo(5));
    await page.clock.runFor(5000 * 8);
    await expect.poll(firstShown).toBe(photo(21));
    await expect(thumbs.last().locator('img')).toHaveAttribute('alt', photo(4));
    await page.clock.runFor(5000);
    await expect.poll(firstShown).toBe(photo(1));
    // The choice is kept while the strip moves.
    await expect(gallery.locator('figure figcaption')).toHaveText(photo(2));

    await gallery.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.clock.runFor(20_000);
    expect(await firstShown()).toBe(photo(1));
    await gallery.getByRole('button', { name: 'Play slideshow' }).click();
    await page.clock.runFor(5000);
    await expect.poll(firstShown).toBe(photo(3));
  });

  test('the gallery is in mobile mode at 768 px or less, updated on resize', async ({ page }) => {
    await page.goto(`${ROOT}/about-two`);
    const gallery = page.locator('[data-gallery]');
    const thumbs = gallery.getByRole('list', { name: 'Photos' }).getByRole('button');
    await expect(gallery).toHaveAttribute('data-mobile', 'false');
    await expect(thumbs).toHaveCount(6);
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(gallery).toHaveAttribute('data-mobile', 'true');
    await expect(thumbs).toHaveCount(2);
    await page.setViewportSize({ width: 769, height: 900 });
    await expect(gallery).toHaveAttribute('data-mobile', 'false');
    await expect(thumbs).toHaveCount(6);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(thumbs).toHaveCount(2);
  });
});

test.describe('thanks and contacts', () => {
  test("the thank-you page: 'Back To Home' to the template root", async ({ page }) => {
    await page.goto(`${ROOT}/thanks`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your e-mail.');
    await expect(page.getByText('We Will contact you very soon.')).toBeVisible();
    expect(site.thanks).toMatchObject({
      heading: 'Thank you for your e-mail.',
      body: 'We Will contact you very soon.',
    });
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await expect(page).toHaveURL(ROOT);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.hero.heading);
  });

  test('the sample contact form leads to the thank-you page', async ({ page }) => {
    await page.goto(`${ROOT}/contacts`);
    await page.getByLabel('Name', { exact: true }).fill('Sam Sample');
    await page.getByLabel('E-mail', { exact: true }).fill('sam@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(`${ROOT}/thanks`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your e-mail.');
  });
});
