/**
 * Issue 22, point 8 (docs/decisions/0048): dates, prices and CE hours in the page's language,
 * written the same way as in the e-mails; English exactly as before.
 */

import { expect, type Page, test } from './fixtures';
import { hydrated } from './hydration';
import { closePromoPopup } from './promo';
import { seedDocument, seedDocumentEs } from './seed';
import { makeStaff, signUp } from './sign-up';
import { visitorAddress } from './visitor';

const promoEs = seedDocumentEs<{ heading: string }>('promoPopup').heading;
const promoEn = seedDocument<{ heading: string }>('promoPopup').heading;
const displayNameEs = (id: string) =>
  seedDocumentEs<{ displayName: string }>(`course.${id}`).displayName;
const displayNameEn = (id: string) =>
  seedDocument<{ displayName: string }>(`course.${id}`).displayName;

const details = (page: Page) => page.locator('#details');
const main = (page: Page) => page.getByRole('main');

/**
 * React's hydration errors (a text the server wrote differently from the browser): Intl output
 * must be the same in Node and Chromium.
 */
function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  const hydration = /hydrat|did not match|Minified React error #(418|423|425)/i;
  page.on('console', (message) => {
    if (message.type() === 'error' && hydration.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (hydration.test(error.message)) errors.push(error.message);
  });
  return errors;
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
});

test.describe('/courses', () => {
  test('in Spanish: days, TBD, prices and CE hours the Spanish way', async ({ page }) => {
    const errors = watchHydration(page);
    await page.goto('/courses?lng=es&panel=module4#details');
    await closePromoPopup(page, promoEs, 'Cerrar');
    await expect(details(page)).toContainText('11–13 de junio de 2027');
    await expect(details(page)).toContainText('6–8 de marzo de 2026');
    await expect(details(page)).not.toContainText('June 11-13, 2027');
    await expect(details(page)).toContainText('Individual: USD 3,350');
    await expect(details(page)).toContainText('Inscripción anticipada: USD 2,950');
    await expect(details(page)).not.toContainText('$');
    await expect(details(page)).toContainText('24 horas de CE');
    await expect(details(page)).not.toContainText(/\bEC\b/);
    // The Register link still names the session by its content text.
    await expect(details(page).getByRole('link', { name: /^Inscribirse\b/ })).toHaveAttribute(
      'href',
      '/register?course=module4&date=June%2011-13%2C%202027&session=module4-2027-06',
    );

    await page.goto('/courses?lng=es&panel=module1#details');
    await expect(details(page)).toContainText('Por confirmar');
    await expect(details(page)).not.toContainText('TBD');

    await page.goto('/courses?lng=es&panel=fellowship#details');
    await expect(details(page)).toContainText('USD 12,000');
    await page.goto('/courses?lng=es&panel=residency#details');
    await expect(details(page)).toContainText('De USD 15,000 a USD 25,000');
    expect(errors).toEqual([]);
  });

  test('in English: unchanged (docs/product.md wording)', async ({ page }) => {
    await page.goto('/courses?panel=module4#details');
    await closePromoPopup(page, promoEn);
    await expect(details(page)).toContainText('June 11-13, 2027');
    await expect(details(page)).toContainText('Individual: $3,350');
    await expect(details(page)).toContainText('Early registration: $2,950');
    await expect(details(page)).toContainText('24 CE hours');
    await page.goto('/courses?panel=module1#details');
    await expect(details(page)).toContainText('TBD');
  });
});

test.describe('/register', () => {
  test('in Spanish: the chosen date, the sessions and the prices the Spanish way', async ({
    page,
  }) => {
    const errors = watchHydration(page);
    // A link naming a bookable session: it is chosen, its days written the Spanish way.
    await page.goto('/register?lng=es&course=module4&date=June%2011-13%2C%202027');
    await hydrated(page);
    await expect(main(page)).toContainText(`${displayNameEs('module4')}: USD 2,950`);
    await expect(
      main(page).getByRole('group', { name: `Fecha de ${displayNameEs('module4')}` }),
    ).toContainText('11–13 de junio de 2027, Beverly Hills, CA');
    await expect(main(page).getByRole('button', { name: /^Continuar al pago/ })).toHaveText(
      'Continuar al pago (USD 2,950)',
    );
    await expect(main(page)).toContainText(
      `${seedDocumentEs<{ name: string }>('program.fellowship').name} (USD 12,000)`,
    );
    await expect(main(page)).not.toContainText('June 11-13');
    await expect(main(page)).not.toContainText('$');

    // A link naming a course without a bookable session: the page says which date it named.
    await page.goto('/register?lng=es&course=module1&date=TBD');
    await expect(main(page)).toContainText('Fecha: Por confirmar');
    await expect(main(page)).not.toContainText('TBD');
    expect(errors).toEqual([]);
  });

  test('in English: unchanged', async ({ page }) => {
    await page.goto('/register?course=module4&date=June%2011-13%2C%202027');
    await hydrated(page);
    await expect(main(page)).toContainText(`${displayNameEn('module4')}: $2,950`);
    await expect(
      main(page).getByRole('group', { name: `Session for ${displayNameEn('module4')}` }),
    ).toContainText('June 11-13, 2027, Beverly Hills, CA');
    await expect(main(page).getByRole('button', { name: /^Continue to Payment/ })).toHaveText(
      'Continue to Payment ($2,950)',
    );
    await page.goto('/register?course=module1&date=TBD');
    await expect(main(page)).toContainText('Date: TBD');
  });
});

test('the waiting list names the session in the page’s language', async ({ page }) => {
  const query = 'course=clinical1&session=clinical1-2027-04';
  await page.goto(`/waiting-list?${query}&lng=es`);
  await expect(main(page)).toContainText(`${displayNameEs('clinical1')}, 15–20 de abril de 2027`);
  await expect(main(page)).not.toContainText(displayNameEn('clinical1'));
  await expect(main(page)).not.toContainText('Apr 15-20');
  await page.goto(`/waiting-list?${query}&lng=en`);
  await expect(main(page)).toContainText(`${displayNameEn('clinical1')}, Apr 15-20, 2027`);
});

// Signing up hashes a password (slow on a busy machine).
test('/staff in Spanish names courses and days in Spanish', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `staff-es.${Date.now()}@example.com`;
  await signUp(page, email);
  makeStaff(email);

  await page.goto('/staff?lng=es');
  await expect(main(page)).toContainText(`${displayNameEs('clinical1')}, 15–20 de abril de 2027`);
  await expect(main(page)).not.toContainText(displayNameEn('clinical1'));
  await expect(main(page)).not.toContainText('Apr 15-20, 2027');
  await page.goto('/staff?lng=en');
  await expect(main(page)).toContainText(`${displayNameEn('clinical1')}, Apr 15-20, 2027`);
});
