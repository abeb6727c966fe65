import type { LoaderFunctionArgs } from '@remix-run/node';

import { accountTransactions } from '~/accounts/account.server';
import { withApiUser } from '~/auth/api.server';
import { db } from '~/db/client.server';

/**
 * GET /api/account/transactions (docs/product.md#api) →
 * { data: [ { id, timestamp, selectedItems, amount (cents), status } ] }, newest first.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return withApiUser(request, (user) => accountTransactions(db(), user.id));
}

export const action = loader;
