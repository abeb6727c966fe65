/**
 * A paid order as its e-mails tell it (emails.ts, academy-emails.ts): the buyer, the amounts,
 * a plan's schedule, and the sessions its seats were booked for, named from content.
 */
import { planSchedule } from '~/prices/plan-schedule';

import { type OrderRow, planTermsOfOrder } from '../orders/intent-order.server';
import type { OrderContext } from '../orders/transitions.server';
import type { PaidOrder } from './emails';

export function paidOrderOf(
  order: OrderRow,
  /** The intent that paid it; null for an order its credit paid in full. */
  intentId: string | null,
  /** The session key booked for each course. */
  booked: Readonly<Record<string, string>>,
  courseSessions: OrderContext['courseSessions'],
): PaidOrder {
  const terms = planTermsOfOrder(order);
  const schedule =
    terms && planSchedule({ priceCents: order.amount_cents, ...terms, start: order.created_at });
  const plan = schedule && {
    firstCents: schedule[0]!.amountCents,
    count: schedule.length - 1,
    monthlyCents: schedule[1]!.amountCents,
    totalCents: schedule.reduce((total, payment) => total + payment.amountCents, 0),
    nextDueDate: schedule[1]!.dueDate,
  };
  return {
    id: order.id,
    name: order.name,
    email: order.email,
    phone: order.phone,
    selectedItems: order.selected_items,
    courseIds: order.course_ids,
    amountCents: order.amount_cents,
    creditCents: order.credit_cents,
    paymentIntentId: intentId,
    language: order.language,
    ...(plan && { plan }),
    sessions: Object.entries(booked).flatMap(([courseId, key]) => {
      const session = courseSessions[courseId]?.find((candidate) => candidate.key === key);
      return session
        ? [
            {
              courseId,
              dateText: session.dateText,
              startDate: session.startDate,
              endDate: session.endDate,
              location: session.location,
            },
          ]
        : [];
    }),
  };
}
