import { afterAll, describe, expect, it, vi } from 'vitest';

import {
  countryOf,
  countryOfAddress,
  isPublicAddress,
  isRequestFromMiddleEastOrAfrica,
} from './location.server';

// Addresses whose country was checked against the installed geoip-country data.
const EGYPT = '41.32.0.1';
const SOUTH_AFRICA = '41.0.0.1';
const NIGERIA = '197.210.0.1';
const SAUDI_ARABIA = '5.156.0.1';
const UAE = '5.30.0.1';
const JORDAN = '212.118.0.1';
const USA = '8.8.8.8';
const UK = '81.2.69.142';
const GERMANY = '81.169.145.1';
const SOUTH_AFRICA_V6 = '2c0f:f7a8::1';
const USA_V6 = '2001:4860:4860::8888';

function request(headers: Record<string, string> = {}) {
  return new Request('http://academy.test/api/ipinfo', { headers });
}

const direct = { trustProxy: { hops: 0 }, countryHeader: '' };
const behindProxy = { trustProxy: { hops: 1 }, countryHeader: '' };

describe('countryOfAddress (offline data)', () => {
  it.each([
    [EGYPT, 'EG'],
    [SOUTH_AFRICA, 'ZA'],
    [NIGERIA, 'NG'],
    [SAUDI_ARABIA, 'SA'],
    [UAE, 'AE'],
    [JORDAN, 'JO'],
    [USA, 'US'],
    [UK, 'GB'],
    [GERMANY, 'DE'],
    [SOUTH_AFRICA_V6, 'ZA'],
    [USA_V6, 'US'],
    [`::ffff:${EGYPT}`, 'EG'],
  ])('places %s in %s', (address, country) => {
    expect(countryOfAddress(address)).toBe(country);
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.10',
    '100.64.0.1',
    '169.254.1.1',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
  ])('gives no country for the non-public address %s', (address) => {
    expect(isPublicAddress(address.replace('::ffff:', ''))).toBe(false);
    expect(countryOfAddress(address)).toBeNull();
  });

  it.each([undefined, '', 'not an address', '999.1.1.1', '41.32.0', '41.32.0.1.5'])(
    'gives no country for %j',
    (address) => {
      expect(countryOfAddress(address)).toBeNull();
    },
  );

  it('calls public addresses public', () => {
    expect(isPublicAddress(EGYPT)).toBe(true);
    expect(isPublicAddress(USA_V6)).toBe(true);
  });
});

describe('countryOf a request', () => {
  it('looks up the socket address when proxies are not trusted, ignoring X-Forwarded-For', () => {
    const req = request({ 'X-Forwarded-For': EGYPT });
    expect(countryOf(req, { clientAddress: USA }, direct)).toBe('US');
    expect(isRequestFromMiddleEastOrAfrica(req, { clientAddress: USA }, direct)).toBe(false);
    expect(countryOf(request(), { clientAddress: SAUDI_ARABIA }, direct)).toBe('SA');
  });

  it('uses the address the trusted proxy forwarded (the right-most), not what the client wrote', () => {
    const req = request({ 'X-Forwarded-For': `${USA}, ${EGYPT}` });
    expect(countryOf(req, { clientAddress: '127.0.0.1' }, behindProxy)).toBe('EG');
    expect(isRequestFromMiddleEastOrAfrica(req, { clientAddress: '127.0.0.1' }, behindProxy)).toBe(
      true,
    );
  });

  it('answers null for a loopback or private client', () => {
    expect(countryOf(request(), { clientAddress: '127.0.0.1' }, direct)).toBeNull();
    const req = request({ 'X-Forwarded-For': '192.168.0.7' });
    expect(countryOf(req, { clientAddress: '10.0.0.1' }, behindProxy)).toBeNull();
    expect(isRequestFromMiddleEastOrAfrica(req, { clientAddress: '10.0.0.1' }, behindProxy)).toBe(
      false,
    );
  });

  it('answers null when no address is known', () => {
    expect(countryOf(request(), {}, direct)).toBeNull();
    expect(countryOf(request(), undefined, behindProxy)).toBeNull();
  });

  describe('with a country header from a trusted proxy', () => {
    const header = { trustProxy: { hops: 0 }, countryHeader: 'CF-IPCountry' };

    it("takes the header's country over the address", () => {
      const req = request({ 'CF-IPCountry': 'KE' });
      expect(countryOf(req, { clientAddress: USA }, header)).toBe('KE');
      expect(isRequestFromMiddleEastOrAfrica(req, { clientAddress: USA }, header)).toBe(true);
      const american = request({ 'cf-ipcountry': 'us' });
      expect(countryOf(american, { clientAddress: EGYPT }, header)).toBe('US');
      expect(isRequestFromMiddleEastOrAfrica(american, { clientAddress: EGYPT }, header)).toBe(
        false,
      );
    });

    it.each(['XX', 'T1', '', 'Egypt', '12'])(
      'ignores the unknown or malformed code %j and looks up the address',
      (value) => {
        const req = request({ 'CF-IPCountry': value });
        expect(countryOf(req, { clientAddress: EGYPT }, header)).toBe('EG');
        expect(countryOf(req, { clientAddress: '127.0.0.1' }, header)).toBeNull();
      },
    );

    it('looks up the address when the header is missing', () => {
      expect(countryOf(request(), { clientAddress: UAE }, header)).toBe('AE');
    });

    it('ignores the header when none is configured', () => {
      const req = request({ 'CF-IPCountry': 'EG' });
      expect(countryOf(req, { clientAddress: USA }, direct)).toBe('US');
    });
  });
});

describe('configuration from the environment', () => {
  const NAMES = ['TRUST_PROXY', 'COUNTRY_HEADER'] as const;
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  afterAll(() => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    vi.resetModules();
  });

  /** A fresh copy of the module, so env() reads the variables set here. */
  async function withEnv(vars: Partial<Record<(typeof NAMES)[number], string>>) {
    vi.resetModules();
    for (const name of NAMES) process.env[name] = vars[name] ?? '';
    return import('./location.server');
  }

  const forwarded = () => request({ 'X-Forwarded-For': EGYPT, 'X-Country': 'NG' });

  it('ignores X-Forwarded-For and headers by default', async () => {
    const { countryOf: fresh } = await withEnv({});
    expect(fresh(forwarded(), { clientAddress: GERMANY })).toBe('DE');
  });

  it('follows X-Forwarded-For with TRUST_PROXY=true', async () => {
    const { countryOf: fresh } = await withEnv({ TRUST_PROXY: 'true' });
    expect(fresh(forwarded(), { clientAddress: GERMANY })).toBe('EG');
  });

  it('reads the header named by COUNTRY_HEADER', async () => {
    const { countryOf: fresh } = await withEnv({ COUNTRY_HEADER: 'X-Country' });
    expect(fresh(forwarded(), { clientAddress: GERMANY })).toBe('NG');
  });
});
