import type { LoaderFunctionArgs } from '@remix-run/node';

import { accountBookings } from '~/accounts/account.server';
import { withApiUser } from '~/auth/api.server';
import { db } from '~/db/client.server';
import { loadPriceList } from '~/prices/price-list.server';

/**
 * GET /api/account/sessions → { data: [{ courseId, sessionKey, dateText, startDate, endDate,
 * location }] }: the sessions the student has a seat in (active courses keep docs/product.md#api's shape).
 */
export function loader({ request }: LoaderFunctionArgs) {
  return withApiUser(request, async (user) =>
    accountBookings(db(), user.id, await loadPriceList()),
  );
}

export const action = loader;
