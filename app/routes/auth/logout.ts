import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';

import { endLoginSession } from '~/auth/login-session-cookie.server';

/**
 * Log out (docs/product.md#accounts): a POST, answered within about 2 seconds whatever the database does, always
 * clearing the cookie and going to /.
 */
export async function action({ request }: ActionFunctionArgs) {
  return redirect('/', {
    headers: { 'Set-Cookie': await endLoginSession(request), 'Cache-Control': 'no-store' },
  });
}

/** A GET (a typed URL, a prefetch) signs nobody out. */
export function loader() {
  return redirect('/');
}
