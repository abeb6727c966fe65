import { expectNoSeriousA11yViolations } from './axe';
import { e2eDatabase } from './database';
import { expect, type Page, test } from './fixtures';
import { linkFromMail } from './mail';
import { visitorAddress } from './visitor';

// Paying waits for the webhook and the outbox: give the test room on a busy machine.
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };

const main = (page: Page) => page.getByRole('main');
let counter = 0;
const newEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.com`;

/** A browser context at an address of its own, so the per-address limits stay out of the way. */
async function asNewVisitor(page: Page) {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
}

// The seed's Module 4 session of 'June 11-13, 2027' (6 seats), which no other test books.
const SESSION = { courseId: 'module4', key: 'module4-2027-06', date: 'June 11-13, 2027' };

/** Six buyers hold every seat of the session, as six open payment steps would. */
async function fillSession(tag: string): Promise<string[]> {
  const sql = e2eDatabase();
  try {
    const orders: string[] = [];
    for (let index = 0; index < 6; index++) {
      const email = `holder${index}.${tag}@example.com`;
      const [order] = await sql<{ id: string }[]>`
        insert into orders (email, name, phone, selected_items, course_ids, amount_cents,
                            request_fingerprint)
        values (${email}, 'Holder', '+1 310 555 0100', '{module4}', '{module4}', 295000,
                ${`e2e-${tag}-${index}`})
        returning id`;
      await sql`
        insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                   held_until, capacity)
        values (${SESSION.courseId}, ${SESSION.key}, ${order!.id}, ${email}, 'held',
                now() + interval '30 minutes', 6)`;
      orders.push(order!.id);
    }
    return orders;
  } finally {
    await sql.end();
  }
}

/** One holder's payment failed: their seat is free again. */
async function releaseSeats(orderIds: string[]) {
  const sql = e2eDatabase();
  try {
    await sql`
      update session_seats set status = 'released', released_at = now()
      where order_id in ${sql(orderIds)} and status = 'held'`;
  } finally {
    await sql.end();
  }
}

async function joinWaitingList(page: Page, email: string, name: string) {
  await main(page).getByLabel(/^Name/).fill(name);
  await main(page)
    .getByLabel(/^Email/)
    .fill(email);
  await main(page)
    .getByLabel(/^Phone/)
    .fill('+1 310 555 0190');
  await main(page).getByRole('button', { name: 'Join the waiting list' }).click();
}

test('a full session shows Full and its waiting list; a confirmed entry is offered a freed seat, held and paid', async ({
  page,
  browser,
}) => {
  const tag = `${Date.now()}`;
  const holders = await fillSession(tag);
  try {
    await asNewVisitor(page);
    await page.goto(`/register?course=${SESSION.courseId}&session=${SESSION.key}`);
    const session = main(page).getByRole('radio', { name: new RegExp(SESSION.date) });
    await expect(session).toHaveAccessibleName(/· Full$/);
    await expect(session).toBeDisabled();
    await main(page)
      .getByRole('link', { name: new RegExp(`^Join the waiting list for .*${SESSION.date}`) })
      .click();

    await expect(page).toHaveURL(/\/waiting-list\?course=module4&session=module4-2027-06/);
    await expect(main(page)).toContainText(`${SESSION.date}, Beverly Hills, CA is full.`);
    await expect(main(page)).toContainText('holds it for them for 48 hours');
    await expectNoSeriousA11yViolations(page);
    const email = newEmail('waiting');
    await joinWaitingList(page, email, 'Dr. First Waiting');
    await expect(page.getByRole('status')).toHaveText(
      new RegExp(
        `^Almost done: we have e-mailed a link to ${email.replace(/\./g, '\\.')}\\. Open it within a day`,
      ),
    );
    // The entry is in line only once the e-mailed link is opened and its button pressed.
    const confirm = await linkFromMail(
      email,
      /http:\/\/\S+\/waiting-list\/confirm\?token=[\w-]{43}/,
    );
    await page.goto(confirm);
    await expect(main(page)).toContainText(`Confirm that ${email} joins the waiting list for`);
    await main(page).getByRole('button', { name: 'Confirm my place' }).click();
    await expect(page.getByRole('status')).toHaveText(
      new RegExp(
        `^You are on the waiting list for .*, ${SESSION.date}\\. If a seat frees, we will e-mail ${email.replace(/\./g, '\\.')}\\. You are number 1 in line\\.$`,
      ),
    );

    // Decision 0046: a second person confirms (second in line), is e-mailed their place with
    // a link to leave, and leaves: the page asks first, the button leaves.
    const secondContext = await browser.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
    });
    const second = await secondContext.newPage();
    await second.goto(`/waiting-list?course=${SESSION.courseId}&session=${SESSION.key}`);
    const secondEmail = newEmail('leaving');
    await joinWaitingList(second, secondEmail, 'Dr. Second Waiting');
    await second.goto(
      await linkFromMail(secondEmail, /http:\/\/\S+\/waiting-list\/confirm\?token=[\w-]{43}/),
    );
    await main(second).getByRole('button', { name: 'Confirm my place' }).click();
    await expect(second.getByRole('status')).toContainText('You are number 2 in line.');
    const leave = await linkFromMail(
      secondEmail,
      /http:\/\/\S+\/waiting-list\/leave\?token=[\w-]{43}/,
    );
    await second.goto(leave);
    await expect(main(second)).toContainText(`Take ${secondEmail} off the waiting list for`);
    await expectNoSeriousA11yViolations(second);
    await main(second).getByRole('button', { name: 'Leave the waiting list' }).click();
    await expect(second.getByRole('status')).toHaveText(
      new RegExp(`^${secondEmail.replace(/\./g, '\\.')} is no longer on the waiting list for `),
    );
    await secondContext.close();

    // A holder's payment fails: the background job offers the seat to the first in line.
    await releaseSeats(holders.slice(0, 1));
    const offer = await linkFromMail(email, /http:\/\/\S+\/register\?\S*offer=[\w-]{43}/);
    await page.goto(offer);
    await expect(main(page).getByRole('status').first()).toContainText(
      new RegExp(`^A seat in .*, ${SESSION.date} is held for you until `),
    );
    // Everyone else sees the session full; the offer's reader has it chosen.
    const other = await browser.newPage();
    await other.goto(`/waiting-list?course=${SESSION.courseId}&session=${SESSION.key}`);
    await expect(main(other)).toContainText('is full.');
    await other.close();
    await expect(main(page).getByRole('radio', { name: new RegExp(SESSION.date) })).toBeChecked();
    await expect(main(page).getByLabel(/^Email/)).toHaveValue(email);
    await main(page)
      .getByRole('button', { name: /^Continue to Payment/ })
      .click();
    await main(page).getByLabel('Card number').fill('4242 4242 4242 4242');
    await main(page).getByLabel('Expiration date').fill('12 / 34');
    await main(page).getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByTestId('payment-result')).toContainText('Payment Successful!', SLOW);

    const sql = e2eDatabase();
    try {
      await expect
        .poll(
          async () =>
            (await sql`select status from waiting_list where email = ${email}`)[0]?.status,
          SLOW,
        )
        .toBe('booked');
    } finally {
      await sql.end();
    }
  } finally {
    await releaseSeats(holders);
  }
});
