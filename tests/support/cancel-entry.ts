/**
 * The tests of entering a cancellation received by e-mail on /staff/orders/<id>: the paid-orders
 * harness with a staff member signed in, the page's clock, the paid order, the page's two steps
 * and what the entry left.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';

import type { StaffCancelAnswer } from '~/cancellations/staff-entry';

import { signedInUser, uniqueEmail } from './auth';
import { resetDatabase } from './database';
import { paidOrdersHarness } from './paid-orders';
import { post } from './staff-order-route';
import { customer } from './stripe';

export const LA = 'America/Los_Angeles';

/**
 * Clinical 1's April 2027 session starts on Thursday 15 April; Los Angeles is on daylight time
 * (UTC−7). "Now", for the page, is noon of Saturday 10 April there unless a case says otherwise.
 */
export const NOW = '2027-04-10T19:00:00Z';

/** The page's clock at `now` (Date only: timers, and the database's clock, stay real). */
export function clockAt(now: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
}

/** The form's fields: Clinical 1, to the card, received at `received` in Los Angeles. */
export const entry = (received: string, more: Record<string, string> = {}) => ({
  courseId: 'clinical1',
  received,
  destination: 'card',
  ...more,
});

export async function cancelEntryHarness() {
  const { sql, paidOrder: paid, refundsAtStripe } = await paidOrdersHarness();

  afterEach(() => {
    vi.useRealTimers();
  });

  /** The staff member who enters the cancellation, signed in afresh for each test. */
  const staff = { email: '', cookie: '' };

  // Each test on an empty database: the session's seats are few.
  beforeEach(async () => {
    await resetDatabase(sql);
    Object.assign(staff, await signedInUser(sql, { staff: true }));
  });

  /** Clinical 1 bought (its 2027-04 session booked) and paid by card, fulfilled by the webhook. */
  async function paidOrder() {
    const buyer = { ...customer, email: uniqueEmail('buyer') };
    return { ...(await paid(['clinical1'], { customer: buyer })), email: buyer.email };
  }

  /** Step 1, then step 2 with the quote shown, as the page's two forms post them. */
  async function quoteThenConfirm(orderId: string, fields: Record<string, string>) {
    const quoted = await post(staff.cookie, orderId, { intent: 'cancel-quote', ...fields });
    expect(quoted.status).toBe(200);
    const { quote } = quoted.body as StaffCancelAnswer;
    const confirmed = await post(staff.cookie, orderId, {
      intent: 'cancel-confirm',
      ...fields,
      expectedPercent: String(quote!.percent),
      expectedCents: String(quote!.amountCents),
    });
    return { quote: quote!, confirmed };
  }

  /** The same fields posted at either step, the quote first, by staff unless told otherwise. */
  async function atEitherStep(
    orderId: string,
    fields: Record<string, string>,
    cookie: string = staff.cookie,
  ) {
    const answers = [];
    for (const intent of ['cancel-quote', 'cancel-confirm']) {
      answers.push(await post(cookie, orderId, { intent, ...fields }));
    }
    return answers;
  }

  const cancellationRows = (orderId: string) =>
    sql`
      select course_id, channel, requested_at, actor_kind, actor, session_key, percent,
             amount_cents, destination
      from cancellations where order_id = ${orderId}`;
  const seatOf = async (orderId: string) =>
    (
      await sql<{ status: string }[]>`
        select status from session_seats where order_id = ${orderId} and course_id = 'clinical1'`
    )[0]?.status;

  return {
    sql,
    staff,
    paidOrder,
    quoteThenConfirm,
    atEitherStep,
    cancellationRows,
    seatOf,
    refundsAtStripe,
  };
}
