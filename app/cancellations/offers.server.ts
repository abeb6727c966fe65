/**
 * What /account offers a student to cancel: each course granted to their address, with the
 * policy's answer today (assessment.ts), read the way cancelCourse reads it when they confirm.
 */
import type { Queryable } from '~/db/client.server';
import { normalizeEmail } from '~/lib/email-address';
import { refundableCharges } from '~/refunds/lifecycle.server';

import { assessCancellation, type CancelPolicy } from './assessment';
import { lineFacts, splitReturn } from './cancel.server';
import type { CancelOffer } from './offers';

export async function cancelOffers(
  sql: Queryable,
  email: string,
  now: Date,
  policy: CancelPolicy,
): Promise<Record<string, CancelOffer>> {
  const grants = await sql<{ course_id: string; order_id: string }[]>`
    select course_id, order_id from course_grants where email_normalized = ${normalizeEmail(email)}`;
  const offers = await Promise.all(
    grants.map(async (grant) => {
      const facts = await lineFacts(sql, grant.order_id, grant.course_id);
      // An order from before the ledger whose lines are not written yet: nothing to offer.
      // A program paid monthly is cancelled as a whole, from its plan (0074).
      if (!facts || facts.cancelled || facts.inPlan) return null;
      const assessed = assessCancellation(grant.course_id, facts.line, now, policy);
      const cardCents =
        assessed.kind === 'cancellable'
          ? splitReturn(assessed.amountCents, 'card', await refundableCharges(sql, grant.order_id))
              .cardCents
          : undefined;
      return [grant.course_id, { orderId: grant.order_id, cardCents, ...assessed }] as const;
    }),
  );
  return Object.fromEntries(offers.filter((offer) => offer !== null));
}
