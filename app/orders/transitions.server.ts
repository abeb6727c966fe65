/**
 * The order's named transitions (issue 49, docs/decisions/0098): the only place its status is
 * written. The statuses are the orders table's (db/migrations/003_payments.sql): an order is
 * placed pending; paid, it is completed; a payment that fails leaves it failed (paid later after
 * all, it completes); refunded in full, it ends refunded. A refund of part of it is not a status
 * (refunds/ records it as a payment row).
 *
 * Each transition runs in the caller's transaction, locks the order's row, does nothing when
 * repeated (it returns whether it changed anything), writes its log entry, and then runs the
 * hooks other capabilities registered for it, in the order they were registered
 * (app/order-hooks.server.ts, the one place that registers them), inside the same transaction:
 * a hook that throws rolls the transition back with everything else. Like pretix's
 * OrderPayment.confirm()/fail(): the order does not know what a plan or a receipt is; they are
 * told.
 */
import type Stripe from 'stripe';

import type { EmailAcademy } from '~/email/message';
import type { Language } from '~/i18n/config';

import { grantOrders } from './grants.server';
import type { OrderRow, Tx } from './intent-order.server';
import { type Actor, type LogEntry, logOrderEvent, writeOrderLines } from './ledger.server';
import type { NewOrderLine } from './line-shares';

/**
 * What the hooks of a transition need besides the order: who acts (the log names them), and
 * what the e-mails and receipts print from content, read before the transaction.
 */
export interface OrderContext {
  actor?: Actor;
  academy: EmailAcademy;
  /** Course names in English (the academy's e-mails). */
  courseNames: Record<string, string>;
  /** Course names in the buyer's language, when content has them. */
  courseNamesIn?: Partial<Record<Language, Record<string, string>>>;
  /** Each course's sessions from content, to name the booked ones. */
  courseSessions: Record<
    string,
    ReadonlyArray<{
      key: string;
      dateText: string;
      startDate: string | null;
      endDate: string | null;
      location: string;
    }>
  >;
}

/** How an order is paid: its PaymentIntent, or its credit alone (docs/decisions/0061). */
export type OrderPayment = { kind: 'card'; intent: Stripe.PaymentIntent } | { kind: 'credit' };

/** A paid order, as its hooks are told of it: the row as it was locked, before it completed. */
export interface PaidEvent {
  order: OrderRow;
  payment: OrderPayment;
  context: OrderContext;
}

/**
 * Money of the order was recorded (a payment, a refund): what follows from the ledger, last in
 * the transaction (receipts: the counter's lock comes last, docs/decisions/0063).
 */
export interface PaymentsRecordedEvent {
  orderId: string;
  context: Omit<OrderContext, 'courseSessions'> & Partial<Pick<OrderContext, 'courseSessions'>>;
  /** The intent Stripe told of, with its charge, when one did. */
  intent: Stripe.PaymentIntent | null;
}

interface HookEvents {
  paid: PaidEvent;
  'payments-recorded': PaymentsRecordedEvent;
}

type Hook<E> = (tx: Tx, event: E) => Promise<void>;

const hooks: { [K in keyof HookEvents]: Array<{ name: string; run: Hook<HookEvents[K]> }> } = {
  paid: [],
  'payments-recorded': [],
};

/**
 * Registers a hook, run after the ones registered before it. Registering a name again replaces
 * its hook in place (the wiring module may be evaluated more than once). Returns its removal.
 */
export function onOrder<K extends keyof HookEvents>(
  event: K,
  name: string,
  run: Hook<HookEvents[K]>,
): () => void {
  const list = hooks[event] as Array<{ name: string; run: Hook<HookEvents[K]> }>;
  const entry = { name, run };
  const at = list.findIndex((hook) => hook.name === name);
  if (at >= 0) list[at] = entry;
  else list.push(entry);
  return () => {
    const index = list.indexOf(entry);
    if (index >= 0) list.splice(index, 1);
  };
}

async function runHooks<K extends keyof HookEvents>(tx: Tx, event: K, payload: HookEvents[K]) {
  for (const hook of hooks[event] as Array<{ run: Hook<HookEvents[K]> }>) {
    await hook.run(tx, payload);
  }
}

/** The status of the order, its row locked until the transaction ends; null when there is none. */
async function lockStatus(tx: Tx, orderId: string): Promise<OrderRow['status'] | null> {
  const [row] = await tx<{ status: OrderRow['status'] }[]>`
    select status from orders where id = ${orderId} for update`;
  return row?.status ?? null;
}

/** What a new order is made of (order-placement.server.ts decides what it sells). */
export interface NewOrderRow {
  email: string;
  name: string;
  phone: string;
  items: string[];
  courseIds: string[];
  amountCents: number;
  creditCents: number;
  currency: string;
  fingerprint: string;
  language: Language;
  userId: string | null;
  repeatConfirmed: boolean;
  practiceName: string | null;
  taxId: string | null;
  plan: { months: number; feeCents: number } | null;
  lines: readonly NewOrderLine[];
}

/** Placed: a new pending order with its lines. Nothing is logged (no log event says placed). */
export async function orderPlaced(
  tx: Tx,
  order: NewOrderRow,
): Promise<{ id: string; payment_intent_id: string | null }> {
  const [created] = await tx<{ id: string; payment_intent_id: string | null }[]>`
    insert into orders (
      email, name, phone, selected_items, course_ids, amount_cents, credit_cents, currency,
      request_fingerprint, language, user_id, repeat_confirmed, practice_name, tax_id,
      plan_months, plan_fee_cents
    ) values (
      ${order.email}, ${order.name}, ${order.phone}, ${tx.array(order.items)},
      ${tx.array(order.courseIds)},
      ${order.amountCents}, ${order.creditCents}, ${order.currency}, ${order.fingerprint},
      ${order.language}, ${order.userId}, ${order.repeatConfirmed}, ${order.practiceName},
      ${order.taxId}, ${order.plan?.months ?? null}, ${order.plan?.feeCents ?? null}
    )
    returning id, payment_intent_id`;
  await writeOrderLines(tx, created!.id, order.lines);
  return created!;
}

/**
 * Paid: a pending or failed order completes, logged 'paid' once per payment, its courses
 * granted, then the paid hooks run (the seats and e-mails, a plan's start). False, and nothing
 * done, when the order is not pending or failed.
 */
export async function orderPaid(
  tx: Tx,
  order: OrderRow,
  payment: OrderPayment,
  context: OrderContext,
): Promise<boolean> {
  const status = await lockStatus(tx, order.id);
  if (status !== 'pending' && status !== 'failed') return false;
  const intentId = payment.kind === 'card' ? payment.intent.id : null;
  await tx`
    update orders
    set status = 'completed', completed_at = now(),
        payment_intent_id = coalesce(${intentId}, payment_intent_id),
        last_payment_error = null, updated_at = now()
    where id = ${order.id}`;
  const credit: Record<string, number> =
    order.credit_cents > 0 ? { creditCents: order.credit_cents } : {};
  const actor = context.actor ?? { kind: 'stripe' };
  await logOrderEvent(
    tx,
    order.id,
    payment.kind === 'card'
      ? {
          event: 'paid',
          actor,
          details: {
            intentId: payment.intent.id,
            amountCents: payment.intent.amount_received,
            currency: payment.intent.currency,
            ...credit,
          },
          dedupeKey: `paid:${payment.intent.id}`,
        }
      : {
          event: 'paid',
          actor,
          details: { amountCents: 0, currency: order.currency, ...credit },
          dedupeKey: 'paid:credit',
        },
  );
  await grantOrders(tx, order.email_normalized, [order.id]);
  await runHooks(tx, 'paid', { order, payment, context });
  return true;
}

/**
 * Failed: a pending or failed order's payment failed (or was canceled, or is unknown), with the
 * reason, and the entry its caller logs of it. False when the order is paid or refunded, or
 * already failed for the same reason and intent.
 */
export async function orderFailed(
  tx: Tx,
  orderId: string,
  failure: { reason: string; intentId?: string; log?: LogEntry },
): Promise<boolean> {
  const status = await lockStatus(tx, orderId);
  if (status !== 'pending' && status !== 'failed') return false;
  const intentId = failure.intentId ?? null;
  const changed = await tx`
    update orders
    set status = 'failed', last_payment_error = ${failure.reason},
        payment_intent_id = coalesce(${intentId}, payment_intent_id), updated_at = now()
    where id = ${orderId}
      and (status, last_payment_error, payment_intent_id)
          is distinct from ('failed', ${failure.reason}, coalesce(${intentId}, payment_intent_id))
    returning id`;
  if (failure.log) await logOrderEvent(tx, orderId, failure.log);
  return changed.length > 0;
}

/**
 * Refunded in full: what it sold is the caller's to take back (grants, seats, credit), and the
 * refund's entry is logged where its caller records the refund. `unsold`: paid after its hold
 * lapsed and refused (docs/decisions/0091), it never completed and keeps no completed_at; its
 * reason is kept as the last payment error. False when it was refunded already.
 */
export async function orderRefunded(
  tx: Tx,
  orderId: string,
  refund: { intentId: string; unsold?: string },
): Promise<boolean> {
  const status = await lockStatus(tx, orderId);
  if (status === null || status === 'refunded') return false;
  if (refund.unsold !== undefined) {
    await tx`
      update orders
      set status = 'refunded', refunded_at = now(), payment_intent_id = ${refund.intentId},
          last_payment_error = ${refund.unsold}, updated_at = now()
      where id = ${orderId}`;
  } else {
    await tx`
      update orders
      set status = 'refunded', refunded_at = now(), completed_at = coalesce(completed_at, now()),
          payment_intent_id = ${refund.intentId}, updated_at = now()
      where id = ${orderId}`;
  }
  return true;
}

/** Money of the order was recorded: the payments-recorded hooks run (its receipts). */
export async function paymentsRecorded(tx: Tx, event: PaymentsRecordedEvent): Promise<void> {
  await runHooks(tx, 'payments-recorded', event);
}
