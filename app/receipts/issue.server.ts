/**
 * Issuing receipts (docs/decisions/0063), in the transaction that records the money: every
 * succeeded payment or refund of an order without a receipt gets one, numbered from its year's
 * counter row (locked by `insert … on conflict do update … returning`, so two payments at once
 * take consecutive numbers and a rolled-back transaction gives its number back), with what it
 * prints copied onto it and its two e-mails (buyer, registrar) queued under its id.
 *
 * Which money gets a receipt: the charge that paid an order (its PaymentIntent, the order
 * completed), the credit that paid an order in full (no charge row), every paid payment of a
 * monthly plan (docs/decisions/0070; it prints its share of the price, and the processing fee on
 * payment 1), and every succeeded refund.
 * A charge that did not complete its order (a mismatch, a second intent) is staff's to sort out
 * and gets none; its refund's receipt then names no payment receipt. An order refunded without
 * ever completing (a payment after its hold lapsed, refused: docs/decisions/0091) sold nothing
 * and gets none at all: the buyer's e-mail says what happened.
 *
 * Call it last in the transaction: the counter row is the last lock taken, held until commit.
 */
import type postgres from 'postgres';
import type Stripe from 'stripe';

import type { EmailAcademy } from '~/email/message';
import type { Language } from '~/i18n/config';
import { sessionDaysAndPlace } from '~/i18n/format';
import { wordsIn } from '~/i18n/sent-words';
import { academyTimeZone } from '~/lib/academy-time-zone';
import { orderReference } from '~/lib/order-reference';
import type { OrderContext } from '~/orders/transitions.server';
import type { PaymentsRecordedEvent } from '~/orders/transitions.server';
import { courseDisplayName as itemName } from '~/prices/course-names';

import { formatReceiptNumber, receiptYear } from './number';
import type { PrintedReceipt, ReceiptLine, ReceiptMethod } from './receipt';
import { queueReceiptEmails } from './receipt-emails.server';

type Tx = postgres.TransactionSql;

/** What a receipt prints from content: the academy, course names, the sessions' days. */
export interface ReceiptContent {
  academy: EmailAcademy;
  /** Course names in English. */
  courseNames: Record<string, string>;
  courseNamesIn?: Partial<Record<Language, Record<string, string>>>;
  courseSessions?: OrderContext['courseSessions'];
}

export interface IssueOptions {
  /** The instant of issue; the database's clock when absent. */
  at?: Date;
  timeZone?: string;
  /** The card of a PaymentIntent, by its id, when Stripe told it. */
  cards?: Record<string, { brand: string | null; last4: string | null }>;
}

interface OrderFacts {
  id: string;
  name: string;
  email: string;
  practice_name: string | null;
  tax_id: string | null;
  language: Language;
  currency: string;
  status: string;
  amount_cents: number;
  credit_cents: number;
  payment_intent_id: string | null;
  selected_items: string[];
  /** Completed once (a refunded order too, unless it never was). */
  was_completed: boolean;
}

interface Unreceipted {
  id: string | null;
  kind: 'charge' | 'refund' | 'credit';
  stripe_id: string | null;
  amount_cents: number;
  charge_payment_id: string | null;
  succeeded_at: Date;
  /** A monthly plan's payment: its number, the plan's months, its program and fee. */
  plan_number: number | null;
  /** The final charge of a cancelled plan's settlement (docs/decisions/0074). */
  settlement: boolean;
  plan_months: number | null;
  program_id: string | null;
  fee_cents: number | null;
}

/**
 * Issues the order's missing receipts; the caller holds the order's row lock (every caller
 * does: fulfilment, the webhook's refunds, Stripe's answer to a refund), so two transactions
 * never issue for the same money. Returns the issued ids and numbers, in numbering order.
 */
export async function issueReceipts(
  tx: Tx,
  orderId: string,
  content: ReceiptContent,
  options: IssueOptions = {},
): Promise<Array<{ id: string; number: string }>> {
  const [order] = await tx<OrderFacts[]>`
    select id, name, email, practice_name, tax_id, language, currency, status, amount_cents,
           credit_cents, payment_intent_id, selected_items, completed_at is not null as was_completed
    from orders where id = ${orderId}`;
  if (!order) return [];
  if (order.status === 'refunded' && !order.was_completed) return [];
  const paid = order.status === 'completed' || order.status === 'refunded';
  const pending = await tx<Unreceipted[]>`
    select * from (
      select p.id, p.kind, p.stripe_id, p.amount_cents, p.charge_payment_id, p.succeeded_at,
             pp.number as plan_number, plan.months as plan_months,
             coalesce(plan.program_id, settled.program_id) as program_id, plan.fee_cents,
             settled.id is not null as settlement
      from order_payments p
      left join plan_payments pp on pp.order_payment_id = p.id
      left join payment_plans plan on plan.id = pp.plan_id
      left join payment_plans settled on settled.settlement_intent_id = p.stripe_id
        and p.kind = 'charge'
      where p.order_id = ${orderId} and p.status = 'succeeded'
        and not exists (select 1 from receipts r where r.payment_id = p.id)
        and (p.kind = 'refund' or pp.number is not null or settled.id is not null
             or (${paid} and p.stripe_id = ${order.payment_intent_id}))
      union all
      select null::uuid, 'credit'::text, null::text, o.credit_cents, null::uuid,
             coalesce(o.completed_at, now()), null, null, null, null, false
      from orders o
      where o.id = ${orderId} and ${paid} and o.credit_cents = o.amount_cents
        and o.amount_cents > 0
        and not exists (select 1 from receipts r where r.order_id = o.id and r.payment_id is null)
    ) money
    -- Recorded in one transaction (one instant), the payment is numbered before its refund.
    order by succeeded_at, kind = 'refund', id nulls first`;
  if (pending.length === 0) return [];

  const orderLines = await printedLines(tx, order, content);
  const buyer = {
    name: order.name,
    email: order.email,
    practiceName: order.practice_name,
    taxId: order.tax_id,
  };
  const { name, addressLines, phone, email } = content.academy;
  const academy = { name, addressLines: [...addressLines], phone, email };
  const at = options.at ?? (await tx<{ now: Date }[]>`select now()`)[0]!.now;
  const year = receiptYear(at, options.timeZone ?? academyTimeZone());

  const issued: Array<{ id: string; number: string }> = [];
  for (const money of pending) {
    const isPayment = money.kind !== 'refund';
    const planPayment = money.plan_number !== null || money.settlement;
    const lines = planPayment ? planPaymentLines(money, order.language, content) : orderLines;
    // A plan's payment is priced as itself: the plan's price is spread over its payments.
    const priceCents = planPayment ? money.amount_cents : order.amount_cents;
    const creditCents = planPayment ? 0 : order.credit_cents;
    const refundOf = isPayment ? null : await paymentReceiptOf(tx, orderId, money);
    const method: ReceiptMethod =
      money.kind === 'credit'
        ? { kind: 'credit' }
        : {
            kind: 'card',
            brand: options.cards?.[money.stripe_id ?? '']?.brand ?? null,
            last4: options.cards?.[money.stripe_id ?? '']?.last4 ?? null,
          };
    const printed: PrintedReceipt = {
      academy,
      buyer,
      orderReference: orderReference(order.id),
      lines: isPayment ? lines : [],
      method,
      paidAt: money.succeeded_at.toISOString(),
      refundOf: refundOf?.number ?? null,
    };
    const [counter] = await tx<{ last_number: number }[]>`
      insert into receipt_counters (year, last_number) values (${year}, 1)
      on conflict (year) do update set last_number = receipt_counters.last_number + 1
      returning last_number`;
    const sequence = counter!.last_number;
    const number = formatReceiptNumber(year, sequence);
    const [row] = await tx<{ id: string }[]>`
      insert into receipts (
        number, year, sequence, kind, order_id, payment_id, refund_of, issued_at, language,
        currency, price_cents, credit_cents, amount_cents, printed
      ) values (
        ${number}, ${year}, ${sequence}, ${isPayment ? 'payment' : 'refund'}, ${orderId},
        ${money.id}, ${refundOf?.id ?? null}, ${at}, ${order.language}, ${order.currency},
        ${isPayment ? priceCents : 0}, ${isPayment ? creditCents : 0},
        ${money.kind === 'credit' ? 0 : money.amount_cents},
        ${tx.json(printed as unknown as postgres.JSONValue)}
      )
      returning id`;
    await queueReceiptEmails(
      tx,
      {
        id: row!.id,
        number,
        kind: isPayment ? 'payment' : 'refund',
        amountCents: money.kind === 'credit' ? 0 : money.amount_cents,
      },
      {
        buyer: { name: order.name, email: order.email, language: order.language },
        academy: content.academy,
      },
    );
    issued.push({ id: row!.id, number });
  }
  return issued;
}

/** The receipt of the payment a refund returns: its charge's, else the order's first. */
async function paymentReceiptOf(
  tx: Tx,
  orderId: string,
  refund: Unreceipted,
): Promise<{ id: string; number: string } | null> {
  const [row] = await tx<{ id: string; number: string }[]>`
    select id, number from receipts
    where order_id = ${orderId} and kind = 'payment'
    order by (payment_id is not distinct from ${refund.charge_payment_id}) desc, issued_at, number
    limit 1`;
  return row ?? null;
}

/** A plan payment's lines: its share of the program's price, and on payment 1 the fee. */
function planPaymentLines(
  money: Unreceipted,
  language: Language,
  content: ReceiptContent,
): ReceiptLine[] {
  const words = wordsIn(language, 'receipts', 'document');
  const names = content.courseNamesIn?.[language] ?? content.courseNames;
  const program = itemName(money.program_id ?? '', names, language);
  if (money.settlement) {
    return [
      {
        description: words('planSettlement', { program }),
        session: null,
        cents: money.amount_cents,
      },
    ];
  }
  const fee = money.plan_number === 1 ? (money.fee_cents ?? 0) : 0;
  const share = {
    description: words('planPayment', {
      program,
      number: money.plan_number!,
      months: money.plan_months!,
    }),
    session: null,
    cents: money.amount_cents - fee,
  };
  return fee > 0
    ? [share, { description: words('processingFee'), session: null, cents: fee }]
    : [share];
}

/** The order's lines as the buyer reads them: course (and program), session, what it cost. */
async function printedLines(
  tx: Tx,
  order: OrderFacts,
  content: ReceiptContent,
): Promise<ReceiptLine[]> {
  const rows = await tx<
    {
      course_id: string;
      program_id: string | null;
      paid_cents: number | null;
      session_key: string | null;
    }[]
  >`
    select c.course_id, l.program_id, l.paid_cents, s.session_key
    from orders o
    cross join lateral unnest(o.course_ids) with ordinality as c (course_id, position)
    left join order_lines l on l.order_id = o.id and l.course_id = c.course_id
    left join session_seats s on s.order_id = o.id and s.course_id = c.course_id
    where o.id = ${order.id}
    order by c.position`;
  const language = order.language;
  const names = content.courseNamesIn?.[language] ?? content.courseNames;
  const lines = rows.map((row) => {
    const course = itemName(row.course_id, names, language);
    const session = row.session_key
      ? content.courseSessions?.[row.course_id]?.find((s) => s.key === row.session_key)
      : undefined;
    return {
      description: row.program_id
        ? `${itemName(row.program_id, names, language)}: ${course}`
        : course,
      session: session ? sessionDaysAndPlace(session, language) : null,
      cents: row.paid_cents ?? 0,
    };
  });
  // An order from before the ledger whose lines are not backfilled yet: its items, its amount.
  if (rows.every((row) => row.paid_cents === null)) {
    const items = order.selected_items.map((id) => itemName(id, names, language)).join(', ');
    return [{ description: items, session: null, cents: order.amount_cents }];
  }
  return lines;
}

/** The card Stripe charged for the intent, when the intent's latest charge was expanded. */
/** The payments-recorded hook of receipts (app/order-hooks.server.ts): the money's receipts. */
export async function issueRecordedReceipts(tx: Tx, event: PaymentsRecordedEvent): Promise<void> {
  await issueReceipts(
    tx,
    event.orderId,
    event.context,
    event.intent ? { cards: cardOf(event.intent) } : {},
  );
}

export function cardOf(
  intent: Stripe.PaymentIntent,
): Record<string, { brand: string | null; last4: string | null }> {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return card ? { [intent.id]: { brand: card.brand ?? null, last4: card.last4 ?? null } } : {};
}
