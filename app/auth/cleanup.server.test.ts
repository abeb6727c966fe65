import { describe, expect, it } from 'vitest';

import { makeUser, uniqueEmail, useTestDatabase } from '../../tests/support/auth';
import { pruneAccountTokens } from './account-tokens.server';
import { pruneExpiredAuthRows } from './cleanup.server';
import { pruneExpiredLoginSessions } from './login-session-store.server';

const { sql } = await useTestDatabase();

/** `count` sessions and tokens of a new user, expired or live; ids are unique sha-256-like hex. */
async function addRows(count: number, expired: boolean) {
  const user = await makeUser(sql, uniqueEmail());
  const expires = expired ? sql`now() - interval '1 minute'` : sql`now() + interval '1 day'`;
  await sql`
    insert into login_sessions (id_hash, user_id, kind, expires_at)
    select encode(sha256(convert_to(${user.id} || 's' || n, 'UTF8')), 'hex'), ${user.id}, 'browser', ${expires}
    from generate_series(1, ${count}) as n`;
  await sql`
    insert into account_tokens (token_hash, user_id, purpose, expires_at)
    select encode(sha256(convert_to(${user.id} || 't' || n, 'UTF8')), 'hex'), ${user.id},
           'password-reset', ${expires}
    from generate_series(1, ${count}) as n`;
  return user;
}

const count = async (table: 'login_sessions' | 'account_tokens', userId: string) =>
  (
    await sql<
      [{ n: number }]
    >`select count(*)::int as n from ${sql(table)} where user_id = ${userId}`
  )[0].n;

describe('pruning expired sessions and links', () => {
  it('works through a backlog larger than a batch in one call and keeps live rows', async () => {
    const old = await addRows(25, true);
    const live = await addRows(3, false);
    expect(await pruneExpiredLoginSessions(sql, 10)).toBe(25);
    expect(await pruneAccountTokens(sql, 10)).toBe(25);
    expect(await count('login_sessions', old.id)).toBe(0);
    expect(await count('account_tokens', old.id)).toBe(0);
    expect(await count('login_sessions', live.id)).toBe(3);
    expect(await count('account_tokens', live.id)).toBe(3);
  });

  it('does both in the hourly job', async () => {
    await addRows(4, true);
    expect(await pruneExpiredAuthRows(sql)).toEqual({ loginSessions: 4, tokens: 4 });
  });
});
