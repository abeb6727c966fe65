import type { ActionFunctionArgs } from '@remix-run/node';

import { receiptOwnerOf } from '~/accounts/account.server';
import { requireUser } from '~/auth/login-session-cookie.server';
import { db } from '~/db/client.server';
import { failed, json, jsonError, methodNotAllowed } from '~/lib/http.server';
import { ownsOrder, startStudentPayment } from '~/plans/student-payment.server';
import { stripeClient } from '~/stripe/stripe.server';

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
  const user = await requireUser(request);
  const orderId = params.orderId ?? '';
  if (!(await ownsOrder(db(), await receiptOwnerOf(db(), user.id), orderId))) {
    return jsonError(404, 'No such plan.');
  }
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
