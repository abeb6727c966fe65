import { describe, expect, it } from 'vitest';

import { connect } from '~/db/client.server';

import { createTestDatabase, resetDatabase } from '../../tests/support/database';
import {
  hit,
  hitWithBackoff,
  pruneRateLimitHits,
  remember,
  remembered,
  restampHits,
} from './rate-limit.server';

const { sql, url } = await createTestDatabase();

describe('hit', () => {
  it('allows `limit` requests per window, then says how long to wait', async () => {
    const limit = { bucket: 'test', key: 'a', limit: 3, windowSeconds: 600 };
    expect(await hit(sql, limit)).toMatchObject({ allowed: true, remaining: 2 });
    expect(await hit(sql, limit)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await hit(sql, limit)).toMatchObject({ allowed: true, remaining: 0 });
    const refused = await hit(sql, limit);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(590);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    }
    // Refused requests are not recorded.
    const [{ count }] = await sql<
      [{ count: number }]
    >`select count(*)::int from rate_limit_hits where key = 'a'`;
    expect(count).toBe(3);
  });

  it('counts keys and buckets apart', async () => {
    const base = { limit: 1, windowSeconds: 600 };
    expect((await hit(sql, { ...base, bucket: 'x', key: 'one' })).allowed).toBe(true);
    expect((await hit(sql, { ...base, bucket: 'x', key: 'two' })).allowed).toBe(true);
    expect((await hit(sql, { ...base, bucket: 'y', key: 'one' })).allowed).toBe(true);
    expect((await hit(sql, { ...base, bucket: 'x', key: 'one' })).allowed).toBe(false);
  });

  it('frees a slot once the oldest hit leaves the window', async () => {
    const limit = { bucket: 'slide', key: 'k', limit: 2, windowSeconds: 600 };
    await hit(sql, limit);
    await hit(sql, limit);
    expect((await hit(sql, limit)).allowed).toBe(false);
    // Age the older hit past the window (as if ten minutes had gone by since it).
    await sql`
      update rate_limit_hits set hit_at = hit_at - interval '601 seconds',
        expires_at = expires_at - interval '601 seconds'
      where id = (select min(id) from rate_limit_hits where bucket = 'slide')`;
    expect(await hit(sql, limit)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await hit(sql, limit)).allowed).toBe(false);
    // The expired row of this key was deleted on the way.
    const rows = await sql`select 1 from rate_limit_hits where bucket = 'slide'`;
    expect(rows).toHaveLength(2);
  });

  it('holds across separate clients hitting at the same moment (several app instances)', async () => {
    const first = connect(url, { max: 5 });
    const second = connect(url, { max: 5 });
    try {
      const limit = { bucket: 'race', key: '198.51.100.7', limit: 5, windowSeconds: 600 };
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => hit(i % 2 ? first : second, limit)),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(5);
      const [{ count }] = await sql<
        [{ count: number }]
      >`select count(*)::int from rate_limit_hits where bucket = 'race'`;
      expect(count).toBe(5);
    } finally {
      await first.end();
      await second.end();
    }
  });

  it("inside a caller's transaction, is undone when the caller rolls back", async () => {
    const limit = { bucket: 'tx', key: 'k', limit: 1, windowSeconds: 600 };
    await expect(
      sql.begin(async (tx) => {
        expect((await hit(tx, limit)).allowed).toBe(true);
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect((await hit(sql, limit)).allowed).toBe(true);
  });

  it('refuses a nonsensical limit', async () => {
    await expect(hit(sql, { bucket: 'b', key: 'k', limit: 0, windowSeconds: 60 })).rejects.toThrow(
      /limit must be/,
    );
    await expect(hit(sql, { bucket: 'b', key: 'k', limit: 1, windowSeconds: 0 })).rejects.toThrow(
      /windowSeconds must be/,
    );
  });
});

describe('hitWithBackoff', () => {
  // Moves every hit of the bucket `seconds` into the past, as if that long had gone by.
  const age = (bucket: string, seconds: number) => sql`
    update rate_limit_hits set hit_at = hit_at - make_interval(secs => ${seconds}),
      expires_at = expires_at - make_interval(secs => ${seconds})
    where bucket = ${bucket}`;

  it('lets `free` hits through, then waits 1 s, 2 s, 4 s ... after the last, capped', async () => {
    const backoff = { bucket: 'grow', key: 'k', free: 2, windowSeconds: 600, maxDelaySeconds: 4 };
    expect((await hitWithBackoff(sql, backoff)).allowed).toBe(true);
    expect((await hitWithBackoff(sql, backoff)).allowed).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const refused = await hitWithBackoff(sql, backoff);
      if (refused.allowed) throw new Error('allowed without waiting');
      waits.push(refused.retryAfterSeconds);
      // Refused again a moment later: refusals are not recorded, the wait is not lengthened.
      expect(await hitWithBackoff(sql, backoff)).toMatchObject({
        allowed: false,
        retryAfterSeconds: refused.retryAfterSeconds,
      });
      await age('grow', refused.retryAfterSeconds);
      expect((await hitWithBackoff(sql, backoff)).allowed).toBe(true);
    }
    expect(waits).toEqual([1, 2, 4, 4, 4]);
  });

  it('counts keys apart, and starts again once the hits leave the window', async () => {
    const base = { bucket: 'pair', free: 1, windowSeconds: 60, maxDelaySeconds: 30 };
    expect((await hitWithBackoff(sql, { ...base, key: 'a' })).allowed).toBe(true);
    expect((await hitWithBackoff(sql, { ...base, key: 'a' })).allowed).toBe(false);
    expect((await hitWithBackoff(sql, { ...base, key: 'b' })).allowed).toBe(true);
    await age('pair', 61);
    expect((await hitWithBackoff(sql, { ...base, key: 'a' })).allowed).toBe(true);
  });

  it('holds across clients hitting at the same moment', async () => {
    const first = connect(url, { max: 5 });
    const second = connect(url, { max: 5 });
    try {
      const backoff = {
        bucket: 'race-b',
        key: 'k',
        free: 3,
        windowSeconds: 600,
        maxDelaySeconds: 60,
      };
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => hitWithBackoff(i % 2 ? first : second, backoff)),
      );
      expect(results.filter((r) => r.allowed)).toHaveLength(3);
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
  });
});

describe('restampHits', () => {
  it('moves a hit to now, keeping its window, so a backoff wait runs from then', async () => {
    const backoff = { bucket: 'stamp', key: 'k', free: 1, windowSeconds: 600, maxDelaySeconds: 8 };
    const first = await hitWithBackoff(sql, backoff);
    if (!first.allowed) throw new Error('refused');
    await sql`
      update rate_limit_hits set hit_at = hit_at - interval '5 seconds',
        expires_at = expires_at - interval '5 seconds'
      where bucket = 'stamp'`;
    const [{ left }] = await sql<[{ left: number }]>`
      select extract(epoch from expires_at - hit_at)::int as left
      from rate_limit_hits where id = ${first.hitId}`;
    expect(left).toBe(600);
    // Counted five seconds ago, the 1 s wait would be over; restamped, it starts again.
    await restampHits(sql, [first.hitId]);
    expect(await hitWithBackoff(sql, backoff)).toMatchObject({
      allowed: false,
      retryAfterSeconds: 1,
    });
    const [{ left: after }] = await sql<[{ left: number }]>`
      select extract(epoch from expires_at - hit_at)::int as left
      from rate_limit_hits where id = ${first.hitId}`;
    expect(after).toBe(600);
  });
});

describe('remember', () => {
  it('notes a key until its time runs out, and a new note restarts the time', async () => {
    const note = { bucket: 'known', key: 'a@example.com|2001:db8:1::5', windowSeconds: 600 };
    expect(await remembered(sql, 'known', note.key)).toBe(false);
    await remember(sql, note);
    await remember(sql, note);
    expect(await remembered(sql, 'known', note.key)).toBe(true);
    expect(await remembered(sql, 'known', 'b@example.com|2001:db8:1::5')).toBe(false);
    const rows = await sql`select 1 from rate_limit_hits where bucket = 'known'`;
    expect(rows).toHaveLength(1);
    await sql`update rate_limit_hits set expires_at = clock_timestamp() where bucket = 'known'`;
    expect(await remembered(sql, 'known', note.key)).toBe(false);
  });

  it('reads an IPv6 client by its /64, as hit() counts it', async () => {
    await remember(sql, { bucket: 'known6', key: '2001:db8:7:7::1', windowSeconds: 600 });
    expect(await remembered(sql, 'known6', '2001:db8:7:7::abcd')).toBe(true);
  });
});

describe('pruneRateLimitHits', () => {
  it('deletes expired hits of every bucket and keeps live ones', async () => {
    await resetDatabase(sql);
    await hit(sql, { bucket: 'p1', key: 'k', limit: 5, windowSeconds: 600 });
    await hit(sql, { bucket: 'p2', key: 'k', limit: 5, windowSeconds: 600 });
    await hit(sql, { bucket: 'p3', key: 'k', limit: 5, windowSeconds: 600 });
    await sql`update rate_limit_hits set expires_at = now() - interval '1 second' where bucket <> 'p3'`;
    expect(await pruneRateLimitHits(sql)).toBe(2);
    const left = await sql`select bucket from rate_limit_hits`;
    expect(left.map((row) => row.bucket)).toEqual(['p3']);
  });

  it('works through a backlog larger than a batch in one call', async () => {
    await resetDatabase(sql);
    await sql`
      insert into rate_limit_hits (bucket, key, hit_at, expires_at)
      select 'old', 'k' || n, now() - interval '2 hours', now() - interval '1 hour'
      from generate_series(1, 25) as n`;
    await hit(sql, { bucket: 'live', key: 'k', limit: 5, windowSeconds: 600 });
    expect(await pruneRateLimitHits(sql, 10)).toBe(25);
    const left = await sql`select bucket from rate_limit_hits`;
    expect(left.map((row) => row.bucket)).toEqual(['live']);
  });
});
