import { expectNoSeriousA11yViolations } from './axe';
import { e2eDatabase } from './database';
import { expect, type Page, test } from './fixtures';
import { linkFromMail, readable, sentMail } from './mail';
import { signedUp } from './sign-up';
import { visitorAddress } from './visitor';

// Paying waits for the webhook and the outbox: give the test room on a busy machine. The tests
// share the session below, so they run one after the other.
test.describe.configure({ timeout: 120_000, mode: 'serial' });
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

/** Buyers hold `seats` seats of the session (all six by default), as open payment steps would. */
async function fillSession(tag: string, seats = 6): Promise<string[]> {
  const sql = e2eDatabase();
  try {
    const orders: string[] = [];
    for (let index = 0; index < seats; index++) {
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

/** The session's seats booked or held now, and its places offered to the waiting list. */
async function placesTaken(): Promise<number> {
  const sql = e2eDatabase();
  try {
    const [row] = await sql<{ taken: number }[]>`
      select (select count(*) from session_seats
              where course_id = ${SESSION.courseId} and session_key = ${SESSION.key}
                and (status = 'booked' or (status = 'held' and held_until > now())))::integer
           + (select count(*) from waiting_list
              where course_id = ${SESSION.courseId} and session_key = ${SESSION.key}
                and status = 'offered' and offer_until > now())::integer as taken`;
    return row!.taken;
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

/** Joins the full session's waiting list and confirms the place through the e-mailed link. */
async function waitInLine(page: Page, email: string, name: string) {
  await page.goto(`/waiting-list?course=${SESSION.courseId}&session=${SESSION.key}`);
  await joinWaitingList(page, email, name);
  await page.goto(
    await linkFromMail(email, /http:\/\/\S+\/waiting-list\/confirm\?token=[\w-]{43}/),
  );
  await main(page).getByRole('button', { name: 'Confirm my place' }).click();
  await expect(page.getByRole('status')).toContainText('You are number 1 in line.');
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

test('a student cancels from the account: the quote is refunded to the card and the seat goes to the waiting list', async ({
  page,
  browser,
}) => {
  const tag = `cancel-${Date.now()}`;
  const email = newEmail('cancelling');
  const student = await signedUp(browser, email, { confirm: true });
  let holders: string[] = [];
  try {
    // The student pays for the session's seat on /register.
    await student.goto(`/register?course=${SESSION.courseId}&session=${SESSION.key}`);
    await expect(main(student).getByLabel(/^Email/)).toHaveValue(email);
    await main(student).getByLabel(/^Name/).fill('Dr. Cancelling Student');
    await main(student)
      .getByLabel(/^Phone/)
      .fill('+1 310 555 0178');
    await main(student)
      .getByRole('button', { name: /^Continue to Payment/ })
      .click();
    await main(student).getByLabel('Card number').fill('4242 4242 4242 4242');
    await main(student).getByLabel('Expiration date').fill('12 / 34');
    await main(student).getByLabel('Security code').fill('123');
    await student.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(student.getByTestId('payment-result')).toContainText('Payment Successful!', SLOW);

    // The rest of the session is taken (the first test's buyer kept a seat), and someone waits.
    holders = await fillSession(tag, 6 - (await placesTaken()));
    await asNewVisitor(page);
    const waiting = newEmail('next-in-line');
    await waitInLine(page, waiting, 'Dr. Next In Line');

    // June 11, 2027 less 15 days: in full until May 27.
    const course = student
      .getByRole('region', { name: 'Active Courses' })
      .getByRole('listitem')
      .filter({ hasText: 'Full Arch Surgical' });
    await expect(async () => {
      await student.goto('/account?tab=courses');
      await expect(course).toContainText('Session: June 11-13, 2027, Beverly Hills, CA', {
        timeout: 1_000,
      });
    }).toPass(SLOW);
    await expect(course).toContainText('Full refund if you cancel by May 27, 2027.');
    await course.getByText('Cancel this course').click();
    await expect(course).toContainText(
      'Cancelling Full Arch Surgical & Restorative (Online, 24 CE Hours) today returns $2,950.00 (100% of what it cost).',
    );
    await expect(
      course.getByRole('radio', {
        name: 'Refund $2,950.00 to the card I paid with (5 to 10 business days)',
      }),
    ).toBeChecked();
    await expectNoSeriousA11yViolations(student);
    await course.getByRole('button', { name: 'Confirm the cancellation' }).click();
    await expect(student.getByRole('status')).toHaveText(
      'The course is cancelled. We e-mailed you what is returned and when, and the registrar knows.',
      SLOW,
    );
    await expect(
      student.getByRole('region', { name: 'Active Courses' }).getByRole('listitem'),
    ).toHaveCount(0);

    // Refunded to the card, as the payments tab and the e-mail say.
    await expect(async () => {
      await student.goto('/account?tab=payments');
      const row = student.getByRole('row', { name: /Full Arch Surgical/ });
      // Refunded in full: the status says so (a partial refund shows its amount).
      await expect(row.getByRole('cell').nth(2)).toHaveText('$2,950.00', { timeout: 1_000 });
      await expect(row.getByRole('cell').nth(3)).toHaveText('refunded', { timeout: 1_000 });
    }).toPass(SLOW);
    const mails = async () =>
      (await sentMail()).map(readable).filter((mail) => mail.includes(`To: ${email}`));
    await expect
      .poll(
        async () => (await mails()).some((mail) => mail.includes('Your registration is cancelled')),
        SLOW,
      )
      .toBe(true);
    expect((await mails()).join('\n')).toContain(
      '$2,950.00 (100% of what the course cost) is refunded to the card you paid with.',
    );

    // The freed seat is offered to the one waiting.
    expect(await linkFromMail(waiting, /http:\/\/\S+\/register\?\S*offer=[\w-]{43}/)).toContain(
      'offer=',
    );
  } finally {
    await student.context().close();
    await releaseSeats(holders);
    // The offer would keep the seat for 48 hours: a retry of the file starts with it free.
    const sql = e2eDatabase();
    try {
      await sql`delete from waiting_list where email like ${'next-in-line.%'}`;
    } finally {
      await sql.end();
    }
  }
});
