import type { ActionFunctionArgs } from '@remix-run/node';

import { db } from '~/db/client.server';
import { failed, json, jsonError, methodNotAllowed } from '~/lib/http.server';
import { startCardChange } from '~/plans/card-change.server';
import { stripeClient } from '~/stripe/stripe.server';

import { planOrderOf } from './plan-order.server';

export function loader() {
  return methodNotAllowed('POST');
}

/**
 * POST /account/plans/<order>/setup-intent (docs/decisions/0094): the SetupIntent the owner saves
 * a new card for their plan with (started, or the open one again): 200 `{ clientSecret }`; 409
 * `{ error: 'no-plan' }` when the plan charges nothing more; 404 for anyone but the owner.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return loader();
  const owned = await planOrderOf(request, params);
  if (!owned) return jsonError(404, 'No such plan.');
  const { user, orderId } = owned;
  try {
    const started = await startCardChange(db(), stripeClient(), orderId, {
      kind: 'student',
      email: user.email,
    });
    if (!started.ok) return jsonError(409, started.reason);
    return json({ clientSecret: started.clientSecret });
  } catch (error) {
    return failed('Card change could not be started', error, 'The card form could not be started.');
  }
}
