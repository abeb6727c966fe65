import { describe, expect, it } from 'vitest';

import { addressKey, clientAddress, normalizeAddress } from './client-address.server';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.server';

const request = (forwardedFor?: string) =>
  new Request('http://localhost/', {
    headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor },
  });

const NONE: TrustProxy = { hops: 0 };
const ONE: TrustProxy = { hops: 1 };
const PROXY = { clientAddress: '10.0.0.5' };

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress(request('198.51.100.1'), PROXY, NONE)).toBe('10.0.0.5');
  });

  it('behind one proxy, is the right-most X-Forwarded-For entry: the one the proxy wrote', () => {
    expect(clientAddress(request('198.51.100.1'), PROXY, ONE)).toBe('198.51.100.1');
    // A client that sends its own header gets its real address appended by the proxy: the
    // entries it wrote are never read, however many.
    expect(clientAddress(request('1.2.3.4, 5.6.7.8, 198.51.100.1'), PROXY, ONE)).toBe(
      '198.51.100.1',
    );
    expect(clientAddress(request('unknown, 2001:DB8::1'), PROXY, ONE)).toBe('2001:db8::1');
  });

  it('behind two proxies, steps over exactly two', () => {
    const two: TrustProxy = { hops: 2 };
    expect(clientAddress(request('6.6.6.6, 198.51.100.1, 10.0.0.9'), PROXY, two)).toBe(
      '198.51.100.1',
    );
    // Fewer entries than proxies: the left-most there is.
    expect(clientAddress(request('198.51.100.1'), PROXY, two)).toBe('198.51.100.1');
  });

  it('with proxy ranges, steps over every entry inside them and stops at the first outside', () => {
    const ranges = parseTrustProxy('10.0.0.0/8, 127.0.0.1, fd00::/8') as TrustProxy;
    expect(clientAddress(request('6.6.6.6, 198.51.100.1, 10.1.2.3'), PROXY, ranges)).toBe(
      '198.51.100.1',
    );
    expect(clientAddress(request('198.51.100.1, fd12::1'), PROXY, ranges)).toBe('198.51.100.1');
    // A direct client (not from a proxy range): its header is ignored.
    expect(clientAddress(request('6.6.6.6'), { clientAddress: '203.0.113.9' }, ranges)).toBe(
      '203.0.113.9',
    );
  });

  it('stops at the proxy when the entry it forwarded is not an address', () => {
    expect(clientAddress(request('garbage'), PROXY, ONE)).toBe('10.0.0.5');
    expect(clientAddress(request(''), PROXY, ONE)).toBe('10.0.0.5');
    expect(clientAddress(request(), PROXY, ONE)).toBe('10.0.0.5');
  });

  it('is undefined when nothing is known', () => {
    expect(clientAddress(request(), {}, NONE)).toBeUndefined();
    expect(clientAddress(request('198.51.100.1'), undefined, ONE)).toBeUndefined();
  });

  it('reads TRUST_PROXY from the environment by default (no proxy unless set)', () => {
    expect(clientAddress(request('198.51.100.1'), PROXY)).toBe('10.0.0.5');
  });
});

describe('parseTrustProxy', () => {
  it.each([
    ['', { hops: 0 }],
    ['false', { hops: 0 }],
    ['0', { hops: 0 }],
    ['true', { hops: 1 }],
    ['TRUE', { hops: 1 }],
    ['2', { hops: 2 }],
    ['10.0.0.0/8,::1', { ranges: ['10.0.0.0/8', '::1'] }],
  ])('%j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['yes', '11', '10.0.0.0/33', '10.0.0.0/8/1', 'fd00::/200', 'example.com'])(
    'refuses %j',
    (value) => {
      expect(parseTrustProxy(value)).toBeInstanceOf(Error);
    },
  );
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
  ])('%s is counted as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
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
