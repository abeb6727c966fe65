/**
 * The Mastership paid monthly (docs/decisions/0070): the schedule and the consent before the card,
 * the first payment on /register, then a month on (the plan's dates moved a month back, as if the
 * clock had advanced) the charging job takes payment 2 from the saved card, and the account shows
 * it paid with its receipt.
 */
import { expectNoSeriousA11yViolations } from './axe';
import { e2eDatabase } from './database';
import { expect, type Page, test } from './fixtures';
import { mailTo } from './mail';
import { signedUp } from './sign-up';

test.describe.configure({ timeout: 150_000 });
const SLOW = { timeout: 30_000 };
const main = (page: Page) => page.getByRole('main');

test('a student pays the Mastership monthly: payment 1 on /register, payment 2 a month on, a declined payment 3 from the account, each with its receipt, then cancels', async ({
  browser,
}) => {
  const email = `monthly.${Date.now()}@example.com`;
  const student = await signedUp(browser, email, { confirm: true });

  await student.goto('/register?program=mastership');
  await expect(main(student).locator('form[novalidate]')).toHaveCount(1);
  await main(student).getByLabel(/^Name/).fill('Dr. Monthly Student');
  await main(student)
    .getByLabel(/^Phone/)
    .fill('+1 310 555 0170');
  await main(student).getByRole('button', { name: 'Continue to Payment ($35,000)' }).click();

  // Both ways to pay, with what monthly costs, before anything is asked of the card.
  const choice = main(student).getByRole('group', { name: 'How would you like to pay?' });
  await expect(choice.getByRole('radio', { name: 'Pay in full: $35,000.00' })).toBeChecked();
  await expect(choice).toContainText(
    '$2,319.52 today, including the $375.00 processing fee, then $1,944.44 a month. $35,375.00 in all.',
  );
  await choice.getByRole('radio', { name: 'Pay monthly: 18 payments' }).check();
  const schedule = choice.getByRole('table', { name: 'Your monthly payments' });
  await expect(schedule.getByRole('row')).toHaveCount(19);
  await expect(schedule.getByRole('row').nth(1)).toContainText('Today');
  await expect(schedule.getByRole('row').nth(18)).toContainText('$1,944.44');
  // No card form until the student consents to the later charges.
  await expect(main(student)).toContainText('Tick the box above to go on to the card.');
  await expect(main(student).getByLabel('Card number')).toHaveCount(0);
  await expectNoSeriousA11yViolations(student);
  await choice
    .getByRole('checkbox', { name: /^I authorize the academy to save this card/ })
    .check();

  await main(student).getByLabel('Card number').fill('4242 4242 4242 4242');
  await main(student).getByLabel('Expiration date').fill('12 / 34');
  await main(student).getByLabel('Security code').fill('123');
  await student.getByRole('button', { name: 'Pay $2,319.52 now' }).click();
  await expect(student.getByTestId('payment-result')).toContainText('Payment Successful!', SLOW);
  // The summary says what was charged today, and the plan's total, not the program's price.
  const summary = main(student).getByRole('region', { name: 'Registration complete' });
  await expect(summary).toContainText('Paid today$2,319.52');
  await expect(summary).toContainText('Total of 18 payments$35,375.00');
  await expect(summary).not.toContainText('$35,000');

  // The account shows the schedule: payment 1 paid with its receipt, payment 2 due.
  const plan = student.getByRole('table', { name: 'Monthly payments for Mastership Program' });
  const row = (number: number) => plan.getByRole('row').nth(number);
  await expect(async () => {
    await student.goto('/account?tab=payments');
    await expect(row(1)).toContainText('Paid', { timeout: 1_000 });
  }).toPass(SLOW);
  await expect(row(1)).toContainText('$2,319.52');
  await expect(row(1).getByRole('link', { name: /^\d{4}-\d{6}/ })).toBeVisible();
  await expect(row(2)).toContainText('$1,944.44');
  await expect(row(2)).toContainText('Due');
  await expectNoSeriousA11yViolations(student);

  // A month on: the plan's dates a month earlier make payment 2 due today; the job charges it.
  const sql = e2eDatabase();
  try {
    const moved = await sql`
      update plan_payments pp
      set due_date = (pp.due_date - interval '1 month')::date
      from payment_plans p join orders o on o.id = p.order_id
      where pp.plan_id = p.id and o.email = ${email}`;
    expect(moved.count).toBe(18);
  } finally {
    await sql.end();
  }
  await expect(async () => {
    await student.goto('/account?tab=payments');
    await expect(row(2)).toContainText('Paid', { timeout: 1_000 });
  }).toPass(SLOW);
  const second = row(2).getByRole('link', { name: /^\d{4}-\d{6}/ });
  const number = (await second.textContent())!.match(/\d{4}-\d{6}/)![0];
  await expect(row(3)).toContainText('Due');

  // Its receipt is e-mailed for the second payment's amount, and downloads as a PDF.
  expect(await mailTo(email, `Your receipt ${number}`)).toContain('$1,944.44');
  const download = await student.request.get(`/account/receipts/${number}`);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');

  // Payment 3 declined (as the job records a decline): the account offers to pay it now, with
  // this card or another, and the student does.
  const db = e2eDatabase();
  try {
    await db`
      update plan_payments pp
      set status = 'failed', attempts = 1, first_failed_at = now(),
          failure_reason = 'card_declined: Your card was declined.'
      from payment_plans p join orders o on o.id = p.order_id
      where pp.plan_id = p.id and o.email = ${email} and pp.number = 3`;
    await db`
      update payment_plans p set status = 'past_due', past_due_since = now()
      from orders o where o.id = p.order_id and o.email = ${email}`;
  } finally {
    await db.end();
  }
  await student.goto('/account?tab=payments');
  await expect(row(3)).toContainText('Failed');
  await student.getByRole('link', { name: 'Pay now or change the card' }).click();
  await expect(student.getByRole('heading', { name: 'Pay a monthly payment' })).toBeVisible();
  await expect(main(student)).toContainText(
    'Payment 3 of 18 for the Mastership Program, $1,944.44 due on',
  );
  await expectNoSeriousA11yViolations(student);
  await main(student).getByRole('button', { name: 'Continue to the card' }).click();
  await main(student).getByLabel('Card number').fill('4242 4242 4242 4242');
  await main(student).getByLabel('Expiration date').fill('12 / 34');
  await main(student).getByLabel('Security code').fill('123');
  await main(student).getByRole('button', { name: 'Pay $1,944.44' }).click();
  await expect(main(student)).toContainText('Thank you: your payment was received.', SLOW);
  await expect(async () => {
    await student.goto('/account?tab=payments');
    await expect(row(3)).toContainText('Paid', { timeout: 1_000 });
  }).toPass(SLOW);
  await expect(row(3).getByRole('link', { name: /^\d{4}-\d{6}/ })).toBeVisible();
  await expect(main(student)).toContainText('On schedule.');

  // Cancelling (SPEC §9): no course taken within 30 days, so only the fee is owed; the rest of
  // the three payments comes back, and nothing more is charged.
  await student.getByRole('link', { name: 'Cancel the program' }).click();
  await expect(student.getByRole('heading', { name: 'Cancel the program' })).toBeVisible();
  await expect(main(student)).toContainText('You have paid$6,208.40');
  await expect(main(student)).toContainText('You owe$375.00');
  await expect(main(student)).toContainText(
    '$5,833.40 is refunded to your card. No further monthly payment is charged.',
  );
  await expectNoSeriousA11yViolations(student);
  await main(student).getByRole('button', { name: 'Cancel the program' }).click();
  await expect(student).toHaveURL(/\/account\?tab=payments$/);
  await expect(main(student)).toContainText('Cancelled.');
  await expect(row(4)).toContainText('Cancelled');
  await mailTo(email, '$5,833.40 is refunded to your card');
});

test('a student sees the card of their monthly payments and changes it, a declined card changing nothing', async ({
  browser,
}) => {
  const email = `monthly.card.${Date.now()}@example.com`;
  const student = await signedUp(browser, email, { confirm: true });
  await student.goto('/register?program=mastership');
  await expect(main(student).locator('form[novalidate]')).toHaveCount(1);
  await main(student).getByLabel(/^Name/).fill('Dr. Card Changer');
  await main(student)
    .getByLabel(/^Phone/)
    .fill('+1 310 555 0171');
  await main(student).getByRole('button', { name: 'Continue to Payment ($35,000)' }).click();
  const choice = main(student).getByRole('group', { name: 'How would you like to pay?' });
  await choice.getByRole('radio', { name: 'Pay monthly: 18 payments' }).check();
  await choice
    .getByRole('checkbox', { name: /^I authorize the academy to save this card/ })
    .check();
  await main(student).getByLabel('Card number').fill('4242 4242 4242 4242');
  await main(student).getByLabel('Expiration date').fill('12 / 34');
  await main(student).getByLabel('Security code').fill('123');
  await student.getByRole('button', { name: 'Pay $2,319.52 now' }).click();
  await expect(student.getByTestId('payment-result')).toContainText('Payment Successful!', SLOW);

  // Manage Payments lists the card the plan is charged to, not 'No payment methods found'.
  const methods = main(student).getByRole('region', { name: 'Payment Methods' });
  await expect(async () => {
    await student.goto('/account?tab=payments');
    await expect(methods).toContainText('Visa ending in 4242', { timeout: 1_000 });
  }).toPass(SLOW);
  await expect(methods).toContainText('For the monthly payments of the Mastership Program');
  await expect(methods).not.toContainText('No payment methods found');
  await methods.getByRole('link', { name: 'Change card (Mastership Program)' }).click();
  await expect(student.getByRole('heading', { name: 'Change the card' })).toBeVisible();
  await expect(main(student)).toContainText('Card used now: Visa ending in 4242');
  await expectNoSeriousA11yViolations(student);

  // A declined card is refused where it was typed; the plan keeps its card.
  await main(student).getByRole('button', { name: 'Continue to the card' }).click();
  await main(student).getByLabel('Card number').fill('4000 0000 0000 0002');
  await main(student).getByLabel('Expiration date').fill('12 / 34');
  await main(student).getByLabel('Security code').fill('123');
  await main(student).getByRole('button', { name: 'Save this card' }).click();
  await expect(
    main(student).getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toContainText('The card could not be saved, and your payments stay on the card you had.', SLOW);
  await expect(main(student).getByLabel('Card number')).toBeFocused();

  // Another card: saved, checked by the server with Stripe, and the plan's card from now on.
  await main(student).getByLabel('Card number').fill('5555 5555 5555 4444');
  await main(student).getByRole('button', { name: 'Save this card' }).click();
  await expect(main(student)).toContainText(
    'Your card is changed: your next monthly payments are charged to Mastercard ending in 4444',
    SLOW,
  );
  await student.goto('/account?tab=payments');
  await expect(methods).toContainText('Mastercard ending in 4444');
  await expect(methods).not.toContainText('4242');
});
