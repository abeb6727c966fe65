import { expectNoSeriousA11yViolations } from './axe';
import { releaseHolds } from './database';
import { expect, type Page, test } from './fixtures';
import { hydrated } from './hydration';
import { promoModal } from './promo';
import { seedDocument } from './seed';
import { visitorAddress } from './visitor';

/** Decision 0043: keyboard and focus, and what a reader sees, on the pages a paying dentist uses. */

const promo = seedDocument<{ heading: string; ctaLabel: string }>('promoPopup');
const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
});

test.describe('promo popup on /courses', () => {
  test('closed with Escape, the next Tab goes to the start of the main content', async ({
    page,
  }) => {
    await page.goto('/courses');
    const popup = await promoModal(page, promo.heading);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    // The dialog's `close` event, which moves the focus, comes a task after it is hidden: a
    // Tab pressed in between would start from where the browser put it back.
    await expect(main(page)).toBeFocused();
    await page.keyboard.press('Tab');
    // The first thing to focus in the page's content, not the refund policy at its end.
    const first = main(page).locator('a[href], button, summary, input').first();
    await expect(first).toBeFocused();
  });

  test('closed with its button (keyboard), focus is at the start of the main content', async ({
    page,
  }) => {
    await page.goto('/courses');
    const popup = await promoModal(page, promo.heading);
    await popup.getByRole('button', { name: 'Close' }).press('Enter');
    await expect(popup).toBeHidden();
    await expect(main(page)).toBeFocused();
  });

  test('its title is read once, and its button shows the courses of the page it covers', async ({
    page,
  }) => {
    await page.goto('/courses');
    const popup = await promoModal(page, promo.heading);
    const tree = await popup.ariaSnapshot();
    expect(tree.split(promo.heading).length - 1, tree).toBe(1);
    await expectNoSeriousA11yViolations(page);

    const urlBefore = page.url();
    await popup.getByRole('link', { name: promo.ctaLabel }).click();
    await expect(popup).toBeHidden();
    expect(page.url()).toBe(urlBefore);
    // The courses (Educational Pathways) are on screen and hold the focus.
    const pathways = page.locator('#pathways h2');
    await expect(pathways).toBeFocused();
    await expect(pathways).toBeInViewport();
  });
});

test.describe('header menus', () => {
  test('Resources closes on Escape (focus back on it) and when Tab leaves it', async ({ page }) => {
    await page.goto('/about-us');
    await hydrated(page);
    const header = page.getByRole('banner');
    const resources = header.locator('details', { has: page.getByText('Resources') });
    const toggle = resources.locator('summary');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(resources).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await expect(resources.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(resources).not.toHaveAttribute('open');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(resources).toHaveAttribute('open', '');
    const links = await resources.getByRole('link').count();
    for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
    await expect(resources).not.toHaveAttribute('open');
    await expect(header.getByRole('link', { name: 'Contact Us' })).toBeFocused();
  });
});

test.describe('what a reader sees', () => {
  test('on a phone, /register opens at its top, not at the footer of the page left', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/about-us');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Every frame's scroll position once the address is /register.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { registerScroll: number[] }).registerScroll = seen;
      const frame = () => {
        // Frames that show /register's own form, wherever the page is scrolled.
        if (document.querySelector('main input[name="phone"]')) seen.push(window.scrollY);
        if (seen.length < 60) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { registerScroll: number[] }).registerScroll.length,
        ),
      )
      .toBeGreaterThanOrEqual(60);
    const seen = await page.evaluate(
      () => (window as unknown as { registerScroll: number[] }).registerScroll,
    );
    expect(Math.max(...seen)).toBe(0);
  });

  test("on a desktop, the footer's e-mail address stays on one line", async ({ page }) => {
    await page.goto('/about-us');
    const email = seedDocument<{ registrationEmail: string }>('siteSettings').registrationEmail;
    const link = page.getByRole('contentinfo').getByRole('link', { name: email });
    await expect(link).toBeVisible();
    expect(await link.evaluate((a) => a.getClientRects().length)).toBe(1);
  });

  test('the review box keeps long names inside it, on a desktop and on a phone', async ({
    page,
  }) => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/register');
      await hydrated(page);
      await main(page).getByRole('radio', { name: 'Individual courses' }).check();
      // The courses show once the form is hydrated, which may be after the page (decision 0083).
      await expect(main(page).getByRole('checkbox', { name: /Full Arch Surgical/ })).toBeVisible();
      for (const box of await main(page).getByRole('checkbox').all()) await box.check();
      // Module 4's June session is waiting-list.spec's, which fills it: no seat of it here.
      await main(page)
        .getByRole('checkbox', { name: /Full Arch Surgical/ })
        .uncheck();
      // Clinical 2's July session is seats.spec's, which fills it at times.
      await main(page)
        .getByRole('checkbox', { name: /Advanced Surgical Techniques/ })
        .uncheck();
      await main(page).getByLabel('Name').fill('Dr. Maximiliano Fernández-Castellanos de la Vega');
      const email = `maximiliano.fernandez-castellanos.${Date.now()}@clinica-dental-example.com`;
      await main(page).getByLabel('Email').fill(email);
      await main(page).getByLabel('Phone').fill('+1 310 555 0100');
      await main(page)
        .getByRole('button', { name: /^Continue to Payment \(/ })
        .click();
      const summary = page.getByRole('region', { name: 'Review and pay' });
      const box = summary.locator('dl').locator('..');
      await expect(box).toBeVisible();
      const outside = await box.evaluate((element) => {
        const right = element.getBoundingClientRect().right;
        return [...element.querySelectorAll('dt, dd')]
          .filter((child) => child.getBoundingClientRect().right > right + 0.5)
          .map((child) => child.textContent);
      });
      expect(outside, `at ${width} px`).toEqual([]);
      expect(
        await box.evaluate((element) => element.getBoundingClientRect().right),
      ).toBeLessThanOrEqual(width);
      // The card form's request holds the seats: give them back once it has.
      await expect(main(page).getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
      await releaseHolds(email);
    }
  });
});
