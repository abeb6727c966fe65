import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { closePromoPopup } from './promo';
import { seedDocument, seedDocuments, seedPage, seedSection } from './seed';
import { E2E_COUNTRY_HEADER } from './settings';

const visitorPages = [
  '/',
  '/about-us',
  '/catalog',
  '/testimonials',
  '/contact',
  '/thankyou',
  '/middle-east-africa',
];

test.describe('every visitor page', () => {
  for (const path of visitorPages) {
    test(`${path} has its title, description and no serious accessibility violations`, async ({
      page,
    }) => {
      const key = path === '/' ? 'home' : path.slice(1);
      const { seo } = seedPage(key);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(seo.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        seo.description,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('/about-us shows mission, approach, belief, 2014 and the faculty grid', async ({ page }) => {
  await page.goto('/about-us');
  for (const key of ['mission', 'approach', 'belief', 'founded']) {
    await expect(
      page.getByRole('heading', { name: seedSection('about-us', key).heading }),
    ).toBeVisible();
  }
  await expect(page.getByText('2014').first()).toBeVisible();
  const faculty = seedDocuments<{ name: string; title: string }>('faculty');
  const grid = page.locator('#faculty');
  for (const member of faculty) {
    const card = grid.getByRole('listitem').filter({ hasText: member.name });
    await expect(card.getByRole('heading', { name: member.name })).toBeVisible();
    await expect(card.getByText(member.title)).toBeVisible();
    await expect(card.getByRole('img')).toHaveAttribute('alt', /.+/);
  }
  // The seed's one focal point (Dr. Vasquez's portrait) decides what the round crop keeps.
  const portrait = grid
    .getByRole('listitem')
    .filter({ hasText: 'Dr. Elena Vasquez' })
    .getByRole('img');
  await expect(portrait).toHaveCSS('object-position', '50% 42%');
  await expect(portrait).toHaveAttribute('width', '160');
  await expect(portrait).toHaveAttribute('height', '160');
});

test('/catalog shows 16 titled videos in two columns and loads a player only on play', async ({
  page,
}) => {
  test.slow(); // Sixteen thumbnails, then a player loaded and checked: slow on a busy machine.
  const videos = seedDocuments<{ title: string; videoId: string; kind: string }>(
    'catalogItem',
  ).filter((item) => item.kind === 'video');
  expect(videos).toHaveLength(16);
  await page.goto('/catalog');
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(16);
  // All 16 fit on page one (24 a page): no page links.
  await expect(page.getByRole('navigation', { name: 'Catalog pages' })).toHaveCount(0);
  for (const video of videos) {
    await expect(page.getByRole('heading', { name: video.title, exact: true })).toBeVisible();
  }
  const [first, second, third] = await Promise.all(
    [0, 1, 2].map((i) => items.nth(i).boundingBox()),
  );
  expect(first!.y).toBe(second!.y); // two per row
  expect(third!.y).toBeGreaterThan(first!.y);

  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(async () => {
    await page
      .getByRole('link', { name: `Play video: ${videos[0]!.title}` })
      .click({ timeout: 1000 });
    await expect(page.locator('iframe').first()).toBeAttached({ timeout: 1000 });
  }).toPass();
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(page.locator('iframe')).toHaveAttribute('src', new RegExp(videos[0]!.videoId));
});

test('an unknown catalog article goes to /404, the not-found page', async ({ page }) => {
  const response = await page.goto('/catalog/no-such-article');
  expect(page.url()).toMatch(/\/404$/);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('/testimonials shows two reels, a photo and five quotes with authors', async ({ page }) => {
  await page.goto('/testimonials');
  const reels = seedDocuments<{ url: string }>('socialReel');
  for (const reel of reels.slice(0, 2)) {
    await expect(page.locator(`blockquote[data-instgrm-permalink="${reel.url}"]`)).toHaveCount(1);
  }
  await expect(page.locator('script[src*="instagram.com/embed.js"]')).toHaveCount(1);
  await expect(page.getByRole('img', { name: /graduat/i })).toBeVisible();
  const testimonials = seedDocuments<{ text: string; author: string }>('testimonial');
  expect(testimonials).toHaveLength(5);
  for (const testimonial of testimonials) {
    const figure = page.locator('figure').filter({ hasText: testimonial.author });
    await expect(figure).toContainText(testimonial.text);
  }
});

test('/contact shows the thank-you text, a call link, the map and the More Information form', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    seedSection('contact', 'thankYou').heading,
  );
  await expect(page.getByRole('main').getByRole('link', { name: /^Call / })).toHaveAttribute(
    'href',
    /^tel:\+/,
  );
  await expect(page.locator('iframe[title^="Map of our office"]')).toHaveAttribute(
    'src',
    /google\.com\/maps/,
  );
  const form = page.getByRole('main').locator('form');
  for (const label of ['Name', 'Email', 'Phone', 'Area of interest', 'Message']) {
    await expect(form.getByLabel(label, { exact: false }).first()).toBeVisible();
  }
});

test('/thankyou says the docs/product.md text with Back to Home', async ({ page }) => {
  await page.goto('/thankyou');
  // docs/product.md: 'Thank you! We received your request and will be in touch shortly.'
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
  await expect(page.getByRole('main')).toContainText(
    'We received your request and will be in touch shortly.',
  );
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('Middle East & Africa link', () => {
  test('is hidden for a visitor elsewhere', async ({ page }) => {
    await page.setExtraHTTPHeaders({ [E2E_COUNTRY_HEADER]: 'US' });
    const answer = page.waitForResponse('**/api/ipinfo');
    await page.goto('/');
    expect(await (await answer).json()).toEqual({ isInMiddleEastOrAfrica: false });
    await expect(page.getByRole('link', { name: 'Middle East & Africa' })).toHaveCount(0);
  });

  test('shows for a visitor in the region, and the answer is cached for 24 hours', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ [E2E_COUNTRY_HEADER]: 'EG' });
    await page.goto('/');
    const link = page.getByRole('banner').getByRole('link', { name: 'Middle East & Africa' });
    await expect(link).toBeVisible();
    const cached = await page.evaluate(() => localStorage.getItem('locationCache'));
    expect(JSON.parse(cached!)).toMatchObject({ isInMiddleEastOrAfrica: true });

    // A second page view uses the cache, not the server.
    let asked = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/ipinfo')) asked = true;
    });
    await page.reload();
    await expect(link).toBeVisible();
    expect(asked).toBe(false);
    await link.click();
    await expect(page).toHaveURL(/\/middle-east-africa$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      seedSection('middle-east-africa', 'hero').heading,
    );
  });
});

test('each path change reports one visit, a new query on the same path none', async ({ page }) => {
  const visits: Array<{ page: string; referrer: string }> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/track-visit')) visits.push(request.postDataJSON());
  });
  const pages = () => visits.map((visit) => visit.page);
  await page.goto('/courses');
  await expect.poll(pages).toEqual(['/courses']);
  // Choosing a course panel is a client-side navigation that only changes `?panel=`.
  await closePromoPopup(page, seedDocument<{ heading: string }>('promoPopup').heading);
  const pathways = page.getByRole('region', { name: seedSection('courses', 'pathways').heading });
  await pathways.getByRole('link', { name: 'Fellowship Award requirements' }).click();
  await expect(page).toHaveURL(/\/courses\?panel=fellowship#details$/);
  // The next path's visit is the sign that any visit for the panel would have been sent by now:
  // the beacons leave in order.
  await page.getByRole('banner').getByRole('link', { name: 'About Us', exact: true }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect.poll(pages).toContain('/about-us');
  expect(pages()).toEqual(['/courses', '/about-us']);
  expect(visits[1]!.referrer).toMatch(/\/courses(\?panel=fellowship#details)?$/);
});

test.describe('search engines', () => {
  test('robots.txt points at the sitemap, which lists the public pages', async ({
    request,
    baseURL,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of ['/', '/about-us', '/courses', '/catalog', '/testimonials', '/contact']) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    expect(xml).not.toContain('/react-templates');
  });

  test('pages carry a canonical URL and Open Graph tags', async ({ page, baseURL }) => {
    await page.goto('/about-us?utm_source=x');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/about-us`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      seedPage('about-us').seo.title,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${baseURL}/about-us`,
    );
  });
});
