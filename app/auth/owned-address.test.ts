/** ownedAddress: the account's address owns records only once confirmed, however the account is read. */
import { describe, expect, it } from 'vitest';

import { ownedAddress } from './owned-address';

const email = 'dentist@example.com';

describe('ownedAddress', () => {
  it.each([
    ['a users row, confirmed', { email, emailVerifiedAt: new Date('2026-12-01') }, email],
    ['a users row, never confirmed', { email, emailVerifiedAt: null }, null],
    ['a login session, confirmed', { email, emailVerified: true }, email],
    ['a login session, never confirmed', { email, emailVerified: false }, null],
  ])('%s', (_name, user, expected) => {
    expect(ownedAddress(user)).toBe(expected);
  });
});
