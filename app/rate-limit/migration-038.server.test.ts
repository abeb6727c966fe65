/** Migration 038 on rate-limit hits recorded before it (as app/db/migrations-data tests the rest). */
import { describe, expect, it } from 'vitest';

import { migrate } from '~/db/migrate.server';

import { databaseBefore } from '../../tests/support/migrations';
import { hit } from './rate-limit.server';

describe('migration 038 on data shaped like before', () => {
  it('038 keeps counting the hits recorded before it, in one statement', async () => {
    const sql = await databaseBefore('038');
    // Two hits of an address still in their window and one expired, as the old code left them.
    await sql`
      insert into rate_limit_hits (bucket, key, hit_at, expires_at) values
        ('payment-intent', '198.51.100.9', now() - interval '2 minutes', now() + interval '8 minutes'),
        ('payment-intent', '198.51.100.9', now() - interval '1 minute', now() + interval '9 minutes'),
        ('payment-intent', '198.51.100.9', now() - interval '20 minutes', now() - interval '10 minutes')`;

    expect(await migrate(sql)).toContain('038_rate_limit_hit.sql');

    const limit = { bucket: 'payment-intent', key: '198.51.100.9', limit: 3, windowSeconds: 600 };
    expect(await hit(sql, limit)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await hit(sql, limit)).toMatchObject({ allowed: false });
    // The expired hit went on the way; the two old ones and the new one are counted.
    const [{ count }] = await sql<[{ count: number }]>`
      select count(*)::int from rate_limit_hits where key = '198.51.100.9'`;
    expect(count).toBe(3);
  });
});
