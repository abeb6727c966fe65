/**
 * Fixtures of the auth and accounts tests: a database of the test file's own, users made without
 * paying for a fresh scrypt hash each time, requests, and orders.
 */
import { afterAll } from 'vitest';
import { hashPassword } from '~/auth/password.server';
import { insertUser, markEmailVerified, type UserRow } from '~/auth/users.server';
import { closeDb, type Sql } from '~/db/client.server';
import { normalizeEmail } from '~/lib/email-address';
import { createTestDatabase } from './database';

export const TEST_SECRET = 'test-session-secret-0123456789abcdef';
export const PASSWORD = 'correct horse battery';

/** A migrated database for this file; the app's db() points at it. */
export async function useTestDatabase(): Promise<{ sql: Sql; url: string }> {
  const { sql, url } = await createTestDatabase();
  process.env.DATABASE_URL = url;
  process.env.SESSION_SECRET = TEST_SECRET;
  afterAll(closeDb);
  return { sql, url };
}

let passwordHash: Promise<string> | undefined;

/** A user whose password is PASSWORD (one hash per test file, shared). */
export async function makeUser(
  sql: Sql,
  email: string,
  options: { verified?: boolean; disabled?: boolean } = {},
): Promise<UserRow> {
  passwordHash ??= hashPassword(PASSWORD);
  const user = await insertUser(sql, email, await passwordHash);
  if (!user) throw new Error(`${email} exists already`);
  if (options.verified) await markEmailVerified(sql, user.id);
  if (options.disabled) await sql`update users set disabled_at = now() where id = ${user.id}`;
  return user;
}

let counter = 0;
/** A unique e-mail per call, so tests do not share rate limits or accounts. */
export function uniqueEmail(prefix = 'student'): string {
  return `${prefix}.${Date.now()}.${++counter}@example.com`;
}

/** A unique client address (documentation range) per call. */
export function uniqueAddress(): string {
  return `2001:db8::${(++counter).toString(16)}`;
}

export function formPost(url: string, fields: Record<string, string>, headers: HeadersInit = {}) {
  return new Request(`http://localhost${url}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
  });
}

/** The `name=value` part of a Set-Cookie header, to send back as a Cookie header. */
export function cookiePair(setCookie: string | null | undefined): string {
  if (!setCookie) throw new Error('No Set-Cookie header');
  return setCookie.split(';')[0]!;
}

/** Inserts an order (and, when completed, its course grants) as the payments feature would. */
export async function insertOrder(
  sql: Sql,
  order: {
    email: string;
    name?: string;
    phone?: string;
    items: string[];
    courseIds?: string[];
    amountCents: number;
    status?: 'completed' | 'pending' | 'failed';
  },
): Promise<string> {
  const status = order.status ?? 'completed';
  const courseIds = order.courseIds ?? order.items;
  const [row] = await sql<{ id: string }[]>`
    insert into orders (email, name, phone, selected_items, course_ids, amount_cents, status,
                        request_fingerprint, completed_at)
    values (${order.email}, ${order.name ?? 'Dr. Test'}, ${order.phone ?? '310-555-0100'},
            ${sql.array(order.items)}, ${sql.array(courseIds)}, ${order.amountCents}, ${status},
            ${`fp-${Math.random()}`}, ${status === 'completed' ? sql`now()` : null})
    returning id`;
  if (status === 'completed') {
    for (const courseId of courseIds) {
      await sql`
        insert into course_grants (email_normalized, course_id, order_id)
        values (${normalizeEmail(order.email)}, ${courseId}, ${row!.id})
        on conflict do nothing`;
    }
  }
  return row!.id;
}
