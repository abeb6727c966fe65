import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { closeDb, connect } from '~/db/client.server';
import { englishText } from '~/i18n/english.server';
import { currentRequestScope, inRequestScope } from '~/lib/request-scope.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import type { Enquiry } from './enquiry';
import {
  ENQUIRY_RATE_LIMIT,
  parseEnquiry,
  RATE_LIMITED_ERROR,
  submitEnquiry,
} from './enquiry.server';

const { sql, url } = await createTestDatabase();
// submitEnquiry uses the app's client, db(), which reads DATABASE_URL on first use.
process.env.DATABASE_URL = url;
afterAll(closeDb);

function enquiry(overrides: Record<string, unknown> = {}): Enquiry {
  const result = parseEnquiry({
    name: 'Jane Doe',
    phone: '+1 310 555 0100',
    email: 'jane@example.com',
    questions: 'Is there parking?',
    selectedCourses: ['Module 1', 'Clinical 2'],
    page: '/courses',
    ...overrides,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.value;
}

let addressCounter = 0;
/** A client address of each test's own, so the rate limit of one test does not touch another. */
const nextAddress = () => `192.0.2.${++addressCounter}`;

const counts = async () => {
  const [row] = await sql<{ enquiries: number; emails: number; hits: number }[]>`
    select (select count(*)::int from enquiries) as enquiries,
           (select count(*)::int from outbox_emails) as emails,
           (select count(*)::int from rate_limit_hits) as hits`;
  return row!;
};

beforeEach(async () => {
  await resetDatabase(sql);
});

/** Runs `work` as a request the proxy sent with this key (server/remix-handler.ts sets it). */
async function asRequest<T>(writeKey: string, work: () => Promise<T>) {
  const [result, scope] = await inRequestScope(() => {
    currentRequestScope()!.writeKey = writeKey;
    return work();
  });
  return { result, replayed: scope.replayed ?? false };
}

describe('submitEnquiry', () => {
  it('stores a request the balancer sent twice once, and gives the copy the same result', async () => {
    const address = nextAddress();
    const first = await asRequest('copy-1', () =>
      submitEnquiry(enquiry(), { clientAddress: address }),
    );
    const copy = await asRequest('copy-1', () =>
      submitEnquiry(enquiry(), { clientAddress: address }),
    );
    expect(first).toEqual({ result: { ok: true, id: expect.any(String) }, replayed: false });
    expect(copy).toEqual({ result: first.result, replayed: true });
    // One enquiry, one e-mail, one rate-limit hit: the copy wrote nothing.
    expect(await counts()).toEqual({ enquiries: 1, emails: 1, hits: 1 });
    const other = await asRequest('copy-2', () =>
      submitEnquiry(enquiry(), { clientAddress: address }),
    );
    expect(other.replayed).toBe(false);
    expect(await counts()).toEqual({ enquiries: 2, emails: 2, hits: 2 });
  });

  it('stores the enquiry and one outbox e-mail to the academy, committed on return', async () => {
    const result = await submitEnquiry(enquiry(), { clientAddress: '203.0.113.9' });
    expect(result).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    if (!result.ok) return;

    // Read through another connection: only committed rows are visible there.
    const other = connect(url, { max: 1 });
    try {
      const [stored] = await other`select * from enquiries where id = ${result.id}`;
      expect(stored).toMatchObject({
        name: 'Jane Doe',
        phone: '+1 310 555 0100',
        email: 'jane@example.com',
        questions: 'Is there parking?',
        selected_courses: ['Module 1', 'Clinical 2'],
        page: '/courses',
        client_address: '203.0.113.9',
      });
      const emails = await other`select * from outbox_emails`;
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({
        kind: 'enquiry-notification',
        to_address: 'info@bhimplantacademy.com',
        reply_to: 'jane@example.com',
        subject: 'New enquiry from Jane Doe',
        status: 'pending',
        attempts: 0,
        html_body: expect.stringContaining('New enquiry from Jane Doe'),
      });
      const text = emails[0]!.text_body as string;
      expect(text).toContain('Name: Jane Doe');
      expect(text).toContain('Phone: +1 310 555 0100');
      expect(text).toContain('E-mail: jane@example.com');
      expect(text).toContain('Courses: Module 1, Clinical 2');
      expect(text).toContain('Page: /courses');
      expect(text).toContain('Is there parking?');
    } finally {
      await other.end();
    }
  });

  it('accepts an enquiry with no course and no questions', async () => {
    const result = await submitEnquiry(enquiry({ selectedCourses: [], questions: '' }), {
      clientAddress: nextAddress(),
    });
    expect(result.ok).toBe(true);
    const [email] = await sql`select text_body from outbox_emails`;
    expect(email!.text_body).toContain('Courses: none selected');
  });

  it('stores neither the enquiry nor the e-mail when queueing the e-mail fails', async () => {
    await sql`
      create function refuse_email() returns trigger language plpgsql as $$
      begin raise exception 'outbox is broken'; end $$`;
    await sql`
      create trigger refuse_email before insert on outbox_emails
      for each row execute function refuse_email()`;
    try {
      await expect(submitEnquiry(enquiry(), { clientAddress: nextAddress() })).rejects.toThrow(
        'outbox is broken',
      );
      expect(await counts()).toEqual({ enquiries: 0, emails: 0, hits: 0 });
    } finally {
      await sql`drop trigger refuse_email on outbox_emails`;
      await sql`drop function refuse_email`;
    }
  });

  it('stores a known course under its option label and keeps an unknown one as sent', async () => {
    const longForm =
      'Module 2: Advanced and Immediate Implantology, 24 CE, $2,850, 3-day hands-on.';
    const result = await submitEnquiry(enquiry({ selectedCourses: [longForm, 'Module 9'] }), {
      clientAddress: nextAddress(),
    });
    expect(result.ok).toBe(true);
    const [row] = await sql<{ selected_courses: string[] }[]>`
      select selected_courses from enquiries`;
    expect(row!.selected_courses).toEqual(['Module 2', 'Module 9']);
    const [mail] = await sql<{ text_body: string }[]>`select text_body from outbox_emails`;
    expect(mail!.text_body).toContain('Courses: Module 2, Module 9');
  });

  it('accepts every enquiry option of the content', async () => {
    const all = [
      'Module 1',
      'Module 2',
      'Clinical 1',
      'Fellowship',
      'Module 3',
      'Module 4',
      'Clinical 2',
      'Mastership',
    ];
    const result = await submitEnquiry(enquiry({ selectedCourses: all }), {
      clientAddress: nextAddress(),
    });
    expect(result.ok).toBe(true);
  });

  it('answers a filled-in honeypot like a success and stores nothing', async () => {
    const result = await submitEnquiry(enquiry({ company: 'Spam Inc' }), {
      clientAddress: nextAddress(),
    });
    expect(result).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await counts()).toEqual({ enquiries: 0, emails: 0, hits: 0 });
  });

  it(`allows ${ENQUIRY_RATE_LIMIT.limit} enquiries per address in ten minutes, across clients`, async () => {
    const address = nextAddress();
    const first = connect(url, { max: 2 });
    const second = connect(url, { max: 2 });
    try {
      for (let i = 0; i < ENQUIRY_RATE_LIMIT.limit; i++) {
        const result = await submitEnquiry(enquiry(), {
          clientAddress: address,
          sql: i % 2 ? first : second,
        });
        expect(result.ok).toBe(true);
      }
      const refused = await submitEnquiry(enquiry(), { clientAddress: address, sql: first });
      expect(refused).toEqual({
        ok: false,
        reason: 'rate-limited',
        error: RATE_LIMITED_ERROR,
        retryAfterSeconds: expect.any(Number),
      });
      if (!refused.ok && refused.reason === 'rate-limited') {
        expect(refused.retryAfterSeconds).toBeGreaterThan(590);
        expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
      }
      expect(englishText(RATE_LIMITED_ERROR)).toBe(
        'Too many requests. Please try again in a few minutes.',
      );
      // Nothing of the refused one is stored; another address is not affected.
      expect(await counts()).toMatchObject({ enquiries: 5, emails: 5 });
      expect((await submitEnquiry(enquiry(), { clientAddress: nextAddress() })).ok).toBe(true);
    } finally {
      await first.end();
      await second.end();
    }
  });

  it('counts clients without a known address together rather than not at all', async () => {
    for (let i = 0; i < ENQUIRY_RATE_LIMIT.limit; i++) {
      expect((await submitEnquiry(enquiry(), { clientAddress: undefined })).ok).toBe(true);
    }
    const refused = await submitEnquiry(enquiry(), { clientAddress: undefined });
    expect(refused).toMatchObject({ ok: false, reason: 'rate-limited' });
    const [row] = await sql`select client_address from enquiries limit 1`;
    expect(row!.client_address).toBeNull();
  });
});
