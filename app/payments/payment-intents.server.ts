/**
 * POST /api/create-payment-intent's work: price the selection from content, record a pending
 * order, and give the browser the client secret of the order's one PaymentIntent.
 *
 * Repeats are safe: an identical request (double click, retry, Edit Information and Continue
 * again) finds the open order with the same fingerprint and reuses its intent while that intent
 * can still be paid; any change (items, amount, name, e-mail, phone) makes a new order, so an
 * intent is never reused with another amount. The new order takes over the earlier one's seat
 * holds for the same e-mail and session rather than taking more seats (holdSeats), and one client
 * address has at most SEAT_HOLDS_PER_ADDRESS unpaid orders holding seats. The intent is created with the
 * idempotency key `order-<id>`, so two racing requests for one order get one intent.
 */
import { createHash } from 'node:crypto';

import type postgres from 'postgres';
import type Stripe from 'stripe';

import { db, type Sql } from '~/db/client.server';
import { lockKey } from '~/db/locks.server';
import { env } from '~/env.server';
import type { Language } from '~/i18n/config';
import { englishText } from '~/i18n/english.server';
import { addressKey } from '~/lib/client-address.server';
import { oncePerRequest } from '~/lib/once-per-request.server';
import { hit } from '~/rate-limit/rate-limit.server';
import { holdSeats, SessionFull, TooManyHolds } from '~/sessions/seats.server';
import { liveOffer } from '~/sessions/waiting-list-offers.server';

import { itemsDisplayName } from './course-names';
import { heldCourseSessions } from './orders.server';
import type { PaymentRequest } from './payment-request.server';
import { loadCourseNames, loadPriceList } from './price-list.server';
import {
  chooseSessions,
  type ChosenSession,
  type PriceList,
  priceSelection,
  type Refusal,
  sessionFull,
} from './registration';
import { stripeClient } from './stripe.server';

export const CURRENCY = 'usd';

/** How long an unpaid order's intent is offered again to an identical request. */
const REUSE_WINDOW_MINUTES = 60;

/** Intent states in which the Payment Element can still collect and confirm a card. */
const PAYABLE: ReadonlySet<Stripe.PaymentIntent.Status> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/** Orders (and intents) one client address may start within ten minutes. */
export const PAYMENT_RATE_LIMIT = { bucket: 'payment-intent', limit: 30, windowSeconds: 600 };

const rateLimited = { key: 'register.errors.rateLimited' };
export const RATE_LIMITED_ERROR = englishText(rateLimited.key);

/** A refusal as the API gives it: docs/product.md#api's English `error`, besides the key the page shows. */
type EnglishRefusal = Refusal & { error: string };

function inEnglish(refusal: Refusal): EnglishRefusal {
  return { ...refusal, error: englishText(refusal.message.key, refusal.message.values) };
}

export type CreatePaymentResult =
  | { ok: true; clientSecret: string; orderId: string; paymentIntentId: string; reused: boolean }
  | { ok: false; reason: 'invalid' | 'full'; error: string; message: Refusal['message'] }
  | {
      ok: false;
      reason: 'repeat';
      error: string;
      message: Refusal['message'];
      /** Another session of a held course: the buyer may confirm with `confirmRepeat: true`. */
      confirmable: boolean;
    }
  | {
      ok: false;
      reason: 'rate-limited' | 'too-many-holds';
      error: string;
      message: Refusal['message'];
      retryAfterSeconds: number;
    };

export interface PaymentDependencies {
  sql?: Sql;
  stripe?: Stripe;
  priceList?: PriceList;
  courseNames?: Record<string, string>;
  /**
   * The client's IP address, counted by PAYMENT_RATE_LIMIT and SEAT_HOLDS_PER_ADDRESS; none (a
   * test): not counted.
   */
  clientAddress?: string;
  /** How many unpaid orders holding seats one address may have at once (SEAT_HOLDS_PER_ADDRESS). */
  holdsPerAddress?: number;
  /** The account signed in while ordering: the order shows in its payments. */
  userId?: string | null;
  /** How long the chosen sessions' seats are held for the payment (SEAT_HOLD_MINUTES). */
  holdMinutes?: number;
  /** The language of the page the buyer pays on (the confirmation e-mail's); English by default. */
  language?: Language;
}

interface OpenOrder {
  id: string;
  payment_intent_id: string | null;
}

export async function createRegistrationPayment(
  request: PaymentRequest,
  deps: PaymentDependencies = {},
): Promise<CreatePaymentResult> {
  const sql = deps.sql ?? db();
  const stripe = deps.stripe ?? stripeClient();
  const [priceList, courseNames] = await Promise.all([
    deps.priceList ?? loadPriceList(),
    deps.courseNames ?? loadCourseNames(),
  ]);
  const priced = priceSelection(priceList, request.selectedItems);
  if (!priced.ok) return { ...inEnglish(priced), reason: 'invalid' };
  const chosen = chooseSessions(priceList, priced, request.sessions ?? {});
  if (!chosen.ok) return { ...inEnglish(chosen), reason: 'invalid' };
  if (deps.clientAddress) {
    const limited = await hit(sql, { ...PAYMENT_RATE_LIMIT, key: deps.clientAddress });
    if (!limited.allowed) {
      return {
        ok: false,
        reason: 'rate-limited',
        error: RATE_LIMITED_ERROR,
        message: rateLimited,
        retryAfterSeconds: limited.retryAfterSeconds,
      };
    }
  }

  const { customer } = request;
  const repeat = await repeatRefusal(
    sql,
    customer.email,
    priced.courseIds,
    chosen.sessions,
    request.confirmRepeat === true,
    { priceList, courseNames },
  );
  if (repeat) return repeat;
  const repeatConfirmed = request.confirmRepeat === true;
  const userId = deps.userId ?? null;
  const order = {
    ...customer,
    userId,
    language: deps.language ?? 'en',
    items: priced.items,
    courseIds: priced.courseIds,
    amountCents: priced.amountCents,
    sessions: chosen.sessions,
    offerToken: request.offer ?? null,
    repeatConfirmed,
    fingerprint: createHash('sha256')
      .update(
        JSON.stringify([
          customer.email.toLowerCase(),
          customer.email,
          customer.name,
          customer.phone,
          priced.items,
          priced.amountCents,
          CURRENCY,
          chosen.sessions.map((session) => `${session.courseId}:${session.sessionKey}`),
          // A signed-in order is never reused by an anonymous request with the same details.
          ...(userId ? [userId] : []),
          ...(repeatConfirmed ? ['repeat'] : []),
        ]),
      )
      .digest('hex'),
  };

  const holdMinutes = deps.holdMinutes ?? env().SEAT_HOLD_MINUTES;
  const from = deps.clientAddress
    ? {
        address: addressKey(deps.clientAddress),
        maxHolds: deps.holdsPerAddress ?? env().SEAT_HOLDS_PER_ADDRESS,
      }
    : null;
  const placed = await placeOrder(
    sql,
    order,
    { reuse: true, holdMinutes, from },
    courseNames,
    priceList,
  );
  if (!placed.ok) return placed;
  let open = placed.order;
  if (open.payment_intent_id) {
    const intent = await stripe.paymentIntents.retrieve(open.payment_intent_id);
    if (
      PAYABLE.has(intent.status) &&
      intent.amount === order.amountCents &&
      intent.currency === CURRENCY &&
      intent.client_secret
    ) {
      return {
        ok: true,
        clientSecret: intent.client_secret,
        orderId: open.id,
        paymentIntentId: intent.id,
        reused: true,
      };
    }
    // Paid, processing or canceled meanwhile: this request is a new order.
    const again = await placeOrder(
      sql,
      order,
      { reuse: false, holdMinutes, from },
      courseNames,
      priceList,
    );
    if (!again.ok) return again;
    open = again.order;
  }

  const intent = await stripe.paymentIntents.create(
    {
      amount: order.amountCents,
      currency: CURRENCY,
      allowed_payment_method_types: ['card'],
      receipt_email: customer.email,
      description: itemsDisplayName(order.items, courseNames).slice(0, 1000),
      metadata: { order_id: open.id, items: order.items.join(',').slice(0, 500) },
    },
    { idempotencyKey: `order-${open.id}` },
  );
  await sql`
    update orders set payment_intent_id = ${intent.id}, updated_at = now()
    where id = ${open.id} and payment_intent_id is null`;
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
  return {
    ok: true,
    clientSecret: intent.client_secret,
    orderId: open.id,
    paymentIntentId: intent.id,
    reused: false,
  };
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
  sessions: ChosenSession[];
  offerToken: string | null;
  repeatConfirmed: boolean;
  fingerprint: string;
}

/**
 * A course the address already holds is not sold to it again (a second tab, Edit Information
 * after paying): refused, unless the buyer chose another session of it and confirmed the
 * second seat. Null when nothing chosen is held.
 */
async function repeatRefusal(
  sql: Sql,
  email: string,
  courseIds: readonly string[],
  sessions: readonly ChosenSession[],
  confirmed: boolean,
  names: { priceList: PriceList; courseNames: Record<string, string> },
): Promise<Exclude<CreatePaymentResult, { ok: true }> | null> {
  const held = await heldCourseSessions(sql, email);
  const repeated = courseIds.filter((courseId) => held[courseId]);
  if (repeated.length === 0) return null;
  const dateOf = (courseId: string, key: string) =>
    names.priceList.courses
      .find((course) => course.courseId === courseId)
      ?.sessions.find((session) => session.key === key)?.dateText ?? key;
  // Confirmable only when every repeated course gets a session its holder has not booked.
  const otherSession = repeated.every((courseId) => {
    const chosen = sessions.find((session) => session.courseId === courseId);
    return chosen !== undefined && !held[courseId]!.includes(chosen.sessionKey);
  });
  if (otherSession && confirmed) return null;
  const courseId = repeated[0]!;
  const course = names.courseNames[courseId] ?? courseId;
  const message: Refusal['message'] = otherSession
    ? {
        key: 'register.errors.repeatSession',
        values: {
          course,
          held: held[courseId]!.map((key) => dateOf(courseId, key)).join(', '),
          date: dateOf(
            courseId,
            sessions.find((session) => session.courseId === courseId)!.sessionKey,
          ),
        },
      }
    : { key: 'register.errors.alreadyRegistered', values: { course } };
  return {
    ok: false,
    reason: 'repeat',
    error: englishText(message.key, message.values),
    message,
    confirmable: otherSession,
  };
}

/**
 * The order with its seats held, in one transaction: a session without a seat left rolls the
 * order back, and the buyer is told before any card is asked for. A live waiting-list offer
 * gives the order its seat; a lapsed or unknown one is no help, and no harm.
 */
async function placeOrder(
  sql: Sql,
  order: NewOrder,
  options: {
    reuse: boolean;
    holdMinutes: number;
    from: { address: string; maxHolds: number } | null;
  },
  courseNames: Record<string, string>,
  priceList: PriceList,
): Promise<{ ok: true; order: OpenOrder } | Exclude<CreatePaymentResult, { ok: true }>> {
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
 * The open order for this fingerprint, or a new one. The advisory lock on the fingerprint makes
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
  return created!;
}
