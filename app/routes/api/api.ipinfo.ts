import type { LoaderFunctionArgs } from '@remix-run/node';

import { isRequestFromMiddleEastOrAfrica } from '~/geo/location.server';
import { json } from '~/lib/http.server';

/**
 * GET /api/ipinfo → { isInMiddleEastOrAfrica } (docs/product.md#api). The answer is about this visitor, so no
 * cache may keep it; an address that cannot be located answers false, never an error.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  let isInMiddleEastOrAfrica = false;
  try {
    isInMiddleEastOrAfrica = isRequestFromMiddleEastOrAfrica(request, context);
  } catch (error) {
    console.warn('Location lookup failed:', error);
  }
  return json({ isInMiddleEastOrAfrica }, 200, { 'Cache-Control': 'private, no-store' });
}
