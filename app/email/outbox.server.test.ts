import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { insertUser, markEmailVerified } from '~/auth/users.server';
import { closeDb } from '~/db/client.server';
import { env } from '~/lib/env.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import { pruneSentEmails, queueEmail, STRANGER_KINDS } from './outbox.server';

const { sql, url } = await createTestDatabase();
process.env.DATABASE_URL = url;
afterAll(closeDb);

const quiet = () => ({ warn: vi.fn() });

const queue = (kind: string, to: string, logger = quiet()) =>
  sql.begin((tx) => queueEmail(tx, { kind, to, subject: 'Subject', text: 'Body' }, { logger }));

const queuedTo = async (address: string) =>
  (
    await sql<{ count: number }[]>`
      select count(*)::int from outbox_emails where lower(btrim(to_address)) = ${address}`
  )[0]!.count;

beforeEach(async () => {
  await resetDatabase(sql);
});

describe('the daily cap per unconfirmed address', () => {
  const cap = env().MAIL_PER_ADDRESS_PER_DAY;

  it('counts every kind a stranger can trigger together, whatever the case of the address', async () => {
    const kinds = [...STRANGER_KINDS];
    const logger = quiet();
    const ids = [];
    for (let i = 0; i < cap + 4; i++) {
      const to = i % 2 ? 'Victim@Example.com' : ' victim@example.com';
      ids.push(await queue(kinds[i % kinds.length]!, to, logger));
    }
    expect(ids.filter(Boolean)).toHaveLength(cap);
    expect(ids.slice(cap)).toEqual([null, null, null, null]);
    expect(await queuedTo('victim@example.com')).toBe(cap);
    // Logged, without the whole address.
    expect(logger.warn).toHaveBeenCalledTimes(4);
    expect(logger.warn).toHaveBeenLastCalledWith(
      expect.stringMatching(/e-mail to V\*\*\*@Example\.com not queued/),
    );
    expect(String(logger.warn.mock.calls)).not.toContain('victim@');
  });

  it('is not exceeded by concurrent requests', async () => {
    const kinds = [...STRANGER_KINDS];
    const ids = await Promise.all(
      Array.from({ length: 24 }, (_, i) => queue(kinds[i % kinds.length]!, 'busy@example.com')),
    );
    expect(ids.filter(Boolean)).toHaveLength(cap);
    expect(await queuedTo('busy@example.com')).toBe(cap);
  });

  it('counts the last 24 hours only, sent rows (without bodies) included', async () => {
    for (let i = 0; i < cap; i++) await queue('password-reset', 'day@example.com');
    await sql`
      update outbox_emails
      set status = 'sent', sent_at = now(), text_body = null, html_body = null`;
    expect(await queue('email-verification', 'day@example.com')).toBeNull();
    await sql`update outbox_emails set created_at = now() - interval '24 hours 1 minute'`;
    expect(await queue('email-verification', 'day@example.com')).not.toBeNull();
  });

  it('leaves other kinds, other addresses and confirmed owners alone', async () => {
    for (let i = 0; i < cap; i++) await queue('password-reset', 'full@example.com');
    // The academy's notices and a payment's confirmation are not a stranger's to trigger.
    expect(await queue('order-confirmation', 'full@example.com')).not.toBeNull();
    expect(await queue('password-reset', 'other@example.com')).not.toBeNull();
    expect(await queue('password-reset', 'full@example.com')).toBeNull();

    // Once the owner confirmed the address, their own requests keep only the per-kind limits.
    const user = await insertUser(sql, 'full@example.com', 'hash');
    expect(await queue('password-reset', 'full@example.com')).toBeNull();
    await markEmailVerified(sql, user!.id);
    expect(await queue('password-reset', 'full@example.com')).not.toBeNull();
  });
});

describe('pruneSentEmails', () => {
  it('deletes sent rows older than the retention, in batches, and keeps unsent ones', async () => {
    await sql`
      insert into outbox_emails (kind, to_address, subject, text_body, status, sent_at, created_at)
      select 'test', 'a@example.com', 'old sent', null, 'sent',
             now() - interval '31 days', now() - interval '31 days'
      from generate_series(1, 5)`;
    await sql`
      insert into outbox_emails (kind, to_address, subject, text_body, status, sent_at, created_at)
      values ('test', 'a@example.com', 'recent sent', null, 'sent',
              now() - interval '29 days', now() - interval '40 days'),
             ('test', 'a@example.com', 'old pending', 'Body', 'pending', null,
              now() - interval '90 days'),
             ('test', 'a@example.com', 'old failed', 'Body', 'failed', null,
              now() - interval '90 days')`;

    // Batches of two: three statements clear the five.
    expect(await pruneSentEmails(sql, 30, 2)).toBe(5);
    const left = await sql<{ subject: string }[]>`select subject from outbox_emails order by id`;
    expect(left.map((row) => row.subject)).toEqual(['recent sent', 'old pending', 'old failed']);
    expect(await pruneSentEmails(sql, 30, 2)).toBe(0);
  });

  it('refuses a body kept on a row not yet sent to be emptied', async () => {
    await expect(
      sql`
        insert into outbox_emails (kind, to_address, subject, text_body)
        values ('test', 'a@example.com', 'no body', null)`,
    ).rejects.toThrow(/outbox_emails_body_until_sent/);
  });
});
