import { isPreview } from '~/content/preview.server';

import { hasLoginSessionCookie } from './login-session-cookie.server';

/**
 * Pages anyone may see are cached briefly by shared caches and served stale while refreshed;
 * a page rendered for one person (preview, a signed-in user) is never stored.
 */
export async function cacheControlFor(request: Request): Promise<string> {
  // A signed-in page greets its user: the session cookie is enough to tell (no query needed).
  if (hasLoginSessionCookie(request) || (await isPreview(request))) return 'private, no-store';
  return 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
}

/**
 * A page that shows seats left (/courses): rendered again by the page cache after seats change
 * (docs/decisions/0045 and 0089), so its own lifetime only bounds a shared cache in front, which
 * hears no such change: ten seconds, the page cache's own default (PAGE_CACHE_SECONDS).
 */
export async function seatPageCacheControl(request: Request): Promise<string> {
  const cacheControl = await cacheControlFor(request);
  return cacheControl.startsWith('public') ? 'public, max-age=0, s-maxage=10' : cacheControl;
}
