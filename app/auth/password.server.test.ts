import { scryptSync } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from './password.server';

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
