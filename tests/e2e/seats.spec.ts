/**
 * Decision 0045: the same seat state everywhere. A session whose seats are all taken shows
 * 'Full' and its waiting list on /courses within seconds (its cached page rendered again), and on
 * /register as a choice that cannot be made; Continue with it (a race, with or without
 * JavaScript) is refused beside the choice, with the waiting list there.
 */
import { e2eDatabase } from './database';
import { expect, type Page, test } from './fixtures';
import { hydrated } from './hydration';
import { visitorAddress } from './visitor';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

// Clinical 2's July session (6 seats), which no other spec books.
const SESSION = {
  courseId: 'clinical2',
  key: 'clinical2-2027-07',
  date: 'July 15-20, 2027',
  course: 'Advanced Surgical Techniques (Beverly Hills)',
};
const WAITING_LIST = `/waiting-list?course=${SESSION.courseId}&session=${SESSION.key}`;
const WAITING_LIST_IN_HTML = /\/waiting-list\?course=clinical2&(?:amp;)?session=clinical2-2027-07/;
const REGISTER = `/register?course=${SESSION.courseId}&session=${SESSION.key}`;
const FULL = `${SESSION.course}, ${SESSION.date}, is full.`;

/** Six buyers hold every seat of the session, as six open payment steps would. */
async function fillSession() {
  const sql = e2eDatabase();
  try {
    const tag = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    for (let index = 0; index < 6; index++) {
      const email = `seats${index}.${tag}@example.com`;
      const [order] = await sql<{ id: string }[]>`
        insert into orders (email, name, phone, selected_items, course_ids, amount_cents,
                            request_fingerprint)
        values (${email}, 'Holder', '+1 310 555 0100', '{clinical2}', '{clinical2}', 1700000,
                ${`e2e-seats-${tag}-${index}`})
        returning id`;
      await sql`
        insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                   held_until, capacity)
        values (${SESSION.courseId}, ${SESSION.key}, ${order!.id}, ${email}, 'held',
                now() + interval '30 minutes', 6)`;
    }
  } finally {
    await sql.end();
  }
}

/** Every seat of the session free again (their payments failed). */
async function freeSession() {
  const sql = e2eDatabase();
  try {
    await sql`
      update session_seats set status = 'released', released_at = now()
      where course_id = ${SESSION.courseId} and session_key = ${SESSION.key}
        and status <> 'released'`;
  } finally {
    await sql.end();
  }
}

test.beforeAll(freeSession);
test.afterAll(freeSession);

const main = (page: Page) => page.getByRole('main');
/** The session's entry in Clinical 2's panel on /courses. */
const entry = (page: Page) =>
  page.locator('#details').getByRole('listitem').filter({ hasText: SESSION.date });
/** The session choice of Clinical 2 on /register. */
const choice = (page: Page) =>
  main(page).getByRole('group', { name: `Session for ${SESSION.course}` });

async function fillDetails(page: Page) {
  await main(page).getByLabel(/^Name/).fill('Dr. Late Comer');
  await main(page)
    .getByLabel(/^Email/)
    .fill(`late.${Date.now()}@example.com`);
  await main(page)
    .getByLabel(/^Phone/)
    .fill('+1 310 555 0177');
}

test('/courses shows the last seat taken as Full with the waiting list within seconds, its cached page rendered again', async ({
  page,
  request,
}) => {
  const url = '/courses?panel=clinical2';
  await page.goto(url);
  await expect(entry(page)).toContainText('6 spots');
  await expect(entry(page).getByRole('link', { name: /^Register\b/ })).toBeVisible();
  // The page is cached: asked again, it comes from the page cache.
  await expect
    .poll(async () => (await request.get(url)).headers()['x-page-cache'], { timeout: 15_000 })
    .toBe('hit');

  await fillSession();
  // Within seconds (the page cache keeps a page ten, and twice that while re-rendering).
  await expect
    .poll(async () => WAITING_LIST_IN_HTML.test(await (await request.get(url)).text()), {
      timeout: 4_000,
    })
    .toBe(true);
  // Asked twice: the cache now keeps the new page, not the old one.
  const [first, second] = [await request.get(url), await request.get(url)];
  expect(WAITING_LIST_IN_HTML.test(await first.text())).toBe(true);
  expect(WAITING_LIST_IN_HTML.test(await second.text())).toBe(true);
  expect(second.headers()['x-page-cache']).toBe('hit');

  await page.reload();
  await expect(entry(page)).toContainText('Full');
  await expect(entry(page)).not.toContainText('spots');
  await expect(entry(page).getByRole('link', { name: /^Register\b/ })).toHaveCount(0);
  await expect(entry(page).getByRole('link', { name: /^Join the waiting list\b/ })).toHaveAttribute(
    'href',
    WAITING_LIST,
  );

  // A seat frees: the session is bookable again on the next request or two.
  await freeSession();
  await expect
    .poll(async () => WAITING_LIST_IN_HTML.test(await (await request.get(url)).text()), {
      timeout: 4_000,
    })
    .toBe(false);
});

test('/register shows a full session full, refused beside the choice with its waiting list; Continue stays', async ({
  page,
}) => {
  await fillSession();
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
  await page.goto(REGISTER);
  await hydrated(page);
  const session = choice(page).getByRole('radio', { name: new RegExp(SESSION.date) });
  await expect(session).toHaveAccessibleName(/· Full$/);
  await expect(session).toBeDisabled();
  await expect(choice(page).getByRole('alert')).toHaveText(FULL);
  await expect(
    choice(page).getByRole('link', {
      name: `Join the waiting list for ${SESSION.course}, ${SESSION.date}`,
    }),
  ).toHaveAttribute('href', WAITING_LIST);
  await fillDetails(page);
  await main(page)
    .getByRole('button', { name: /^Continue to Payment/ })
    .click();
  // Still the choice: no payment step for a full session.
  await expect(main(page).getByLabel(/^Name/)).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Card payment' })).toHaveCount(0);
  await expect(choice(page).getByRole('alert')).toHaveText(FULL);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Continue with a session that filled meanwhile answers beside the choice, with the waiting list', async ({
    page,
  }) => {
    await freeSession();
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
    const session = choice(page).getByRole('radio', { name: new RegExp(SESSION.date) });
    // The freed seats reach the page cache by a notification: a page cached while the session
    // was full may answer for a moment after.
    await expect(async () => {
      await page.goto(REGISTER);
      await expect(session).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(session).toBeChecked();
    await fillDetails(page);
    await fillSession(); // the last seats go while the form is filled in
    await main(page)
      .getByRole('button', { name: /^Continue to Payment/ })
      .click();
    await expect(choice(page).getByRole('alert')).toHaveText(FULL);
    await expect(
      choice(page).getByRole('link', {
        name: `Join the waiting list for ${SESSION.course}, ${SESSION.date}`,
      }),
    ).toHaveAttribute('href', WAITING_LIST);
    await expect(main(page).getByLabel(/^Name/)).toHaveValue('Dr. Late Comer');
  });
});

test('a session that fills between Continue and the payment form sends the dentist back to the choice', async ({
  page,
}) => {
  await freeSession();
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
  await page.goto(REGISTER);
  await hydrated(page);
  await fillDetails(page);
  await fillSession();
  await main(page)
    .getByRole('button', { name: /^Continue to Payment/ })
    .click();
  await expect(choice(page).getByRole('alert')).toHaveText(FULL);
  await expect(
    choice(page).getByRole('radio', { name: new RegExp(SESSION.date) }),
  ).toHaveAccessibleName(/· Full$/);
  await expect(
    choice(page).getByRole('link', {
      name: `Join the waiting list for ${SESSION.course}, ${SESSION.date}`,
    }),
  ).toHaveAttribute('href', WAITING_LIST);
});
