import type { ActionFunctionArgs } from '@remix-run/node';

import { db } from '~/db/client.server';
import { failed, json, jsonError, methodNotAllowed } from '~/lib/http.server';
import { startStudentPayment } from '~/plans/student-payment.server';
import { stripeClient } from '~/stripe/stripe.server';

import { planOrderOf } from './plan-order.server';

export function loader() {
  return methodNotAllowed('POST');
}

/**
 * POST /account/plans/<order>/payment-intent (docs/decisions/0073): the PaymentIntent the owner
 * pays their plan's failed payment with (started, or the open one again): 200
 * `{ clientSecret, amountCents }`; 409 `{ error: 'nothing-to-pay' | 'processing' }`; 404 for
 * anyone but the order's owner.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return loader();
  const owned = await planOrderOf(request, params);
  if (!owned) return jsonError(404, 'No such plan.');
  const { orderId } = owned;
  try {
    const started = await startStudentPayment(db(), stripeClient(), orderId);
    if (!started.ok) {
      return jsonError(409, started.reason === 'processing' ? 'processing' : 'nothing-to-pay');
    }
    return json({ clientSecret: started.clientSecret, amountCents: started.amountCents });
  } catch (error) {
    return failed('Plan payment could not be started', error, 'The payment could not be started.');
  }
}
