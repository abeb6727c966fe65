/** /waiting-list: the form of a full session, and joining its line. */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb } from '~/db/client.server';

import { createTestDatabase } from '../../tests/support/database';
import { formPost, routeArgs, routeResult } from '../../tests/support/routes';
import { action, loader } from './waiting-list';

const { url, sql } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);

// The bundled dataset: Clinical 1 on 'Apr 15-20, 2027' (6 spots) and 'Oct 16-21, 2025' (past).
const SESSION = { course: 'clinical1', session: 'clinical1-2027-04' };

/** Fills the session's six seats with held orders. */
async function fillSession() {
  for (let index = 0; index < 6; index++) {
    const [order] = await sql<{ id: string }[]>`
      insert into orders (email, name, phone, selected_items, course_ids, amount_cents,
                          request_fingerprint)
      values (${`b${index}@example.com`}, 'Buyer', '310 555 0100', ${sql.array(['clinical1'])},
              ${sql.array(['clinical1'])}, 750000, ${`fp-${index}`})
      returning id`;
    await sql`
      insert into session_seats (course_id, session_key, order_id, email_normalized, status,
                                 held_until, capacity)
      values ('clinical1', 'clinical1-2027-04', ${order!.id}, ${`b${index}@example.com`}, 'held',
              now() + interval '30 minutes', 6)`;
  }
}

const get = async (query: string) =>
  routeResult(await loader(routeArgs(new Request(`http://localhost/waiting-list?${query}`))));

const post = async (fields: Record<string, string>, query = '') =>
  routeResult(await action(routeArgs(formPost(`/waiting-list${query}`, fields))));

const details = { name: 'Dr. Ada Lovelace', email: 'ada@example.com', phone: '+1 310 555 0100' };

beforeEach(async () => {
  await sql`truncate orders, session_seats, waiting_list, outbox_emails, rate_limit_hits cascade`;
});

describe('GET /waiting-list', () => {
  it('shows a full session’s form with its seats left, never cached', async () => {
    await fillSession();
    const page = await get(new URLSearchParams(SESSION).toString());
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(page.body).toMatchObject({
      session: { courseId: 'clinical1', dateText: 'Apr 15-20, 2027', location: expect.any(String) },
      seatsLeft: 0,
      offerHours: 48,
      prefill: null,
    });
  });

  it('answers 404 for a past, unknown or malformed session', async () => {
    for (const query of [
      'course=clinical1&session=d20251016',
      'course=clinical1&session=nope',
      'course=module1&session=tbd',
      'course=%3Cscript%3E&session=..%2F..',
      '',
    ]) {
      const page = await get(query);
      expect(page.status, query).toBe(404);
      expect(page.body).toMatchObject({ session: null });
    }
  });
});

describe('POST /waiting-list', () => {
  it('joins a full session once per e-mail, in the page’s language', async () => {
    await fillSession();
    const joined = await post({ ...SESSION, ...details }, '?lng=es');
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ status: 'success', joined: 'joined' });
    const again = await post({ ...SESSION, ...details, email: ' ADA@example.com' });
    expect(again.body).toMatchObject({ status: 'success', joined: 'already' });
    const rows = await sql`select email, language, status from waiting_list`;
    expect(rows).toEqual([{ email: 'ada@example.com', language: 'es', status: 'waiting' }]);
  });

  it('offers a seat at once when the session has one free by now', async () => {
    const joined = await post({ ...SESSION, ...details });
    expect(joined.body).toMatchObject({ joined: 'joined' });
    const [row] = await sql`select status from waiting_list`;
    expect(row!.status).toBe('offered');
    const mails = await sql`select to_address from outbox_emails where kind = 'waiting-list-offer'`;
    expect(mails).toEqual([{ to_address: 'ada@example.com' }]);
  });

  it('refuses bad details and closed sessions with 400 and the form’s messages', async () => {
    const bad = await post({ ...SESSION, name: '', email: 'not-an-email', phone: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: {
        name: ['forms.errors.nameRequired'],
        email: ['forms.errors.emailInvalid'],
        phone: ['forms.errors.phoneInvalid'],
      },
    });
    const past = await post({ course: 'clinical1', session: 'd20251016', ...details });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ error: { '': ['waitingList.errors.unknownSession'] } });
    const malformed = await post({ course: 'clinical1', session: '../x', ...details });
    expect(malformed.status).toBe(400);
    expect(await sql`select 1 from waiting_list`).toHaveLength(0);
  });

  it('limits how often one address joins', async () => {
    await fillSession();
    const context = { clientAddress: '203.0.113.9' };
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      const result = await action(
        routeArgs(
          formPost('/waiting-list', { ...SESSION, ...details, email: `p${index}@example.com` }),
          {
            context,
          },
        ),
      );
      statuses.push(routeResult(result).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
