import { expectNoSeriousA11yViolations } from './axe';
import { e2eDatabase } from './database';
import { expect, type Page, test } from './fixtures';
import { hydrated } from './hydration';
import { mailTo, sentMail } from './mail';
import { makeStaff, signedUp } from './sign-up';

// Signing up hashes a password (slow on a busy machine): give the tests room.
test.describe.configure({ timeout: 150_000 });
const SLOW = { timeout: 30_000 };

const main = (page: Page) => page.getByRole('main');
let counter = 0;
const newEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.com`;

const MODULE1 = 'Basic Dental Implantology (Online, 24 CE Hours)';
const MODULE2 = 'Advanced and Immediate Implantology (Online, 24 CE Hours)';
const CLINICAL1 = 'Basic and Intermediate Surgery (Beverly Hills)';
const MODULE3 = 'Complicated Cases and Dealing with Implant Failures (Online, 24 CE Hours)';

test('a Fellowship buyer is told how and by when to choose sessions, and staff see who has not', async ({
  browser,
}) => {
  const email = newEmail('fellow');
  const staffEmail = newEmail('registrar');
  const [student, staff] = await Promise.all([
    signedUp(browser, email, { confirm: true }),
    signedUp(browser, staffEmail),
  ]);

  await student.goto('/register?program=fellowship');
  await expect(main(student).locator('form[novalidate]')).toHaveCount(1);
  await main(student).getByLabel(/^Name/).fill('Dr. Fellow Student');
  await main(student)
    .getByLabel(/^Phone/)
    .fill('+1 310 555 0190');
  await main(student).getByRole('button', { name: 'Continue to Payment ($12,000)' }).click();
  // The review step says how and by when the sessions are chosen, before the card is charged.
  await expect(main(student)).toContainText(
    `Sessions for ${MODULE1}, ${MODULE2}, ${CLINICAL1} are chosen after payment: sign in to your account with this e-mail address`,
  );
  await expect(main(student)).toContainText('choose each course’s session under My Courses');
  await main(student).getByLabel('Card number').fill('4242 4242 4242 4242');
  await main(student).getByLabel('Expiration date').fill('12 / 34');
  await main(student).getByLabel('Security code').fill('123');
  await student.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(student.getByTestId('payment-result')).toContainText('Payment Successful!', SLOW);
  // Final: no way back to the filled form, a way on to the account.
  await expect(student.getByRole('heading', { name: 'Registration complete' })).toBeVisible();
  await expect(student.getByRole('button', { name: 'Edit Information' })).toHaveCount(0);
  await expect(main(student).getByRole('link', { name: 'Go to your account' })).toBeVisible();

  // The buyer's e-mail says the same.
  const receipt = await mailTo(email, 'No session is booked yet for');
  expect(receipt).toContain("choose each course's session under My Courses");

  // The account: each course with dates asks for its session and says by when.
  await expect(async () => {
    await student.goto('/account');
    await expect(
      student
        .getByRole('region', { name: 'Active Courses' })
        .getByRole('listitem')
        .filter({ hasText: CLINICAL1 }),
    ).toContainText('No session chosen yet.', { timeout: 1_000 });
  }).toPass(SLOW);
  await expect(
    student
      .getByRole('region', { name: 'Active Courses' })
      .getByRole('listitem')
      .filter({ hasText: CLINICAL1 }),
  ).toContainText('a session can be booked until its first day');

  // The registrar sees the student under each course still without a session.
  makeStaff(staffEmail);
  await staff.goto('/staff');
  const unscheduled = staff.getByRole('table', { name: `${CLINICAL1}: no session chosen` });
  const row = unscheduled.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Dr. Fellow Student');
  // A short order reference, not the UUID.
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^[0-9A-F]{8}$/);
  await expectNoSeriousA11yViolations(staff);
});

test('a session move is confirmed first, e-mailed with its calendar files, told to the registrar and shown on the roster', async ({
  browser,
}) => {
  const email = newEmail('mover');
  const staffEmail = newEmail('registrar');
  const [student, staff] = await Promise.all([
    signedUp(browser, email, { confirm: true }),
    signedUp(browser, staffEmail),
  ]);
  // A seat paid for and booked a while ago in a session of an earlier schedule (content no
  // longer lists it, so it is named by its key), as the webhook records a payment.
  const fromKey = `e2e-move-${Date.now()}`;
  const sql = e2eDatabase();
  try {
    const [order] = await sql<{ id: string }[]>`
      insert into orders (email, name, phone, selected_items, course_ids, amount_cents, status,
                          request_fingerprint, completed_at)
      values (${email}, 'Dr. Moving Student', '+1 310 555 0191', '{module3}', '{module3}', 285000,
              'completed', ${`e2e-${email}`}, now() - interval '3 days')
      returning id`;
    await sql`insert into course_grants (email_normalized, course_id, order_id)
              values (${email}, 'module3', ${order!.id})`;
    await sql`
      insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                 held_until, capacity, booked_at)
      values ('module3', ${fromKey}, ${order!.id}, ${email}, 'booked', now(), 6,
              '2026-11-20T15:04:00Z')`;
  } finally {
    await sql.end();
  }

  await student.goto('/account');
  const course = student
    .getByRole('region', { name: 'Active Courses' })
    .getByRole('listitem')
    .filter({ hasText: MODULE3 });
  await hydrated(student);
  await course.getByRole('radio', { name: /May 14-16, 2027, Beverly Hills, CA/ }).check();
  await course.getByRole('button', { name: 'Book this session' }).click();
  // Nothing moves yet: the step names both sessions and asks.
  await expect(course.getByRole('status')).toHaveText(
    `Move ${MODULE3} from ${fromKey} to May 14-16, 2027, Beverly Hills, CA? Your seat in the first session is given up. You will get an e-mail with the new dates for your calendar.`,
    SLOW,
  );
  const confirm = course.getByRole('button', { name: 'Confirm the move' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(student);
  await confirm.click();
  await expect(student.getByRole('status').first()).toHaveText(
    'Your seat has moved. We e-mailed you the new dates for your calendar, and the registrar knows.',
    SLOW,
  );
  await expect(course).toContainText('Session: May 14-16, 2027, Beverly Hills, CA');

  // The student's e-mail carries the new session as a calendar file.
  const moved = await mailTo(email, `Your session has changed: ${MODULE3}`);
  expect(moved).toContain(`has moved from ${fromKey} to May 14-16, 2027, Beverly Hills, CA`);
  // Raw: the calendar part is plain 7-bit text, which quoted-printable decoding would mangle.
  const raw = (await sentMail()).find(
    (mail) => mail.includes(`To: ${email}`) && mail.includes('Subject: Your session has changed'),
  );
  expect(raw).toMatch(/text\/calendar[\s\S]*DTSTART;VALUE=DATE:20270514/);
  // The registrar is told who moved where.
  await mailTo(
    'registration@bhimplantacademy.com',
    `Session moved: Dr. Moving Student, ${MODULE3}`,
  );

  // The roster keeps the first booking time and shows the move.
  makeStaff(staffEmail);
  await staff.goto('/staff');
  const attendees = staff.getByRole('table', { name: `Attendees of ${MODULE3}, May 14-16, 2027` });
  const row = attendees.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Nov 20, 2026, 07:04 PST');
  await expect(row).toContainText(`moved from ${fromKey} on`);
});
