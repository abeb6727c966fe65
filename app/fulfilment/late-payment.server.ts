/**
 * A payment for an unpaid order whose hold is over (docs/decisions/0091). The order kept its
 * prices and seats for the life of its holds (0066); a payment that arrives after they lapsed
 * (confirmed without /api/payment-check, or racing the job that ends the order) completes it
 * only when the price of the moment is still what was paid and its seats still have room and
 * are still open. Otherwise nothing is granted: the order ends refunded (never completed), the
 * whole payment is asked back from Stripe under the key `late-payment-<intent>` (its ledger
 * row written in this transaction, so once), and the buyer and the academy are e-mailed.
 *
 * An order's hold is over when none of its seats is held any longer (a seat released by a
 * declined card keeps its time: the buyer may still try another card until then); an order
 * without a seat has none, and its hold is the window in which a repeated request offers its
 * payment again (REUSE_WINDOW_MINUTES).
 */
import type Stripe from 'stripe';

import type { Queryable } from '~/db/client.server';
import { queueComposedEmail } from '~/email/outbox.server';
import { releaseOrderSeats, seatsWithoutRoom } from '~/sessions/seat-bookings.server';

import { intentActor, noted, type OrderRow, type Tx } from '../orders/intent-order.server';
import { logOrderEvent } from '../orders/ledger.server';
import { returnOrderCredit } from '../orders/order-credit.server';
import { type OrderContext, orderRefunded } from '../orders/transitions.server';
import { REUSE_WINDOW_MINUTES } from '../orders/unpaid-window';
import type { PriceList } from '../prices/price-list';
import { priceSelection } from '../prices/selection-price';
import { refundableCharges, requestRefunds } from '../refunds/lifecycle.server';
import { type LateChange, lateRefundEmail, lateRefundNoteEmail } from './late-payment-emails';

/** The refunds' idempotency keys: `late-payment-<PaymentIntent>`, one refund per payment. */
export const KEY_PREFIX = 'late-payment';

/** SQL: the hold of the order aliased `o` is over (see the header). */
export const holdOver = (sql: Queryable) => sql`
  case when exists (select 1 from session_seats s where s.order_id = o.id)
    then not exists (select 1 from session_seats s where s.order_id = o.id and s.held_until > now())
    else o.created_at < now() - make_interval(mins => ${REUSE_WINDOW_MINUTES})
  end`;

/**
 * What changed for a payment of the order now, or null when it may complete as usual: its hold
 * still runs, or the price and seats of the moment are what it was placed with. The seats'
 * sessions are checked under their locks, held until the transaction ends.
 */
export async function lateChange(
  tx: Tx,
  order: OrderRow,
  priceList: PriceList,
  step: 'price' | 'seat',
): Promise<LateChange | null> {
  const [row] = await tx<{ over: boolean }[]>`
    select ${holdOver(tx)} as over from orders o where o.id = ${order.id}`;
  if (!row?.over) return null;
  if (step === 'price') {
    const seats = await tx<{ course_id: string; session_key: string }[]>`
      select course_id, session_key from session_seats where order_id = ${order.id}`;
    const sessions = Object.fromEntries(seats.map((seat) => [seat.course_id, seat.session_key]));
    const today = priceSelection(priceList, order.selected_items, sessions);
    if (!today.ok) return { kind: 'price', nowCents: null };
    return today.amountCents === order.amount_cents
      ? null
      : { kind: 'price', nowCents: today.amountCents };
  }
  const { seats, full } = await seatsWithoutRoom(tx, order.id);
  const closed = seats.some(
    (seat) =>
      !priceList.courses
        .find((course) => course.courseId === seat.courseId)
        ?.sessions.some((session) => session.key === seat.sessionKey && session.bookable),
  );
  return full.length > 0 || closed ? { kind: 'seat' } : null;
}

/**
 * Ends the order without completing it: refunded (its refund asked for in full), its seats and
 * credit given back, logged, and both e-mails queued. The caller holds the order's row lock and
 * asks Stripe after commit (issueLateRefunds).
 */
export async function refuseLatePayment(
  tx: Tx,
  order: OrderRow,
  intent: Stripe.PaymentIntent,
  change: LateChange,
  context: OrderContext,
): Promise<void> {
  const actor = intentActor(context);
  const reason =
    change.kind === 'price'
      ? 'Paid after its hold lapsed, and the price changed: refunded in full'
      : 'Paid after its hold lapsed, and its seat is gone: refunded in full';
  // Refunded, never completed (completed_at stays null): nothing was sold, and no receipt is
  // issued for it (app/receipts/issue.server.ts).
  await orderRefunded(tx, order.id, { intentId: intent.id, unsold: reason });
  await releaseOrderSeats(tx, order.id);
  await returnOrderCredit(tx, order.id, actor);
  const charge = (await refundableCharges(tx, order.id)).find(
    (candidate) => candidate.stripeId === intent.id,
  );
  if (charge && charge.leftCents > 0) {
    await requestRefunds(tx, order.id, {
      parts: [{ charge, amountCents: charge.leftCents }],
      currency: intent.currency,
      keyPrefix: KEY_PREFIX,
    });
  }
  const fresh = await logOrderEvent(tx, order.id, {
    event: 'refund-issued',
    actor,
    details: {
      intentId: intent.id,
      amountCents: intent.amount_received,
      reason: change.kind === 'price' ? 'late-payment-price-changed' : 'late-payment-seat-gone',
      ...(change.kind === 'price' && { priceNowCents: change.nowCents }),
    },
    dedupeKey: `${KEY_PREFIX}:${intent.id}`,
  });
  if (!fresh) return;
  const refused = {
    ...noted(order, intent.id),
    language: order.language,
    selectedItems: order.selected_items,
    paidCents: intent.amount_received,
  };
  await queueComposedEmail(tx, lateRefundEmail(refused, change, context), context.academy);
  await queueComposedEmail(tx, lateRefundNoteEmail(refused, change, context), context.academy);
}
