/**
 * What the monthly-plan routes (/account/plans/<order>/...) open with: the signed-in student (to
 * the sign-in page otherwise) and the order in the address, only if it is theirs; anyone else's
 * order, or an unknown one, is answered as not found.
 */
import type { Params } from '@remix-run/react';

import { receiptOwnerOf } from '~/accounts/account.server';
import { requireUser } from '~/auth/login-session-cookie.server';
import { db } from '~/db/client.server';
import { ownsOrder } from '~/plans/student-payment.server';

/** The student and the order's id; null when the order is not theirs. */
export async function planOrderOf(request: Request, params: Params) {
  const user = await requireUser(request);
  const orderId = params.orderId ?? '';
  if (!(await ownsOrder(db(), await receiptOwnerOf(db(), user.id), orderId))) return null;
  return { user, orderId };
}

/** As planOrderOf, for a page: a 404 when the order is not the student's. */
export async function requirePlanOrder(request: Request, params: Params) {
  const owned = await planOrderOf(request, params);
  if (!owned) throw new Response('Not Found', { status: 404 });
  return owned;
}
