import type { LoaderFunctionArgs } from '@remix-run/node';

import { accountActiveCourses } from '~/accounts/account.server';
import { withApiUser } from '~/auth/api.server';
import { db } from '~/db/client.server';

/** GET /api/account/active-courses (docs/product.md#api) → { data: { module1: true, ... } }. */
export function loader({ request }: LoaderFunctionArgs) {
  return withApiUser(request, (user) => accountActiveCourses(db(), user.id));
}

export const action = loader;
