import { timingSafeEqual } from 'node:crypto';

import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { urlSearchParamPreviewSecret, validatePreviewUrl } from '@sanity/preview-url-secret';

import { disablePreviewCookies, enablePreviewCookie } from '~/content/preview.server';
import { previewClient } from '~/content/source.server';
import { env } from '~/lib/env.server';
import { failed, jsonError, NO_STORE } from '~/lib/http.server';
import { safeRedirectPath } from '~/lib/safe-redirect';

function secretMatches(given: string | null, expected: string) {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /api/preview turns preview mode on for this browser, two ways (docs/decisions/0029):
 * - hosted content: the Studio's Presentation tool opens `?sanity-preview-secret=...&
 *   sanity-preview-pathname=/path`; the secret is one it stored in the dataset a moment ago,
 *   checked there with the read token (@sanity/preview-url-secret). The cookie is the framed kind.
 * - the bundled dataset (no Sanity project, so no Studio to ask): the developers' PREVIEW_SECRET,
 *   `?secret=...&redirectTo=/path`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { PREVIEW_SECRET, SANITY_PROJECT_ID, SANITY_API_READ_TOKEN } = env();
  const url = new URL(request.url);
  if (SANITY_PROJECT_ID) {
    if (!SANITY_API_READ_TOKEN) {
      return jsonError(404, 'Preview is not configured (set SANITY_API_READ_TOKEN)');
    }
    if (!url.searchParams.get(urlSearchParamPreviewSecret)) {
      return jsonError(400, 'Open the preview from the Studio (Presentation tool)');
    }
    let result;
    try {
      result = await validatePreviewUrl(previewClient(), request.url);
    } catch (error) {
      return failed('Checking the preview secret with Sanity failed', error, 'Try again later');
    }
    if (!result.isValid) return jsonError(401, 'Invalid preview secret');
    return redirect(safeRedirectPath(result.redirectTo ?? '/'), {
      headers: { ...NO_STORE, 'Set-Cookie': await enablePreviewCookie({ framed: true }) },
    });
  }
  if (!PREVIEW_SECRET) {
    return jsonError(404, 'Preview is not configured (set PREVIEW_SECRET)');
  }
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
  const headers = new Headers(NO_STORE);
  for (const cookie of await disablePreviewCookies()) headers.append('Set-Cookie', cookie);
  return redirect(safeRedirectPath(form?.get('redirectTo') ?? null), { headers });
}
