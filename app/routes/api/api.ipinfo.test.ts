import { afterAll, describe, expect, it, vi } from 'vitest';

import { routeArgs } from '../../../tests/support/routes';
import { loader } from './api.ipinfo';

// Behind a trusted proxy that also reports the country; set before env() is first read.
const saved = vi.hoisted(() => {
  const before = {
    TRUST_PROXY: process.env.TRUST_PROXY,
    COUNTRY_HEADER: process.env.COUNTRY_HEADER,
  };
  process.env.TRUST_PROXY = 'true';
  process.env.COUNTRY_HEADER = 'CF-IPCountry';
  return before;
});
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function ask(headers: Record<string, string>, clientAddress?: string) {
  const request = new Request('http://academy.test/api/ipinfo', { headers });
  const response = await loader(routeArgs(request, { context: { clientAddress } }));
  return { response, body: await response.json() };
}

describe('GET /api/ipinfo', () => {
  it('answers true for a visitor from the Middle East or Africa, never stored by caches', async () => {
    const { response, body } = await ask({ 'X-Forwarded-For': '41.32.0.1' }, '127.0.0.1');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(body).toEqual({ isInMiddleEastOrAfrica: true });
  });

  it('answers false for a visitor elsewhere', async () => {
    const { response, body } = await ask({ 'X-Forwarded-For': '8.8.8.8' }, '127.0.0.1');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(body).toEqual({ isInMiddleEastOrAfrica: false });
  });

  it("takes the proxy's country header over the address", async () => {
    expect((await ask({ 'CF-IPCountry': 'AE', 'X-Forwarded-For': '8.8.8.8' })).body).toEqual({
      isInMiddleEastOrAfrica: true,
    });
    expect((await ask({ 'CF-IPCountry': 'DE', 'X-Forwarded-For': '41.32.0.1' })).body).toEqual({
      isInMiddleEastOrAfrica: false,
    });
  });

  it('falls back to the socket address without X-Forwarded-For', async () => {
    expect((await ask({}, '5.156.0.1')).body).toEqual({ isInMiddleEastOrAfrica: true });
  });

  it.each([
    [{}, undefined],
    [{}, '127.0.0.1'],
    [{ 'X-Forwarded-For': 'garbage, ::zz, 999.1.1.1' }, 'not-an-ip'],
    [{ 'X-Forwarded-For': '10.0.0.1' }, '192.168.1.1'],
    [{ 'CF-IPCountry': 'XX' }, '::1'],
    [{ 'CF-IPCountry': '\u00ff\u00fe' }, ''],
  ])('answers false, not an error, for odd input %j %j', async (headers, clientAddress) => {
    const { response, body } = await ask(headers, clientAddress);
    expect(response.status).toBe(200);
    expect(body).toEqual({ isInMiddleEastOrAfrica: false });
  });
});
