import { afterEach, describe, expect, it } from 'vitest';

import { enablePreviewCookie, isPreview } from './preview.server';

const saved = process.env.SESSION_SECRET;
afterEach(() => {
  process.env.SESSION_SECRET = saved;
});

const withCookie = (cookie: string) =>
  new Request('http://localhost/', { headers: { Cookie: cookie } });
// What `createCookie` writes for `true` with no signature: base64 of the JSON.
const unsigned = `preview=${Buffer.from(JSON.stringify(true)).toString('base64')}`;

describe('the preview cookie', () => {
  it('is signed, and an unsigned or forged one is not preview', async () => {
    process.env.SESSION_SECRET = 'a'.repeat(32);
    const signed = (await enablePreviewCookie()).split(';')[0]!;
    expect(await isPreview(withCookie(signed))).toBe(true);
    expect(await isPreview(withCookie(unsigned))).toBe(false);
  });

  it('with an empty secret, is never made unsigned nor believed', async () => {
    for (const secret of ['', ' , ']) {
      process.env.SESSION_SECRET = secret;
      expect(await isPreview(withCookie(unsigned))).toBe(false);
      await expect(enablePreviewCookie()).rejects.toThrow('SESSION_SECRET is not set');
    }
  });
});
