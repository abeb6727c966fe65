/**
 * A payment request's order and its seat holds, placed in one transaction. An identical request
 * (the same fingerprint) within the reuse window finds its open order again; whether that order's
 * intent is reused is payment-intents.server.ts's to decide.
 */
import type postgres from 'postgres';

import type { Sql } from '~/db/client.server';
import { lockKey } from '~/db/locks.server';
import type { Language } from '~/i18n/config';
import { englishText } from '~/i18n/english.server';
import { oncePerRequest } from '~/lib/once-per-request.server';
import { holdSeats, SessionFull, TooManyHolds } from '~/sessions/seats.server';
import { liveOffer } from '~/sessions/waiting-list-offers.server';

import { writeOrderLines } from './ledger.server';
import type { NewOrderLine } from './line-shares';
import { inEnglish, type PaymentRefusal } from './payment-refusals.server';
import { type ChosenSession, type PriceList, sessionFull } from './registration';

export const CURRENCY = 'usd';

/** How long an unpaid order's intent is offered again to an identical request. */
const REUSE_WINDOW_MINUTES = 60;

interface OpenOrder {
  id: string;
  payment_intent_id: string | null;
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
  /** Its lines: each course's list price and share of the amount. */
  lines: NewOrderLine[];
  sessions: ChosenSession[];
  offerToken: string | null;
  repeatConfirmed: boolean;
  fingerprint: string;
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
  },
  courseNames: Record<string, string>,
  priceList: PriceList,
): Promise<{ ok: true; order: OpenOrder } | PaymentRefusal> {
  try {
    const placed = await sql.begin((tx) =>
      oncePerRequest(tx, async () => {
        const open = await findOrCreateOrder(tx, order, options);
        await holdSeats(tx, {
          orderId: open.id,
          email: order.email,
          seats: order.sessions,
          holdMinutes: options.holdMinutes,
          offer: order.offerToken ? await liveOffer(tx, order.offerToken) : null,
          from: options.from,
        });
        return open;
      }),
    );
    return { ok: true, order: placed };
  } catch (error) {
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
    const { courseId, sessionKey } = error.session;
    const session = priceList.courses
      .find((course) => course.courseId === courseId)
      ?.sessions.find((candidate) => candidate.key === sessionKey);
    const course = courseNames[courseId] ?? courseId;
    const refusal = sessionFull(course, session?.dateText ?? sessionKey, error.session);
    return { ...inEnglish(refusal), reason: 'full' };
  }
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
      order by created_at desc
      limit 1`;
    if (open) {
      // The same request from a page in another language: the e-mail follows the latest one.
      await tx`update orders set language = ${order.language} where id = ${open.id}`;
      return open;
    }
  }
  const [created] = await tx<OpenOrder[]>`
    insert into orders (
      email, name, phone, selected_items, course_ids, amount_cents, currency, request_fingerprint,
      language, user_id, repeat_confirmed
    ) values (
      ${order.email}, ${order.name}, ${order.phone}, ${tx.array(order.items)},
      ${tx.array(order.courseIds)},
      ${order.amountCents}, ${CURRENCY}, ${order.fingerprint}, ${order.language}, ${order.userId},
      ${order.repeatConfirmed}
    )
    returning id, payment_intent_id`;
  await writeOrderLines(tx, created!.id, order.lines);
  return created!;
}
