import { env } from '~/lib/env.server';

import standInScript from '../../../mocks/stripe-js/stripe.js?raw';

/**
 * GET /mocks/stripe.js: the `window.Stripe` stand-in (mocks/stripe-js/stripe.js), only when
 * MOCKS=true; otherwise this path does not exist.
 */
export function loader() {
  if (!env().MOCKS) throw new Response('Not Found', { status: 404 });
  return new Response(standInScript, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
