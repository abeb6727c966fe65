import { describe, expect, it } from 'vitest';

import { clientAddress, normalizeAddress } from './client-address.server';

const request = (forwardedFor?: string) =>
  new Request('http://localhost/', {
    headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor },
  });

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress(request('198.51.100.1'), { clientAddress: '10.0.0.5' }, false)).toBe(
      '10.0.0.5',
    );
  });

  it('is the left-most valid X-Forwarded-For address behind a trusted proxy', () => {
    expect(
      clientAddress(request('198.51.100.1, 10.0.0.2'), { clientAddress: '10.0.0.5' }, true),
    ).toBe('198.51.100.1');
    expect(
      clientAddress(request('unknown, 2001:DB8::1, 10.0.0.2'), { clientAddress: '10.0.0.5' }, true),
    ).toBe('2001:db8::1');
  });

  it('falls back to the socket address when the header is missing or has no valid address', () => {
    expect(clientAddress(request(), { clientAddress: '10.0.0.5' }, true)).toBe('10.0.0.5');
    expect(clientAddress(request('garbage, '), { clientAddress: '10.0.0.5' }, true)).toBe(
      '10.0.0.5',
    );
  });

  it('is undefined when nothing is known', () => {
    expect(clientAddress(request(), {}, false)).toBeUndefined();
    expect(clientAddress(request(), undefined, true)).toBeUndefined();
  });

  it('reads TRUST_PROXY from the environment by default (false unless set)', () => {
    expect(clientAddress(request('198.51.100.1'), { clientAddress: '10.0.0.5' })).toBe('10.0.0.5');
  });
});

describe('normalizeAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:5123', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::1', '::1'],
  ])('%j is %j', (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });

  it.each(['', 'unknown', '999.1.1.1', '203.0.113', '_hidden', 'example.com'])(
    'rejects %j',
    (raw) => {
      expect(normalizeAddress(raw)).toBeUndefined();
    },
  );
});
