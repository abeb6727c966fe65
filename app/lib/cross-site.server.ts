/**
 * Cross-site request forgery: a page on another site can make a visitor's browser post a form
 * here, with the visitor's cookies when they are Lax and the post is a top-level navigation.
 * Every state-changing request whose browser says it comes from another site is refused
 * (docs/decisions/0022). Requests with neither header (servers, scripts, old browsers) pass:
 * they carry no visitor's cookies, or SameSite=Lax stops them.
 */

/** Posted to by other sites' servers, and checked otherwise (Stripe's, Sanity's signature). */
const EXEMPT_PATHS = new Set(['/api/stripe/webhook', '/api/sanity/webhook']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the request changes state on behalf of another site: `Sec-Fetch-Site: cross-site`,
 * or an `Origin` whose host is not the request's `Host` (the scheme may differ: a TLS proxy in
 * front). The same comparison Remix makes before an action, which it answers with a 500.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const url = new URL(request.url);
  if (EXEMPT_PATHS.has(url.pathname)) return false;
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  try {
    return new URL(origin).host !== url.host;
  } catch {
    // 'null' (a sandboxed frame, a privacy-sensitive redirect) or garbage.
    return true;
  }
}
