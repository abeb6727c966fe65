/**
 * What makes two payment requests the same order: an identical request (a double click, a retry)
 * finds the open order with its fingerprint (order-placement.server.ts); any change in what is
 * paid, by whom, or how, is another order and another intent.
 */
import { createHash } from 'node:crypto';

import type { PlanTerms } from '~/prices/plan-schedule';

import type { Customer } from './registration-form';
import type { ChosenSession } from './selection-sessions';

export function orderFingerprint(order: {
  customer: Customer;
  items: readonly string[];
  amountCents: number;
  currency: string;
  sessions: readonly ChosenSession[];
  userId: string | null;
  repeatConfirmed: boolean;
  creditCents: number;
  plan: PlanTerms | null;
}): string {
  const { customer, userId, repeatConfirmed, creditCents, plan } = order;
  return createHash('sha256')
    .update(
      JSON.stringify([
        customer.email.toLowerCase(),
        customer.email,
        customer.name,
        customer.phone,
        order.items,
        order.amountCents,
        order.currency,
        order.sessions.map((session) => `${session.courseId}:${session.sessionKey}`),
        // A signed-in order is never reused by an anonymous request with the same details.
        ...(userId ? [userId] : []),
        ...(repeatConfirmed ? ['repeat'] : []),
        // Another amount of credit is another order (and intent amount).
        ...(creditCents ? ['credit', creditCents] : []),
        // Paid monthly is another order, and another intent (the first payment, a saved card).
        ...(plan ? ['monthly', plan.months, plan.feeCents] : []),
      ]),
    )
    .digest('hex');
}
