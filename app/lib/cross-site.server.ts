/**
 * Cross-site request forgery: a page on another site can make a visitor's browser post a form
 * here, with the visitor's cookies when they are Lax and the post is a top-level navigation.
 * Every state-changing request whose browser says it comes from another site is refused
 * (docs/decisions/0022). Requests with neither header (servers, scripts, old browsers) pass:
 * they carry no visitor's cookies, or SameSite=Lax stops them.
 */

/** Posted to by other sites' servers, and checked otherwise (Stripe's signature). */
const EXEMPT_PATHS = new Set(['/api/stripe/webhook']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the request changes state on behalf of another site: `Sec-Fetch-Site: cross-site`,
 * or an `Origin` that is neither this host nor `siteOrigin` (SITE_URL's origin, which a TLS
 * proxy in front may make differ from the scheme the server sees).
 */
export function isCrossSiteWrite(request: Request, siteOrigin: string | undefined): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const url = new URL(request.url);
  if (EXEMPT_PATHS.has(url.pathname)) return false;
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  if (origin === siteOrigin) return false;
  try {
    return new URL(origin).host !== url.host;
  } catch {
    // 'null' (a sandboxed frame, a privacy-sensitive redirect) or garbage.
    return true;
  }
}
