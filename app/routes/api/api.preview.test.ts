/**
 * GET /api/preview with hosted content: the secret is made as the Studio's Presentation tool
 * makes it (@sanity/preview-url-secret's own `createPreviewSecret`, stored in the dataset), the
 * dataset being the loopback stand-in of Sanity's API (mocks/sanity-api), which the site's
 * client reaches through SANITY_API_HOST. The check is the library's `validatePreviewUrl`.
 */
import { afterAll, describe, expect, it } from 'vitest';

import { storePreviewSecret } from '../../../mocks/sanity-api/presentation';
import { startSanityApiStandIn } from '../../../mocks/sanity-api/server';
import { expectConsoleError } from '../../../tests/support/console';
import { routeArgs } from '../../../tests/support/routes';
import { action, loader } from './api.preview';

const TOKEN = 'sk-read-token-of-the-site';
const STUDIO = 'https://academy.sanity.studio';
const sanity = await startSanityApiStandIn({ dataset: 'production', token: TOKEN });
afterAll(() => sanity.close());

Object.assign(process.env, {
  SESSION_SECRET: 'a-session-secret-of-32-characters-or-more',
  SANITY_PROJECT_ID: 'stand-in',
  SANITY_DATASET: 'production',
  SANITY_API_READ_TOKEN: TOKEN,
  SANITY_API_HOST: sanity.url,
  SANITY_STUDIO_URL: STUDIO,
});

/** What the Presentation tool does when it opens the preview: store a fresh secret. */
const studioSecret = () =>
  storePreviewSecret({
    apiUrl: sanity.url,
    token: TOKEN,
    dataset: 'production',
    studioUrl: STUDIO,
  });

const open = (search: string) =>
  loader(routeArgs(new Request(`http://localhost/api/preview?${search}`)));

describe('GET /api/preview (hosted content, from the Studio)', () => {
  it('turns preview on with the secret the Studio stored, as a cookie that may be framed', async () => {
    const secret = await studioSecret();
    const response = await open(
      new URLSearchParams({
        'sanity-preview-secret': secret,
        'sanity-preview-pathname': '/courses',
      }).toString(),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/courses');
    const cookie = response.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/^preview=/);
    expect(cookie).toContain('SameSite=None');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Partitioned');
    // The secret was looked up in the dataset, with the token.
    expect(sanity.queries.at(-1)).toMatchObject({ params: { secret }, perspective: 'raw' });
  });

  it('refuses a forged secret, and one whose Studio copy is gone', async () => {
    await studioSecret();
    const forged = await open(
      'sanity-preview-secret=forged-secret-forged&sanity-preview-pathname=/',
    );
    expect(forged.status).toBe(401);
    expect(forged.headers.get('Set-Cookie')).toBeNull();

    const secret = await studioSecret();
    sanity.documents.splice(0, sanity.documents.length);
    const expired = await open(`sanity-preview-secret=${secret}`);
    expect(expired.status).toBe(401);
  });

  it('keeps the redirect on the site', async () => {
    const secret = await studioSecret();
    const response = await open(
      `sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent('https://evil.example/x')}`,
    );
    // The library keeps only the path of what it is given; never another site.
    expect(response.headers.get('Location')).toBe('/x');
  });

  it('does not take the developers’ shared secret, nor no secret at all', async () => {
    expect((await open('secret=e2e-preview-secret-0123456789&redirectTo=/')).status).toBe(400);
    expect((await open('')).status).toBe(400);
  });

  it('answers 503 when Sanity cannot be asked', async () => {
    const secret = await studioSecret();
    await sanity.close();
    expectConsoleError();
    const response = await open(`sanity-preview-secret=${secret}`);
    expect(response.status).toBe(503);
  });
});

describe('POST /api/preview', () => {
  it('ends both kinds of preview cookie', async () => {
    const response = await action(
      routeArgs(new Request('http://localhost/api/preview', { method: 'POST' })),
    );
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
    expect(cookies.some((cookie) => cookie.includes('Partitioned'))).toBe(true);
  });
});
