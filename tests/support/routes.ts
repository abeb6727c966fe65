/**
 * Calling route modules (app/routes) in tests as Remix calls them: typed arguments, form and
 * JSON posts, and `data()` / `redirect()` results read as status, headers and body.
 */
import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';

/** What Remix gives a loader or an action (the two have the same arguments). */
export type RouteArgs = LoaderFunctionArgs;

export function routeArgs(
  request: Request,
  { params = {}, context = {} }: { params?: RouteArgs['params']; context?: AppLoadContext } = {},
): RouteArgs {
  return { request, params, context };
}

/** A form post (application/x-www-form-urlencoded) to a path of the site. */
export function formPost(path: string, fields: Record<string, string>, headers: HeadersInit = {}) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
  });
}

/** A POST of `body` (JSON unless a string is given) to a path of the site. */
export function jsonPost(path: string, body: unknown, type = 'application/json') {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Remix's `data()` and `redirect()` results (or a Response) as status, headers and body. */
export function routeResult(result: unknown): { status: number; headers: Headers; body: unknown } {
  if (result instanceof Response) {
    return { status: result.status, headers: result.headers, body: null };
  }
  const value = result as { data: unknown; init: ResponseInit | null };
  return {
    status: value.init?.status ?? 200,
    headers: new Headers(value.init?.headers),
    body: value.data,
  };
}
