import { timingSafeEqual } from 'node:crypto';

import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';

import { disablePreviewCookie, enablePreviewCookie } from '~/content/preview.server';
import { env } from '~/env.server';
import { jsonError, NO_STORE } from '~/lib/http.server';
import { safeRedirectPath } from '~/lib/safe-redirect';

function secretMatches(given: string | null, expected: string) {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /api/preview?secret=...&redirectTo=/path turns preview mode on for this browser. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { PREVIEW_SECRET } = env();
  if (!PREVIEW_SECRET) {
    return jsonError(404, 'Preview is not configured (set PREVIEW_SECRET)');
  }
  const url = new URL(request.url);
  if (!secretMatches(url.searchParams.get('secret'), PREVIEW_SECRET)) {
    return jsonError(401, 'Invalid preview secret');
  }
  return redirect(safeRedirectPath(url.searchParams.get('redirectTo')), {
    headers: { ...NO_STORE, 'Set-Cookie': await enablePreviewCookie() },
  });
}

/** POST /api/preview turns preview mode off (the banner's button). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  return redirect(safeRedirectPath(form?.get('redirectTo') ?? null), {
    headers: { ...NO_STORE, 'Set-Cookie': await disablePreviewCookie() },
  });
}
