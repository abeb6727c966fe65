import type { LoaderFunctionArgs } from '@remix-run/node';

import { accountProfile } from '~/accounts/account.server';
import { withApiUser } from '~/auth/api.server';
import { db } from '~/db/client.server';

/** GET /api/account/profile (docs/product.md#api) → { data: { profile: { name, email, phone, createdAt } } }. */
export function loader({ request }: LoaderFunctionArgs) {
  return withApiUser(request, async (user) => ({ profile: await accountProfile(db(), user.id) }));
}

export const action = loader;
