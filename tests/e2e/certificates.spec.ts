/**
 * Issue 26 end to end (decisions 0067, 0068, 0069): a paid student with a seat in a session
 * attends; staff mark them present day by day on a phone at the door and issue the certificate
 * (the session ended more than sixty days ago, past the job's window: staff issue it); it
 * arrives by e-mail with its PDF; /account lists it in the certificates and the transcript; and
 * the PDF's QR code opens the public page, which says it is valid.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import jsQR from 'jsqr';
import { PNG } from 'pngjs';

import { expectNoSeriousA11yViolations } from './axe';
import { e2eDatabase } from './database';
import { expect, test } from './fixtures';
import { mailAttachment, readable, sentMail } from './mail';
import { E2E_PORT } from './settings';
import { makeStaff, signedUp } from './sign-up';

// Two sign-ups hash passwords (slow on a busy machine).
test.describe.configure({ timeout: 180_000 });

// Module 3's January 2026 session of the bundled content (Jan 23-25, 8 CE a day), which no other
// spec books: its days are past, so each can be marked.
const COURSE = 'module3';
const SESSION = 'd20260123';
const DAYS = ['Jan 23, 2026', 'Jan 24, 2026', 'Jan 25, 2026'];
const ATTENDANCE = `/staff/sessions/${COURSE}/${SESSION}/attendance`;
const PHONE = { width: 390, height: 844 };

/** The URL the QR code of a certificate PDF carries (pdftoppm, then jsQR). */
function qrOf(pdf: Buffer): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-certificate-'));
  try {
    const file = path.join(dir, 'certificate.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', file, path.join(dir, 'page')]);
    const png = PNG.sync.read(readFileSync(path.join(dir, 'page.png')));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a paid student attends, staff mark them on a phone, the certificate arrives and verifies', async ({
  browser,
}) => {
  const tag = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
  const studentEmail = `attendee.${tag}@example.com`;
  const staffEmail = `door.${tag}@example.com`;
  const name = `Dr. Grace Attendee ${tag.slice(-6)}`;
  const [student, staff] = await Promise.all([
    signedUp(browser, studentEmail, { confirm: true }),
    signedUp(browser, staffEmail, { viewport: PHONE }),
  ]);
  makeStaff(staffEmail);

  // The payment as the Stripe webhook records it: a completed order, its grant, its booked seat
  // (a past session cannot be bought on /register any more).
  const sql = e2eDatabase();
  let orderId: string;
  try {
    const [order] = await sql<{ id: string }[]>`
      insert into orders (email, name, phone, selected_items, course_ids, amount_cents, status,
                          request_fingerprint, completed_at)
      values (${studentEmail}, ${name}, '+1 310 555 0199', ${`{${COURSE}}`}::text[],
              ${`{${COURSE}}`}::text[], 650000, 'completed', ${`e2e-${tag}`}, now())
      returning id`;
    orderId = order!.id;
    await sql`insert into course_grants (email_normalized, course_id, order_id)
              values (${studentEmail}, ${COURSE}, ${orderId})`;
    await sql`
      insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                 held_until, capacity, booked_at)
      values (${COURSE}, ${SESSION}, ${orderId}, ${studentEmail}, 'booked', now(), 6, now())`;
  } finally {
    await sql.end();
  }

  // Before the course ends, the student enters what the certificate prints besides the name.
  await student.goto('/account?tab=info');
  const main = student.getByRole('main');
  await main.getByLabel('License number').fill('D 98765');
  await main.getByLabel('License state or country').fill('CA');
  await main.getByLabel('AGD ID').fill('654321');
  await main.getByRole('button', { name: 'Save CE details' }).click();
  await expect(student.getByRole('status')).toHaveText(
    'Your license and AGD details are saved: certificates issued from now on print them.',
  );

  // At the door, on a phone: each day, Present.
  const response = await staff.goto(ATTENDANCE);
  expect(response?.status()).toBe(200);
  const card = staff.locator(`#registrant-${orderId}`);
  for (const [index, day] of DAYS.entries()) {
    await staff
      .getByRole('navigation', { name: 'Days of the session' })
      .getByRole('link', { name: `Day ${index + 1}, ${day} (8 CE)` })
      .click();
    await expect(staff.getByRole('heading', { level: 2, name: day })).toBeVisible();
    await expect(card.getByText(name)).toBeVisible();
    const present = card.getByRole('button', { name: 'Present', exact: true });
    await present.click();
    await expect(present).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toContainText(`${(index + 1) * 8} CE earned`);
  }
  // Nothing wider than the phone.
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await expectNoSeriousA11yViolations(staff);

  // The session ended more than sixty days ago, past the job: staff issue the certificate.
  await card.getByRole('button', { name: 'Issue the certificate now' }).click();
  const issued = card.getByRole('status');
  await expect(issued).toHaveText(/^Certificate [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4} issued/);
  const id = /Certificate (\S+) issued/.exec((await issued.textContent()) ?? '')![1]!;
  await expect(card).toContainText(`Certificate ${id} (24 CE) · issued`);
  await expect(card.getByRole('button', { name: 'Issue the certificate now' })).toHaveCount(0);

  // It arrives by e-mail, its PDF attached.
  let mail = '';
  await expect
    .poll(
      async () => {
        mail =
          (await sentMail()).find(
            (raw) => readable(raw).includes(`To: ${studentEmail}`) && raw.includes(id),
          ) ?? '';
        return mail !== '';
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  expect(readable(mail)).toMatch(/Subject: Your CE certificate: Module 3/);
  const pdf = mailAttachment(mail, 'application/pdf');
  expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');

  // /account lists it, with its PDF, and the transcript counts its hours.
  await student.goto('/account');
  const certificates = student.getByRole('region', { name: 'CE certificates' });
  await expect(
    certificates.getByRole('link', { name: `Download certificate ${id} (PDF)` }),
  ).toBeVisible();
  const transcript = student.getByRole('region', { name: 'CE transcript' });
  const row = transcript.getByRole('row', { name: /Module 3/ });
  await expect(row).toContainText('3 of 3 days');
  await expect(row).toContainText('24.0');
  await expect(row.getByRole('link', { name: id })).toHaveAttribute('href', `/verify/${id}`);
  await expect(transcript.getByRole('row', { name: /Total certified/ })).toContainText('24.0');
  await expect(transcript).toContainText('Mastership Program: 1 of 6 required courses completed');
  await expect(transcript).toContainText('AGD Fellowship: 24.0 of 500 hours');
  await expectNoSeriousA11yViolations(student);
  // On a phone the table scrolls in its box; the page is no wider than the screen.
  await student.setViewportSize(PHONE);
  await expect(row).toBeAttached();
  expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  const printable = await student.request.get('/account/transcript.pdf');
  expect(printable.status()).toBe(200);
  expect(printable.headers()['content-type']).toBe('application/pdf');
  const downloaded = await student.request.get(`/account/certificates/${id}`);
  expect(downloaded.status()).toBe(200);

  // The QR code of the e-mailed PDF opens the public page, for anyone: valid.
  const link = qrOf(pdf!);
  expect(link).toBe(`http://127.0.0.1:${E2E_PORT}/verify/${id}`);
  const visitor = await browser.newPage();
  await visitor.goto(link!);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Certificate ${id}`);
  await expect(visitor.getByText('Valid certificate.')).toBeVisible();
  await expect(visitor.getByRole('main')).toContainText(name);
  await expect(visitor.getByRole('main')).toContainText('654321');
  await visitor.close();
});
