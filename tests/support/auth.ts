/**
 * Fixtures of the auth and accounts tests: a database of the test file's own, users made without
 * paying for a fresh scrypt hash each time, requests, and orders.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { afterAll, expect } from 'vitest';

import { issueApiToken, startLoginSession } from '~/auth/login-session-cookie.server';
import { HASH_CONCURRENCY, hashPassword, hashQueue } from '~/auth/password.server';
import { setAccountStaff } from '~/auth/staff.server';
import { insertUser, markEmailVerified, type UserRow } from '~/auth/users.server';
import { closeDb, type Sql } from '~/db/client.server';

import { createTestDatabase } from './database';
import { insertOrder } from './orders';
import { formPost, routeArgs, routeResult } from './routes';

export { insertOrder };

export const TEST_SECRET = 'test-session-secret-0123456789abcdef';
export const PASSWORD = 'correct horse battery';

/** A migrated database for this file; the app's db() points at it. */
export async function useTestDatabase(): Promise<{ sql: Sql; url: string }> {
  const { sql, url } = await createTestDatabase();
  process.env.DATABASE_URL = url;
  process.env.SESSION_SECRET = TEST_SECRET;
  afterAll(closeDb);
  // postgres.js learns the array types as it first connects: before a test's first text[].
  await sql`select 1`;
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
  // Each in a /64 of its own: the limits count IPv6 clients by /64.
  return `2001:db8:${(++counter).toString(16)}::1`;
}

/** The `name=value` part of a Set-Cookie header, to send back as a Cookie header. */
export function cookiePair(setCookie: string | null | undefined): string {
  if (!setCookie) throw new Error('No Set-Cookie header');
  return setCookie.split(';')[0]!;
}

/** A verified user signed in (staff with `staff`): their address, row and session cookie. */
export async function signedInUser(sql: Sql, options: { staff?: boolean } = {}) {
  const email = uniqueEmail(options.staff ? 'staff' : 'student');
  const user = await makeUser(sql, email, { verified: true });
  if (options.staff) await setAccountStaff(sql, email, true);
  return { email, user, cookie: cookiePair(await startLoginSession(asPage(''), user.id)) };
}

/** A page request of a browser that sends this cookie. */
export function asPage(cookie: string, path = '/'): Request {
  return new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
}

/** A form posted to a page's action from an address of its own, read with routeResult(). */
export async function submitForm(
  route: { action: (args: ActionFunctionArgs) => Promise<unknown> },
  path: string,
  fields: Record<string, string>,
  cookie?: string,
) {
  const request = formPost(path, fields, cookie ? { Cookie: cookie } : {});
  const context = { clientAddress: uniqueAddress() };
  return routeResult(await route.action(routeArgs(request, { context })));
}

/** A verified student with one completed order placed signed in, and a signed-in browser (its cookie). */
export async function student(sql: Sql, name: string, items: string[], amountCents: number) {
  const email = uniqueEmail(name);
  const user = await makeUser(sql, email, { verified: true });
  const phone = `555-${name}`;
  await insertOrder(sql, {
    email,
    name: `Dr. ${name}`,
    phone,
    items,
    amountCents,
    userId: user.id,
  });
  const cookie = cookiePair(await startLoginSession(new Request('http://localhost/'), user.id));
  return { email, user, cookie };
}

type ApiLoader = (args: LoaderFunctionArgs) => Response | Promise<Response>;

/** A GET of an account API route with these headers (a Cookie, an Authorization). */
export function apiGet(loader: ApiLoader, path: string, headers: Record<string, string> = {}) {
  return loader(routeArgs(new Request(`http://localhost${path}`, { headers })));
}

/** An account API route answers 401 JSON, never stored, to missing or forged credentials. */
export async function expectUnauthorized(loader: ApiLoader, path: string) {
  const attempts: Array<Record<string, string>> = [
    {},
    { Authorization: 'Bearer not-a-token' },
    { Authorization: `Bearer ${'a'.repeat(43)}` },
    { Cookie: 'sid=forged' },
  ];
  for (const headers of attempts) {
    const response = await apiGet(loader, path, headers);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  }
}

/** A student of expectOnlyOwnRecords: the one order they paid for, and their address. */
export type RecordOwner = { email: string; items: string[]; amountCents: number };

/**
 * An account API route answers each student with their own records and never another's: not to
 * Alice's cookie, and not to Bob's bearer token asking with Alice's address. `ownRecords` is what
 * the route answers a student with (a matcher), so a failing or empty answer fails too.
 */
export async function expectOnlyOwnRecords(
  sql: Sql,
  loader: ApiLoader,
  path: string,
  ownRecords: (owner: RecordOwner) => unknown,
) {
  const aliceOrder = { items: ['module1'], amountCents: 285000 };
  const bobOrder = { items: ['mastership'], amountCents: 3500000 };
  const alice = await student(sql, 'alice', aliceOrder.items, aliceOrder.amountCents);
  const bob = await student(sql, 'bob', bobOrder.items, bobOrder.amountCents);
  const bobToken = (await issueApiToken(bob.user.id)).id;
  const asAlice = await apiGet(loader, path, { Cookie: alice.cookie });
  const asBob = await apiGet(loader, `${path}?email=${alice.email}`, {
    Authorization: `Bearer ${bobToken}`,
  });
  expect([asAlice.status, asBob.status]).toEqual([200, 200]);
  const [aliceBody, bobBody] = [await asAlice.json(), await asBob.json()];
  expect(aliceBody).toEqual(ownRecords({ email: alice.email, ...aliceOrder }));
  expect(bobBody).toEqual(ownRecords({ email: bob.email, ...bobOrder }));
  expect(JSON.stringify(aliceBody)).not.toMatch(/bob|mastership|3500000/);
  expect(JSON.stringify(bobBody)).not.toMatch(/alice|285000/);
}

/**
 * Takes every password-hashing slot of this process with a job that waits until the returned
 * release is called, as slow hashes of other visitors would. Waits until they hold the slots.
 */
export async function holdHashingSlots(): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = Array.from({ length: HASH_CONCURRENCY }, () => hashQueue.run(() => released));
  while (hashQueue.active < HASH_CONCURRENCY) await new Promise((r) => setTimeout(r, 5));
  return async () => {
    release();
    await Promise.all(held);
  };
}
