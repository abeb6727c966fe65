import { scryptSync } from 'node:crypto';

import { describe, expect, it, vi } from 'vitest';

import {
  HASH_CONCURRENCY,
  hashPassword,
  HashQueue,
  hashQueue,
  needsRehash,
  PasswordHashingBusy,
  SCRYPT_PARAMS,
  verifyPassword,
} from './password.server';

// Several real hashes wait for two slots; slower still while the whole suite runs.
vi.setConfig({ testTimeout: 120_000 });

describe('password hashing (scrypt, OWASP parameters)', () => {
  it('stores the parameters with a random salt and verifies only the right password', async () => {
    const first = await hashPassword('s3cret-pass');
    const second = await hashPassword('s3cret-pass');
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('s3cret-pass', first)).toBe(true);
    expect(await verifyPassword('s3cret-pasS', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('is at least N = 2^17, r = 8, p = 1', () => {
    expect(SCRYPT_PARAMS.N).toBeGreaterThanOrEqual(2 ** 17);
    expect(SCRYPT_PARAMS.r).toBeGreaterThanOrEqual(8);
    expect(SCRYPT_PARAMS.p).toBe(1);
  });

  it('verifies a hash made with older parameters and asks for a new one', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('old-password', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const old = `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('old-password', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('x'))).toBe(false);
  });

  it.each(['', 'plain', 'scrypt$1073741824$8$1$AAAA$BBBB', 'bcrypt$2$3$4$5$6'])(
    'refuses the malformed or unbounded hash %j without throwing',
    async (stored) => {
      expect(await verifyPassword('anything', stored)).toBe(false);
    },
  );
});

describe('at most two hashes at once (finding 5)', () => {
  it('never runs more than two real hashes at once, however many are asked for', async () => {
    expect(HASH_CONCURRENCY).toBe(2);
    const stored = await hashPassword('s3cret-pass');
    hashQueue.peak = 0;
    let mostSeen = 0;
    const probe = setInterval(() => (mostSeen = Math.max(mostSeen, hashQueue.active)), 5);
    // Four at once: two wait for the first two (a second or so, within the queue's wait; on a
    // machine so loaded that they wait longer they are refused, which this test allows).
    const outcomes = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) => verifyPassword(i % 2 ? 's3cret-pass' : 'no', stored)),
    );
    clearInterval(probe);
    outcomes.forEach((outcome, i) => {
      if (outcome.status === 'fulfilled') expect(outcome.value).toBe(i % 2 === 1);
      else expect(outcome.reason).toBeInstanceOf(PasswordHashingBusy);
    });
    expect(outcomes.slice(0, 2).map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(hashQueue.peak).toBe(2);
    expect(mostSeen).toBeLessThanOrEqual(2);
    expect(hashQueue.active).toBe(0);
  });

  it('starts waiting jobs in order as slots free, and refuses those that wait too long', async () => {
    const queue = new HashQueue(2, 300);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    // A slow fake hash: 200 ms each.
    const job = (n: number) => () => {
      started.push(n);
      most = Math.max(most, ++running);
      return new Promise<number>((resolve) =>
        setTimeout(() => {
          running--;
          resolve(n);
        }, 200),
      );
    };
    const outcomes = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((n) => queue.run(job(n))));
    expect(most).toBe(2);
    // 0 and 1 at once, 2 and 3 after 200 ms (within the 300 ms wait); 4 and 5 would start at
    // 400 ms: refused.
    expect(started).toEqual([0, 1, 2, 3]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    const refused = (outcomes[4] as PromiseRejectedResult).reason as PasswordHashingBusy;
    expect(refused).toBeInstanceOf(PasswordHashingBusy);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect([queue.active, queue.queued]).toEqual([0, 0]);
  });

  it('frees the slot of a job that fails', async () => {
    const queue = new HashQueue(1, 100);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
    expect(queue.active).toBe(0);
  });
});
