import { expectNoSeriousA11yViolations } from './axe';
import { expect, test } from './fixtures';
import { hydrated } from './hydration';
import { seedDocument, seedPage, seedSection } from './seed';
import { E2E_PREVIEW_SECRET } from './settings';

const settings = seedDocument<{ academyName: string; phone: string; registrationEmail: string }>(
  'siteSettings',
);

test.describe('home page', () => {
  test('shows the hero and Flexible Learning Options from the content', async ({ page }) => {
    const hero = seedSection('home', 'hero');
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading);
    const heroSection = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(heroSection.getByRole('link', { name: 'Explore Our Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );

    const flexible = page.locator('section', {
      has: page.getByRole('heading', { name: 'Flexible Learning Options' }),
    });
    await expect(flexible.getByRole('link', { name: 'Explore Our Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
    await expect(flexible.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/register',
    );

    await flexible.getByRole('link', { name: 'Register Now' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('has the title and meta description of its content', async ({ page }) => {
    const { seo } = seedPage('home');
    await page.goto('/');
    await expect(page).toHaveTitle(seo.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      seo.description,
    );
  });

  test('has the header and footer of docs/product.md#pages-and-navigation', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const label of ['Home', 'About Us', 'Courses & Awards', 'Contact Us']) {
      await expect(header.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(header.getByRole('link', { name: settings.phone })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(header.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
      'href',
      '/login',
    );

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: settings.registrationEmail })).toHaveAttribute(
      'href',
      `mailto:${settings.registrationEmail}`,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${settings.academyName}`);
  });

  test('keeps the header in view while scrolling', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
  });

  test('a navigation starts the new page at the top', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Register Now' }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // Client-side navigation (after hydration) to another page.
    await expect(async () => {
      await page.getByRole('link', { name: 'Register Now' }).click();
      await expect(page).toHaveURL(/\/register$/, { timeout: 1000 });
    }).toPass();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('not found', () => {
  test('answers any unknown path with the not-found page and status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(seedPage('not-found').seo.title);
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('error screen', () => {
  test('shows Unexpected Application Error! with the status, and no stack', async ({ request }) => {
    // The home page has no action, so a form posted to it is a 405 that the router reports.
    const response = await request.post('/', { form: { anything: '1' } });
    expect(response.status()).toBe(405);
    const html = await response.text();
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('405 Method Not Allowed');
    expect(html).not.toMatch(/at [\w.]+ \(/); // no stack frames in production
  });
});

test.describe('language', () => {
  test('Spanish navigation omits catalog and login and says Cursos, and the choice sticks', async ({
    page,
  }) => {
    await page.goto('/?lng=es');
    const header = page.getByRole('banner');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(header.getByRole('link', { name: 'Cursos', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Courses & Awards' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: /^(Login|Iniciar sesión)$/ })).toHaveCount(0);
    await header.getByText('Recursos').first().click();
    await expect(header.getByRole('link', { name: 'Testimonios' }).first()).toBeVisible();
    await expect(header.getByRole('link', { name: /catalog|catálogo/i })).toHaveCount(0);

    // Server rendering remembers the choice through the cookie.
    const response = await page.request.get('/');
    expect(await response.text()).toContain('lang="es"');
    await page.goto('/about-us-unknown');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('the switch changes the language and back', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // The switch is a client-side navigation: the other language's texts are fetched in place.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Español' }).click();
    await expect(header.getByRole('link', { name: 'Cursos', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeAttached();
    await header.getByRole('link', { name: 'English' }).click();
    await expect(header.getByRole('link', { name: 'Courses & Awards', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, shows the entries, and closes', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.locator('header nav[id]');
    await expect(menu).toBeHidden();
    // Before hydration the button does nothing yet; click until React answers.
    await expect(async () => {
      await page.getByRole('button', { name: /Open menu|Close menu/ }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
        {
          timeout: 500,
        },
      );
    }).toPass();
    await expect(menu).toBeVisible();
    for (const label of [
      'Home',
      'About Us',
      'Courses & Awards',
      'catalog',
      'Testimonials',
      'Contact Us',
      'Login',
    ]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe('preview mode', () => {
  const secret = E2E_PREVIEW_SECRET;

  test('shows drafts behind the secret URL, with a banner that turns it off', async ({ page }) => {
    const published = seedSection('home', 'hero').heading;
    const draft = seedDocument<{ sections: Array<{ key: string; heading: string }> }>(
      'drafts.page.home',
    ).sections.find((section) => section.key === 'hero')!.heading;
    expect(draft).not.toBe(published);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published);

    await page.goto(`/api/preview?secret=${secret}&redirectTo=/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft);
    await expect(page.getByRole('status')).toContainText('Preview mode');

    await page.getByRole('button', { name: 'Exit preview' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published);
    await expect(page.getByText('Preview mode')).toHaveCount(0);
  });

  test('refuses a wrong secret', async ({ request }) => {
    const response = await request.get('/api/preview?secret=wrong-secret-wrong-secret', {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(401);
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('published pages may be cached, preview pages never', async ({ page, request }) => {
    const anonymous = await request.get('/');
    expect(anonymous.headers()['cache-control']).toContain('public');
    await page.goto(`/api/preview?secret=${secret}&redirectTo=/`);
    const previewed = await page.request.get('/');
    expect(previewed.headers()['cache-control']).toBe('private, no-store');
  });
});
