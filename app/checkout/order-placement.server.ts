/**
 * A payment request's order, the credit it spends and its seat holds, placed in one transaction.
 * An identical request (the same fingerprint) within the reuse window finds its open order again;
 * whether that order's intent is reused is payment-intents.server.ts's to decide. An order its
 * credit pays in full is completed in the same transaction (docs/decisions/0061).
 */
import type postgres from 'postgres';

import type { Sql } from '~/db/client.server';
import { lockKey } from '~/db/locks.server';
import { oncePerRequest } from '~/db/once-per-request.server';
import type { Language } from '~/i18n/config';
import { englishText } from '~/i18n/english.server';
import type { PlanTerms } from '~/prices/plan-schedule';
import {
  fullWithoutLock,
  holdSeats,
  SessionFull,
  TooManyHolds,
} from '~/sessions/seat-holds.server';
import type { SeatRequest } from '~/sessions/seats.server';
import { liveOffer } from '~/sessions/waiting-list-offers.server';

import type { FulfilmentContext } from '../fulfilment/fulfilment.server';
import { completePaidByCredit } from '../fulfilment/order-completion.server';
import type { Actor } from '../orders/ledger.server';
import type { NewOrderLine } from '../orders/line-shares';
import { holdOrderCredit, returnOrderCredit } from '../orders/order-credit.server';
import { orderPlaced } from '../orders/transitions.server';
import { REUSE_WINDOW_MINUTES } from '../orders/unpaid-window';
import type { PriceList } from '../prices/price-list';
import { inEnglish, type PaymentRefusal } from './payment-refusals.server';
import { type ChosenSession, sessionFull } from './selection-sessions';

export const CURRENCY = 'usd';

interface OpenOrder {
  id: string;
  payment_intent_id: string | null;
  /** Paid in full by its credit, and completed as it was placed. */
  completed?: boolean;
}

/** The credit the order counts on is no longer the buyer's to spend: nothing was placed. */
class CreditUnavailable extends Error {
  constructor(readonly availableCents: number) {
    super('The credit is no longer available');
    this.name = 'CreditUnavailable';
  }
}

interface NewOrder {
  /** The page's language: the buyer's confirmation e-mail is written in it. */
  language: Language;
  userId: string | null;
  name: string;
  email: string;
  phone: string;
  items: string[];
  courseIds: string[];
  amountCents: number;
  /** The part of amountCents the buyer's credit pays (0: none); the card pays the rest. */
  creditCents: number;
  /** Its lines: each course's list price and share of the amount. */
  lines: NewOrderLine[];
  sessions: ChosenSession[];
  offerToken: string | null;
  repeatConfirmed: boolean;
  /** For the buyer's accountant, printed on the receipts (docs/decisions/0063). */
  practiceName: string | null;
  taxId: string | null;
  /** Paid monthly: the terms it was sold on (docs/decisions/0070); null when paid in full. */
  plan: PlanTerms | null;
  fingerprint: string;
}

/**
 * The refusal of an order for a session already full, read without a transaction: the buyer is
 * not queued behind the session's lock with everyone else it refuses (a sale's opening rush;
 * decision 0071). An offer's seat is counted as a place unless its token is claimed, so an order
 * with an offer is left to holdSeats. Null: placeOrder decides, under the lock.
 */
export async function fullBeforePlacing(
  sql: Sql,
  order: Pick<NewOrder, 'offerToken' | 'sessions' | 'email'>,
  courseNames: Record<string, string>,
  priceList: PriceList,
): Promise<PaymentRefusal | null> {
  if (order.offerToken) return null;
  const full = await fullWithoutLock(sql, order.sessions, order.email);
  return full ? fullRefusal(full, courseNames, priceList) : null;
}

/**
 * The order with its seats held, in one transaction: a session without a seat left rolls the
 * order back, and the buyer is told before any card is asked for. A live waiting-list offer
 * gives the order its seat; a lapsed or unknown one is no help, and no harm.
 */
export async function placeOrder(
  sql: Sql,
  order: NewOrder,
  options: {
    reuse: boolean;
    holdMinutes: number;
    from: { address: string; maxHolds: number } | null;
    /**
     * Spending credit (order.creditCents > 0): who spends it (the signed-in student), and what
     * completing an order the credit pays in full needs.
     */
    credit?: { actor: Actor; fulfilment: () => Promise<FulfilmentContext> };
    /**
     * An unpaid order of the buyer's this one replaces, whose PaymentIntent is canceled: its
     * credit goes back first, so this order can spend it.
     */
    replacing?: string | null;
  },
  courseNames: Record<string, string>,
  priceList: PriceList,
): Promise<{ ok: true; order: OpenOrder } | PaymentRefusal> {
  const credit = order.creditCents > 0 ? options.credit : undefined;
  if (order.creditCents > 0 && !credit) throw new Error('Spending credit needs its actor');
  // Content for the e-mails is read before the transaction, not while it holds locks.
  const fulfilment =
    credit && order.creditCents === order.amountCents ? await credit.fulfilment() : null;
  try {
    const placed = await sql.begin((tx) =>
      oncePerRequest(tx, async () => {
        // Looked at again once the transaction has its connection: in a rush every buyer's first
        // look comes before any hold is committed, and those who then wait for a connection
        // would otherwise queue behind the session's lock only to be refused (decision 0080).
        if (!order.offerToken) {
          const full = await fullWithoutLock(tx, order.sessions, order.email);
          if (full) throw new SessionFull(full);
        }
        const open = await findOrCreateOrder(tx, order, options);
        if (options.replacing && credit) {
          await returnOrderCredit(tx, options.replacing, credit.actor);
        }
        // The credit after the request's lock and before the seats' (app/db/locks.server.ts).
        if (credit) {
          const held = await holdOrderCredit(
            tx,
            {
              id: open.id,
              email: order.email,
              creditCents: order.creditCents,
              currency: CURRENCY,
            },
            credit.actor,
          );
          if (!held.ok) throw new CreditUnavailable(held.availableCents);
        }
        await holdSeats(tx, {
          orderId: open.id,
          email: order.email,
          seats: order.sessions,
          holdMinutes: options.holdMinutes,
          offer: order.offerToken ? await liveOffer(tx, order.offerToken) : null,
          from: options.from,
        });
        if (fulfilment && credit) {
          // No card to wait for: fulfilled now, as a paid card's webhook would.
          await completePaidByCredit(tx, open.id, { ...fulfilment, actor: credit.actor });
          return { ...open, completed: true };
        }
        return open;
      }),
    );
    return { ok: true, order: placed };
  } catch (error) {
    if (error instanceof CreditUnavailable) {
      const message = { key: 'register.errors.creditUnavailable' };
      return {
        ok: false,
        reason: 'credit-unavailable',
        error: englishText(message.key),
        message,
        availableCents: error.availableCents,
      };
    }
    if (error instanceof TooManyHolds) {
      const minutes = Math.ceil(error.retryAfterSeconds / 60);
      const message = { key: 'register.errors.tooManyHolds', values: { minutes: String(minutes) } };
      return {
        ok: false,
        reason: 'too-many-holds',
        error: englishText(message.key, message.values),
        message,
        retryAfterSeconds: error.retryAfterSeconds,
      };
    }
    if (!(error instanceof SessionFull)) throw error;
    return fullRefusal(error.session, courseNames, priceList);
  }
}

/** The refusal for a session without a seat left, naming its course and date. */
function fullRefusal(
  seat: SeatRequest,
  courseNames: Record<string, string>,
  priceList: PriceList,
): PaymentRefusal {
  const { courseId, sessionKey } = seat;
  const session = priceList.courses
    .find((course) => course.courseId === courseId)
    ?.sessions.find((candidate) => candidate.key === sessionKey);
  const course = courseNames[courseId] ?? courseId;
  const refusal = sessionFull(course, session?.dateText ?? sessionKey, seat);
  return { ...inEnglish(refusal), reason: 'full' };
}

/**
 * The open order for this fingerprint, or a new one with its lines. The advisory lock on the fingerprint makes
 * two identical requests arriving together find one order rather than make two.
 */
async function findOrCreateOrder(
  tx: postgres.TransactionSql,
  order: NewOrder,
  options: { reuse: boolean },
): Promise<OpenOrder> {
  await lockKey(tx, 'paymentRequest', order.fingerprint);
  if (options.reuse) {
    const [open] = await tx<OpenOrder[]>`
      select id, payment_intent_id from orders
      where request_fingerprint = ${order.fingerprint}
        and status in ('pending', 'failed')
        and created_at > now() - make_interval(mins => ${REUSE_WINDOW_MINUTES})
        -- Its intent known canceled: it can never be paid, so it is not offered again.
        and not exists (
          select 1 from order_payments p
          where p.order_id = orders.id and p.stripe_id = orders.payment_intent_id
            and p.kind = 'charge' and p.status = 'canceled')
      order by created_at desc
      limit 1`;
    if (open) {
      // The same request from a page in another language: the e-mail follows the latest one.
      // Its receipt prints the accountant's details the latest request gave.
      await tx`
        update orders
        set language = ${order.language}, practice_name = ${order.practiceName},
            tax_id = ${order.taxId}
        where id = ${open.id}`;
      return open;
    }
  }
  return orderPlaced(tx, {
    email: order.email,
    name: order.name,
    phone: order.phone,
    items: order.items,
    courseIds: order.courseIds,
    amountCents: order.amountCents,
    creditCents: order.creditCents,
    currency: CURRENCY,
    fingerprint: order.fingerprint,
    language: order.language,
    userId: order.userId,
    repeatConfirmed: order.repeatConfirmed,
    practiceName: order.practiceName,
    taxId: order.taxId,
    plan: order.plan,
    lines: order.lines,
  });
}
