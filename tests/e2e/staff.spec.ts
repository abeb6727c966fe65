import { readFile } from 'node:fs/promises';

import { expectNoSeriousA11yViolations } from './axe';
import { e2eDatabase } from './database';
import { expect, type Page, test } from './fixtures';
import { makeStaff, signedUp } from './sign-up';

// Signing up hashes a password (slow on a busy machine): give the test room.
test.describe.configure({ timeout: 120_000 });

const main = (page: Page) => page.getByRole('main');
let counter = 0;
const newEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.com`;

async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(main(page).getByText('Session rosters')).toHaveCount(0);
}

test('a staff member sees who paid for a session and downloads the CSV; others get 404', async ({
  browser,
}) => {
  const studentEmail = newEmail('student');
  const staffEmail = newEmail('staff');
  // The bundled dataset's dates are all past until future sessions are added: the paid seat is
  // in a session key content does not list, which /staff shows apart ('not in content').
  const sessionKey = `e2e-${Date.now()}`;
  const [student, staff] = await Promise.all([
    signedUp(browser, studentEmail),
    signedUp(browser, staffEmail),
  ]);

  // The student's payment, recorded as the Stripe webhook records it: a completed order, its
  // grant, and its booked seat.
  const sql = e2eDatabase();
  let orderId: string;
  try {
    const [order] = await sql<{ id: string }[]>`
      insert into orders (email, name, phone, selected_items, course_ids, amount_cents, status,
                          request_fingerprint, completed_at)
      values (${studentEmail}, 'Núñez, José "Pepe"', '+1 310 555 0142', '{clinical1}',
              '{clinical1}', 750000, 'completed', ${`e2e-${studentEmail}`}, now())
      returning id`;
    orderId = order!.id;
    await sql`insert into course_grants (email_normalized, course_id, order_id)
              values (${studentEmail}, 'clinical1', ${orderId})`;
    await sql`
      insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                 held_until, capacity, booked_at)
      values ('clinical1', ${sessionKey}, ${orderId}, ${studentEmail}, 'booked', now(), 6, now())`;
    // Marked for staff, as fulfilment marks a payment after its hold lapsed (decision 0056).
    await sql`
      insert into order_log (order_id, actor_kind, event, details)
      values (${orderId}, 'system', 'needs-attention',
              ${sql.json({ note: 'Paid after its hold lapsed; full: clinical1' })})`;
    // Someone in line for the session (a confirmed entry).
    await sql`
      insert into waiting_list (course_id, session_key, name, email, email_normalized, phone,
                                language, status, asked_at, confirmed_at)
      values ('clinical1', ${sessionKey}, 'Dr. In Line', 'inline@example.com',
              'inline@example.com', '+1 310 555 0177', 'en', 'waiting', now(), now())`;
  } finally {
    await sql.end();
  }

  // Before the CLI makes it staff, the account is a student's: /staff does not exist for it.
  await expectNotFound(staff, '/staff');
  const output = makeStaff(staffEmail);
  expect(output).toContain(`Made the account ${staffEmail} staff`);

  // Decision 0046: the staff member's menu leads to /staff.
  await staff.goto('/');
  await staff.locator('[data-user-menu] summary').click();
  await staff.locator('[data-user-menu]').getByRole('link', { name: 'Staff' }).click();
  await expect(staff).toHaveURL(/\/staff$/);
  const response = await staff.goto('/staff');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Staff: session rosters');
  await expect(staff.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const label = `Basic and Intermediate Surgery (Beverly Hills), ${sessionKey}`;
  const seats = staff.getByRole('row', { name: new RegExp(sessionKey) });
  await expect(seats.getByRole('cell')).toHaveText(['', '6', '1', '0', '5', '1']);
  // A staff page: no Register button, no public enquiry form.
  await expect(staff.getByRole('banner').getByRole('link', { name: 'Register' })).toHaveCount(0);
  await expect(staff.getByRole('heading', { name: 'Get In Touch' })).toHaveCount(0);
  // A short order reference, and the time in the academy's zone.
  const reference = orderId.replaceAll('-', '').slice(0, 8).toUpperCase();
  const attendees = staff.getByRole('table', { name: `Attendees of ${label}` });
  await expect(attendees.getByRole('row').nth(1)).toHaveText(
    new RegExp(
      `^Núñez, José "Pepe"${studentEmail.replaceAll('.', '\\.')}\\+1 310 555 0142${reference}\\$7,500\\.00[A-Z][a-z]{2} \\d+, \\d{4}, \\d\\d:\\d\\d P[SD]T$`,
    ),
  );
  await expect(main(staff).getByText(orderId)).toHaveCount(0);
  // The roster's reference leads to the order's page.
  await expect(attendees.getByRole('link', { name: reference })).toHaveAttribute(
    'href',
    `/staff/orders/${orderId}`,
  );
  // The times above are the academy's; the page tells the browser which zone that is.
  await expect(staff.locator('meta[name="academy-time-zone"]')).toHaveAttribute(
    'content',
    'America/Los_Angeles',
  );
  // Who waits, by name.
  const waiting = staff.getByRole('table', { name: `Waiting list of ${label}` });
  await expect(waiting.getByRole('row').nth(1)).toContainText('Dr. In Line');
  await expect(waiting.getByRole('row').nth(1)).toContainText('inline@example.com');
  await expectNoSeriousA11yViolations(staff);

  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('link', { name: `Download the attendees of ${label} as CSV` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `Basic and Intermediate Surgery (Beverly Hills) - ${sessionKey} roster.csv`,
  );
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(
    'Course,Session dates,Name,E-mail,Phone,Order,Paid (USD),Booked at (America/Los_Angeles)',
  );
  expect(lines[1]).toMatch(
    new RegExp(
      `^Basic and Intermediate Surgery \\(Beverly Hills\\),${sessionKey},"Núñez, José ""Pepe""",${studentEmail.replaceAll('.', '\\.')},\\+1 310 555 0142,${reference},7500\\.00,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d$`,
    ),
  );

  // The order needing attention leads to its page: the ledger, the log, and a staff note.
  await staff
    .getByRole('table', { name: 'Orders marked for attention, newest first' })
    .getByRole('link', { name: reference })
    .click();
  await expect(staff).toHaveURL(new RegExp(`/staff/orders/${orderId}$`));
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Order ${reference}`);
  const log = staff.getByRole('table', { name: 'What happened to the order, oldest first' });
  await expect(log).toContainText('Paid after its hold lapsed; full: clinical1');
  await staff.getByLabel('Note').fill('Called the student: they keep the seat.');
  await staff.getByRole('button', { name: 'Add note' }).click();
  await expect(staff.getByRole('status')).toHaveText('Note added to the log.');
  await expect(log.getByRole('row').last()).toContainText(
    `Staff (${staffEmail.toLowerCase()})Staff note: Called the student: they keep the seat.`,
  );
  await expectNoSeriousA11yViolations(staff);

  // The student, and a visitor, get the site's 404 for the page and its CSV.
  await expectNotFound(student, `/staff/orders/${orderId}`);
  await expectNotFound(student, '/staff');
  const csvPath = `/staff/sessions/clinical1/${sessionKey}.csv`;
  expect((await student.request.get(csvPath)).status()).toBe(404);
  const visitor = await browser.newPage();
  await expectNotFound(visitor, '/staff');
  expect((await visitor.request.get(csvPath)).status()).toBe(404);

  // Revoked: at once, without signing out.
  makeStaff(staffEmail, '--revoke');
  await expectNotFound(staff, '/staff');
});

test('a registrar finds a refunded order from /staff by name and opens it by its reference', async ({
  browser,
}) => {
  const staffEmail = newEmail('registrar');
  const buyerEmail = newEmail('refunded');
  const buyer = `Dr. Findable ${Date.now()}`;
  const [staff, visitor] = await Promise.all([signedUp(browser, staffEmail), browser.newPage()]);
  const sql = e2eDatabase();
  let orderId: string;
  try {
    // Refunded in full: no longer needs attention, so only the search finds it.
    const [order] = await sql<{ id: string }[]>`
      insert into orders (email, name, phone, selected_items, course_ids, amount_cents, status,
                          request_fingerprint, completed_at, refunded_at)
      values (${buyerEmail}, ${buyer}, '+1 310 555 0142', '{clinical1}', '{clinical1}', 750000,
              'refunded', ${`e2e-${buyerEmail}`}, now(), now())
      returning id`;
    orderId = order!.id;
  } finally {
    await sql.end();
  }
  makeStaff(staffEmail);
  const reference = orderId.replaceAll('-', '').slice(0, 8).toUpperCase();

  // The search on /staff, by keyboard: a GET form to /staff/orders.
  await staff.goto('/staff');
  const search = staff.getByLabel('Name, e-mail or reference');
  await search.fill(buyer.toLowerCase());
  await search.press('Enter');
  await expect(staff).toHaveURL(/\/staff\/orders\?q=/);
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Staff: orders');
  await expect(staff.getByRole('status')).toContainText('1 order matches');
  const row = staff.getByRole('main').getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('refunded');
  await expectNoSeriousA11yViolations(staff);
  await row.getByRole('link', { name: reference }).click();
  await expect(staff).toHaveURL(new RegExp(`/staff/orders/${orderId}$`));

  // The short reference staff read on a roster or an e-mail opens the order.
  await staff.goto(`/staff/orders/${reference.toLowerCase()}`);
  await expect(staff).toHaveURL(new RegExp(`/staff/orders/${orderId}$`));
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Order ${reference}`);

  // Nobody else learns the pages exist.
  await expectNotFound(visitor, `/staff/orders/${reference}`);
  await expectNotFound(visitor, `/staff/orders?q=${encodeURIComponent(buyer)}`);
});
