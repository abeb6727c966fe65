/**
 * Issue 48 item 1, end to end: a dentist pays for Module 1 as a guest; someone else signs up with
 * that e-mail and never confirms it. Their /account, as a page and as the `.data` a client-side
 * navigation loads, holds none of the buyer's order, and a cancel-course post for it is refused
 * with 403, the course still the buyer's.
 */
import { e2eDatabase } from './database';
import { expect, test } from './fixtures';
import { hydrated } from './hydration';
import { signedUp } from './sign-up';
import { visitorAddress } from './visitor';

// Signing up hashes a password and the webhook completes the order a moment later.
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };

async function completedOrderOf(email: string): Promise<string | undefined> {
  const sql = e2eDatabase();
  try {
    const [order] = await sql<{ id: string }[]>`
      select id from orders where email_normalized = ${email} and status = 'completed'`;
    return order?.id;
  } finally {
    await sql.end();
  }
}

async function recordsOf(orderId: string) {
  const sql = e2eDatabase();
  try {
    const cancellations = await sql`select 1 from cancellations where order_id = ${orderId}`;
    const grants = await sql<{ course_id: string }[]>`
      select course_id from course_grants where order_id = ${orderId}`;
    return { cancellations: cancellations.length, grants: grants.map((row) => row.course_id) };
  } finally {
    await sql.end();
  }
}

test("an unconfirmed account with a guest buyer's e-mail sees and cancels none of their courses", async ({
  page,
  browser,
}) => {
  const email = `guest.buyer.${Date.now()}@example.com`;
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
  const main = page.getByRole('main');
  await page.goto('/register?course=module1');
  await hydrated(page);
  await main.getByLabel(/^Name/).fill('Dr. Guest Buyer');
  await main.getByLabel(/^Email/).fill(email);
  await main.getByLabel(/^Phone/).fill('+1 310 555 0190');
  await main.getByRole('button', { name: 'Continue to Payment ($2,850)' }).click();
  await main.getByLabel('Card number').fill('4242 4242 4242 4242');
  await main.getByLabel('Expiration date').fill('12 / 34');
  await main.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByTestId('payment-result')).toContainText('Payment Successful!', SLOW);
  await expect.poll(() => completedOrderOf(email), SLOW).toBeTruthy();
  const orderId = (await completedOrderOf(email))!;

  const stranger = await signedUp(browser, email);
  for (const path of ['/account?tab=courses', '/account.data?tab=payments']) {
    const answer = await stranger.request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(await answer.text(), path).not.toContain(orderId);
  }
  await stranger.goto('/account?tab=courses');
  await expect(stranger.getByRole('main')).toContainText('not confirmed');
  await expect(stranger.getByRole('button', { name: /cancel/i })).toHaveCount(0);

  const refused = await stranger.request.post('/account', {
    form: {
      intent: 'cancel-course',
      orderId,
      courseId: 'module1',
      destination: 'credit',
      percent: '100',
      amountCents: '285000',
    },
  });
  expect(refused.status()).toBe(403);
  expect(await recordsOf(orderId)).toEqual({ cancellations: 0, grants: ['module1'] });
  await stranger.context().close();
});
