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
 *
 * The order and its seat holds are placed by order-placement.server.ts, its intent made by
 * registration-intent.server.ts; the refusals, the repeat rule among them, are
 * payment-refusals.server.ts's. Requests take turns up to their seats held (payment-turns.server.ts).
 * What it is given and answers (PaymentDependencies, the results) is payment-contract.server.ts's.
 *
 * Credit (docs/decisions/0061): the signed-in owner of a confirmed address may spend its credit
 * (`creditCents`, exactly the amount the page showed). It is spent with the order, the intent asks
 * the card for the rest, and an order the credit pays in full is completed at once, without
 * Stripe. Credit the page offered that is gone meanwhile is refused (400), never silently less.
 *
 * Monthly payments (docs/decisions/0070): a program with plan terms may be paid monthly, with the
 * student's consent. The order is the program at its price with the terms it was sold on; its
 * intent asks for the first payment, for a Stripe customer made for the order, and saves the card
 * for the later payments (`setup_future_usage: off_session`). No credit is spent on a plan.
 */
import type Stripe from 'stripe';

import { creditHeldByUnpaidOrders } from '~/credits/ledger.server';
import { db } from '~/db/client.server';
import { englishText } from '~/i18n/english.server';
import { addressKey } from '~/lib/client-address.server';
import { env } from '~/lib/env.server';
import { loadOrderContext } from '~/orders/order-context.server';
import { registrationChargeCents } from '~/prices/plan-schedule';
import { hit } from '~/rate-limit/rate-limit.server';
import { sendWaitingListOffers } from '~/sessions/waiting-list-offers.server';

import type { Actor } from '../orders/ledger.server';
import { orderLinesFor } from '../orders/line-shares';
import { planTermsOf } from '../prices/plan-choice';
import { loadCourseNames, loadPriceList } from '../prices/price-list.server';
import { priceSelection } from '../prices/selection-price';
import { stripeClient } from '../stripe/stripe.server';
import { releaseHeldCredit } from './credit-takeover.server';
import { mayUseCredit } from './order-credit.server';
import { orderFingerprint } from './order-fingerprint.server';
import { CURRENCY, fullBeforePlacing, placeOrder } from './order-placement.server';
import type {
  CardPaymentResult,
  CreatePaymentResult,
  PaymentDependencies,
} from './payment-contract.server';
import { askedRefusal, inEnglish, repeatRefusal } from './payment-refusals.server';
import type { PaymentRequest } from './payment-request.server';
import { inPaymentTurn } from './payment-turns.server';
import { createOrderIntent } from './registration-intent.server';
import { chooseSessions } from './selection-sessions';

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

const creditNotAllowed = { key: 'register.errors.creditNotAllowed' };

// Without credit the card pays: the result always has an intent (tests and card-only callers).
export function createRegistrationPayment(
  request: PaymentRequest & { creditCents?: undefined },
  deps?: PaymentDependencies,
): Promise<CardPaymentResult>;
export function createRegistrationPayment(
  request: PaymentRequest,
  deps?: PaymentDependencies,
): Promise<CreatePaymentResult>;
export async function createRegistrationPayment(
  request: PaymentRequest,
  deps: PaymentDependencies = {},
): Promise<CreatePaymentResult> {
  return inPaymentTurn((endTurn) => createPaymentInTurn(request, deps, endTurn));
}

async function createPaymentInTurn(
  request: PaymentRequest,
  deps: PaymentDependencies,
  /** Ends the request's turn once its seats are held: Stripe's answer is not waited for in it. */
  endTurn: () => void,
): Promise<CreatePaymentResult> {
  const sql = deps.sql ?? db();
  const stripe = deps.stripe ?? stripeClient();
  const [priceList, courseNames] = await Promise.all([
    deps.priceList ?? loadPriceList(),
    deps.courseNames ?? loadCourseNames(),
  ]);
  // Priced today: a dated session costs its early price until its early deadline (0066).
  const priced = priceSelection(priceList, request.selectedItems, request.sessions ?? {});
  if (!priced.ok) return { ...inEnglish(priced), reason: 'invalid' };
  const chosen = chooseSessions(priceList, priced, request.sessions ?? {});
  if (!chosen.ok) return { ...inEnglish(chosen), reason: 'invalid' };
  const plan = request.paymentPlan === 'monthly' ? planTermsOf(priceList, priced.items) : null;
  const asked = askedRefusal(request, plan, priced.amountCents);
  if (asked) return asked;
  const { customer } = request;
  const creditCents = request.creditCents ?? 0;
  if (creditCents > 0) {
    // Only the signed-in owner of the confirmed address spends its credit.
    if (!(await mayUseCredit(sql, deps.userId ?? null, customer.email))) {
      return {
        ok: false,
        reason: 'credit-not-allowed',
        error: englishText(creditNotAllowed.key),
        message: creditNotAllowed,
      };
    }
  }
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
    creditCents,
    // What each course costs within the order (docs/decisions/0056), written with it.
    lines: orderLinesFor(priced, priced.amountCents, priceList),
    sessions: chosen.sessions,
    offerToken: request.offer ?? null,
    repeatConfirmed,
    // Not part of the fingerprint: the same payment, the receipt reads the latest details.
    practiceName: request.accountant?.practiceName ?? null,
    taxId: request.accountant?.taxId ?? null,
    plan,
    fingerprint: orderFingerprint({
      customer,
      items: priced.items,
      amountCents: priced.amountCents,
      currency: CURRENCY,
      sessions: chosen.sessions,
      userId,
      repeatConfirmed,
      creditCents,
      plan,
    }),
  };

  // Only a request that may place an order counts towards the address's limit: a refusal that
  // starts nothing costs a read, and in a sale's opening rush most buyers are told a session is
  // full (decision 0081).
  const full = await fullBeforePlacing(sql, order, courseNames, priceList);
  if (full) return full;
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

  const holdMinutes = deps.holdMinutes ?? env().SEAT_HOLD_MINUTES;
  const from = deps.clientAddress
    ? {
        address: addressKey(deps.clientAddress),
        maxHolds: deps.holdsPerAddress ?? env().SEAT_HOLDS_PER_ADDRESS,
      }
    : null;
  const actor: Actor = { kind: 'student', email: customer.email };
  const fulfilment = async () => deps.fulfilment ?? (await loadOrderContext()).context;
  const credit = creditCents > 0 ? { actor, fulfilment } : undefined;
  let placed = await placeOrder(
    sql,
    order,
    { reuse: true, holdMinutes, from, credit },
    courseNames,
    priceList,
  );
  let released = 0;
  if (!placed.ok && placed.reason === 'credit-unavailable') {
    if (request.takeOverCredit) {
      // The buyer asked to take the credit back from their own unpaid registrations: their
      // payments are canceled first, then the order is placed again.
      released = await releaseHeldCredit(sql, stripe, {
        email: customer.email,
        actor,
        fulfilment,
      });
      placed = await placeOrder(
        sql,
        order,
        { reuse: true, holdMinutes, from, credit },
        courseNames,
        priceList,
      );
    } else if (await creditHeldByUnpaidOrders(sql, customer.email)) {
      placed = { ...placed, takeOver: true };
    }
  }
  if (!placed.ok) return placed;
  // Seats the released registrations held go to the waiting list, now this order holds its own.
  if (released > 0) await sendWaitingListOffers(sql, { priceList });
  endTurn();
  let open = placed.order;
  if (open.completed) return { ok: true, completed: true, orderId: open.id, creditCents };
  const chargeCents = registrationChargeCents(order);
  if (open.payment_intent_id) {
    const intent = await stripe.paymentIntents.retrieve(open.payment_intent_id);
    if (
      PAYABLE.has(intent.status) &&
      intent.amount === chargeCents &&
      intent.currency === CURRENCY &&
      intent.client_secret
    ) {
      return {
        ok: true,
        clientSecret: intent.client_secret,
        orderId: open.id,
        paymentIntentId: intent.id,
        reused: true,
        amountCents: chargeCents,
        creditCents,
      };
    }
    // Paid, processing or canceled meanwhile: this request is a new order. A canceled intent is
    // never paid: the credit its order held goes to the new one.
    const again = await placeOrder(
      sql,
      order,
      {
        reuse: false,
        holdMinutes,
        from,
        credit,
        replacing: intent.status === 'canceled' ? open.id : null,
      },
      courseNames,
      priceList,
    );
    if (!again.ok) return again;
    open = again.order;
    if (open.completed) return { ok: true, completed: true, orderId: open.id, creditCents };
  }

  const intent = await createOrderIntent(sql, stripe, courseNames, {
    orderId: open.id,
    items: order.items,
    customer,
    chargeCents,
    creditCents,
    plan,
  });
  return {
    ok: true,
    clientSecret: intent.client_secret,
    orderId: open.id,
    paymentIntentId: intent.id,
    reused: false,
    amountCents: chargeCents,
    creditCents,
  };
}
