import { createCookie } from '@remix-run/node';
import { parse as parseCookies } from 'cookie';

import { cookieSecrets } from '~/lib/secrets.server';

/**
 * The signed `preview` cookie. Turned on from the Studio's Presentation tool, the site runs in
 * the Studio's frame, on another site: the cookie must then be `SameSite=None; Secure` to be sent
 * there at all, and `Partitioned` (CHIPS) so that it lives only in frames under the Studio, not
 * when the site is visited on its own. Turned on with the developers' secret URL (bundled
 * dataset), it is a first-party Lax cookie as before.
 */
function previewCookie(framed = false) {
  return createCookie('preview', {
    path: '/',
    httpOnly: true,
    ...(framed
      ? { sameSite: 'none', secure: true, partitioned: true }
      : { sameSite: 'lax', secure: process.env.NODE_ENV === 'production' }),
    secrets: cookieSecrets(),
    // A preview session ends with the browser session.
  });
}

/** Whether this browser turned preview mode on (from the Studio, or the developers' URL). */
export async function isPreview(request: Request): Promise<boolean> {
  const header = request.headers.get('Cookie');
  if (!header || !Object.hasOwn(parseCookies(header), 'preview')) return false;
  // No secret to check a signature with: no preview (never an unsigned cookie's word).
  if (!process.env.SESSION_SECRET?.replace(/[\s,]/g, '')) return false;
  return (await previewCookie().parse(header)) === true;
}

/** `framed`: for the Studio's Presentation tool, which shows the site in a frame. */
export async function enablePreviewCookie({ framed = false } = {}): Promise<string> {
  return previewCookie(framed).serialize(true);
}

/** Ends both kinds (the attributes must match for the browser to drop a partitioned cookie). */
export async function disablePreviewCookies(): Promise<string[]> {
  return Promise.all([
    previewCookie(false).serialize(false, { maxAge: 0 }),
    previewCookie(true).serialize(false, { maxAge: 0 }),
  ]);
}
