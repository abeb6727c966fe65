import { hasSessionCookie } from '~/auth/session-cookie.server';
import { isPreview } from '~/content/preview.server';

/**
 * Pages anyone may see are cached briefly by shared caches and served stale while refreshed;
 * a page rendered for one person (preview, a signed-in user) is never stored.
 */
export async function cacheControlFor(request: Request): Promise<string> {
  // A signed-in page greets its user: the session cookie is enough to tell (no query needed).
  if (hasSessionCookie(request) || (await isPreview(request))) return 'private, no-store';
  return 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
}
