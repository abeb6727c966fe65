/**
 * Spending credit on /register (docs/decisions/0061), end to end: a signed-in student with a
 * confirmed address and credit from the academy registers for Module 1 (no session, $2,850),
 * the credit paying all of it: no card form, no Stripe.js, the course in the account and the
 * confirmation e-mail saying the credit paid.
 */
import { e2eDatabase } from './database';
import { expect, test } from './fixtures';
import { hydrated } from './hydration';
import { mailParts, sentMail } from './mail';
import { signedUp } from './sign-up';

// Signing up hashes a password (slow on a busy machine).
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };

/** Credit granted by the academy, as its staff grant does (app/credits, reason staff-grant). */
async function grantCredit(email: string, cents: number, expiresAt: string) {
  const sql = e2eDatabase();
  try {
    await sql`
      insert into credit_entries (
        email_normalized, amount_cents, currency, reason, expires_at, actor_kind, actor, note,
        idempotency_key
      ) values (
        ${email.toLowerCase()}, ${cents}, 'usd', 'staff-grant', ${expiresAt}, 'staff',
        'registrar@example.com', 'e2e: goodwill credit', ${`e2e-grant-${email}`}
      )`;
  } finally {
    await sql.end();
  }
}

test('a student whose credit covers Module 1 registers without a card and finds the course in the account', async ({
  browser,
}) => {
  const email = `credit.${Date.now()}@example.com`;
  const page = await signedUp(browser, email, { confirm: true });
  await grantCredit(email, 300_000, '2099-06-01T07:00:00Z');
  const main = page.getByRole('main');
  // Stripe.js (here the stand-in's script) must never be asked for.
  const stripeScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/mocks/stripe.js' || url.hostname.endsWith('stripe.com')) {
      stripeScripts.push(request.url());
    }
  });

  await page.goto('/register?course=module1');
  await hydrated(page);
  await expect(main.getByLabel(/^Email/)).toHaveValue(email);
  await main.getByLabel(/^Name/).fill('Dr. Credit Student');
  await main.getByLabel(/^Phone/).fill('+1 310 555 0166');
  await main.getByRole('button', { name: 'Continue to Payment ($2,850)' }).click();

  // The summary: the credit offered, ticked, and what it leaves to pay.
  const credit = main.getByRole('checkbox', { name: 'Use my credit ($3,000.00 available)' });
  await expect(credit).toBeChecked();
  await expect(credit).toBeEnabled();
  await expect(
    main.getByText('$3,000.00 of it must be used by Jun 1, 2099, 00:00 PDT.'),
  ).toBeVisible();
  const summary = main.locator('dl');
  await expect(summary.getByRole('definition')).toContainText([
    'Dr. Credit Student',
    email,
    '+1 310 555 0166',
    'Basic Dental Implantology (Online, 24 CE Hours)',
    '$2,850.00',
    '−$2,850.00',
    '$0.00',
  ]);
  await expect(summary.getByRole('term')).toContainText(['Price', 'Credit used', 'To pay']);
  await expect(main.getByRole('heading', { name: 'Payment with your credit' })).toBeVisible();
  await expect(
    main.getByText('Your credit pays the whole price: no card is needed.'),
  ).toBeVisible();
  await expect(main.getByLabel('Card number')).toHaveCount(0);

  await main.getByRole('button', { name: 'Complete registration with my credit' }).click();
  await expect(page.getByTestId('payment-result')).toContainText('Paid with your credit!', SLOW);
  await expect(main.getByRole('heading', { name: 'Registration complete' })).toBeVisible();
  await expect(main.getByRole('checkbox')).toHaveCount(0);
  expect(stripeScripts).toEqual([]);
  expect(await page.evaluate(() => 'Stripe' in window)).toBe(false);

  // The registration is done as the server answered: the course is in the account now.
  await page.goto('/account');
  await expect(
    page.getByRole('region', { name: 'Active Courses' }).getByRole('listitem'),
  ).toContainText(['Basic Dental Implantology (Online, 24 CE Hours)']);

  // The confirmation says the credit paid, and no card.
  await expect
    .poll(
      async () =>
        (await sentMail())
          .map((raw) => mailParts(raw).text)
          .find((text) => text.includes('paid in full with your credit')) ?? '',
      { timeout: 20_000, intervals: [500] },
    )
    .toContain(
      'Your registration of $2,850.00 is paid in full with your credit at the academy: nothing was charged to a card.',
    );

  // The credit spent is the price, to the cent: $150.00 of it is left.
  const sql = e2eDatabase();
  try {
    const [left] = await sql<{ cents: number }[]>`
      select sum(remaining_cents)::integer as cents from credit_grant_balances
      where email_normalized = ${email}`;
    expect(left?.cents).toBe(15_000);
  } finally {
    await sql.end();
  }
});
