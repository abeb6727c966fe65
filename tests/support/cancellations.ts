/**
 * Tests of cancelling a paid course: the paid-orders harness, the policy, and readers of what a
 * cancellation left (refund rows, the log, the seat, the e-mails, Stripe's refunds).
 */
import type Stripe from 'stripe';

import { cancelCourse, type CancelRequest } from '~/cancellations/cancel.server';
import { loadCancelPolicy } from '~/cancellations/policy.server';

import { paidOrdersHarness, quiet } from './paid-orders';
import { customer } from './stripe';

/** Clinical 1's April 2027 session starts on Thursday 15 April (Pacific daylight time, UTC−7). */
export const CLINICAL1_DAYS_BEFORE = {
  16: '2027-03-30T19:00:00Z',
  '15, its last instant': '2027-04-01T06:59:59.999Z',
  '14, its first instant': '2027-04-01T07:00:00Z',
  8: '2027-04-07T19:00:00Z',
  '7, its last instant': '2027-04-09T06:59:59.999Z',
  '6, its first instant': '2027-04-09T07:00:00Z',
} as const;

export const student = { kind: 'student' as const, email: customer.email };

export async function cancellationHarness() {
  const harness = await paidOrdersHarness();
  const { sql, stripe } = harness;
  const policy = await loadCancelPolicy();

  /** An order paid (by a test card's number, Visa by default) and fulfilled by its webhook. */
  const paidOrder = (items: string[], card?: string) => harness.paidOrder(items, { card });

  /** The student cancels the course at an instant, to the card unless told otherwise. */
  const cancel = (
    orderId: string,
    courseId: string,
    at: string,
    more: Partial<CancelRequest> = {},
    client: Stripe = stripe,
  ) =>
    cancelCourse(
      {
        orderId,
        courseId,
        channel: 'account',
        requestedAt: new Date(at),
        actor: student,
        destination: 'card',
        ownerEmail: customer.email,
        ...more,
      },
      { sql, stripe: client, policy, log: quiet },
    );

  const refundRows = (orderId: string) =>
    sql<{ amount_cents: number; status: string; stripe_id: string | null }[]>`
      select amount_cents, status, stripe_id from order_payments
      where order_id = ${orderId} and kind = 'refund' order by created_at, id`;
  const logOf = async (orderId: string) =>
    (
      await sql<{ event: string }[]>`
        select event from order_log where order_id = ${orderId} order by id`
    ).map((row) => row.event);
  const seatOf = async (orderId: string, courseId: string) =>
    (
      await sql<{ status: string }[]>`
        select status from session_seats where order_id = ${orderId} and course_id = ${courseId}`
    )[0]?.status;
  const emails = () =>
    sql<
      {
        kind: string;
        to_address: string;
        subject: string;
        text_body: string;
        calendar: string | null;
      }[]
    >`select kind, to_address, subject, text_body, calendar from outbox_emails order by id`;
  const stripeRefunds = async (intentId: string) =>
    (await stripe.refunds.list({ payment_intent: intentId, limit: 100 })).data;

  return {
    ...harness,
    policy,
    paidOrder,
    cancel,
    refundRows,
    logOf,
    seatOf,
    emails,
    stripeRefunds,
  };
}
