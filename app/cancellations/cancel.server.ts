/**
 * Cancelling (docs/decisions/0058, 0060, 0065, 0092, 0099): one service, `cancel`, whose request
 * is the case. A course of a paid order cancelled by the student on /account ('account'), by the
 * registrar entering a notice received by e-mail at the time it was received ('email'), or by the
 * academy closing its session ('academy', the whole price back, any day); or a program paid
 * monthly cancelled by the student ('program').
 *
 * In one transaction, with the order's row locked, the case applies its policy again (a quote
 * that changed since it was shown is answered, not applied) and writes its own rows (the
 * cancellation row and a closed course's share taken off the plan; or the plan ended and its
 * final charge); then the same steps for every case: the seats freed and grants taken back, the
 * log entry, the refunds written as 'requested' (refunds/lifecycle.server.ts), the credit
 * granted, both e-mails and, for a program, its receipts. After commit Stripe is asked for the
 * refunds (refunds/stripe-refunds.server.ts) and a course's seat is offered to the waiting list.
 *
 * An order paid partly or wholly with credit (docs/decisions/0061): a refund to the card is
 * never more than its charges can still return; the rest of the amount comes back as credit.
 */

import type Stripe from 'stripe';

import { grantCredit } from '~/credits/ledger.server';
import { db, type Queryable, type Sql } from '~/db/client.server';
import { loadEmailAcademy } from '~/email/academy.server';
import type { EmailAcademy } from '~/email/message';
import { type ComposedEmail, queueComposedEmail } from '~/email/outbox.server';
import { academyTimeZone } from '~/lib/academy-time-zone';
import { normalizeEmail } from '~/lib/email-address';
import { takeBackCourse } from '~/orders/grants.server';
import { lockOrder, type OrderRow, type Tx } from '~/orders/intent-order.server';
import { type Actor, type LogEntry, logOrderEvent } from '~/orders/ledger.server';
import {
  applyPlanClosure,
  endPlan,
  type ExpectedSettlement,
  type PlanClosureQuote,
  quotePlanClosure,
  settlementCents,
  settleStartedPayments,
} from '~/plans/cancel.server';
import { planCancelledEmail, planCancelledNotice } from '~/plans/cancel-emails';
import type { Settlement } from '~/plans/settlement';
import type { CoursePrices } from '~/plans/settlement.server';
import { courseDisplayName } from '~/prices/course-names';
import { loadCourseNamesIn } from '~/prices/price-list.server';
import { issueReceipts, type ReceiptContent } from '~/receipts/issue.server';
import {
  refundableCharges,
  type RequestedRefund,
  requestRefunds,
} from '~/refunds/lifecycle.server';
import { type RefundableCharge, type RefundPart, spreadRefund } from '~/refunds/refund-spread';
import { issueRefunds, type RefundDependencies } from '~/refunds/stripe-refunds.server';
import { releaseCourseSeat } from '~/sessions/seat-bookings.server';
import { sendWaitingListOffers } from '~/sessions/waiting-list-offers.server';
import { stripeClient } from '~/stripe/stripe.server';

import {
  assessAcademyCancellation,
  assessCancellation,
  type Assessment,
  type CancelPolicy,
} from './assessment';
import { cancellationEmail, cancellationNoticeEmail, type PlanChangeMail } from './emails';
import { type CancelPolicyContent, loadCancelPolicy } from './policy.server';

export interface CancelRequest {
  orderId: string;
  courseId: string;
  /** 'academy': the academy cancelled the session; the whole price comes back, any day. */
  channel: 'account' | 'email' | 'academy';
  /** The instant the policy is applied at: now, or when the academy received the e-mail. */
  requestedAt: Date;
  actor: Extract<Actor, { kind: 'student' | 'staff' }>;
  destination: 'card' | 'credit';
  /** The quote the person confirmed: a different one now is answered, not applied. */
  expected?: { percent: number; amountCents: number };
  /**
   * A student cancels only what their own confirmed address bought (app/auth/owned-address.ts):
   * required on the 'account' channel, where nothing is cancelled without it.
   */
  ownerEmail?: string;
}

export type CancelResult =
  | {
      kind: 'cancelled';
      cancellationId: string;
      percent: number;
      amountCents: number;
      destination: 'card' | 'credit';
      /**
       * The part of amountCents given as credit: all of it for 'credit'; for 'card', what the
       * card's charges could not return (the order was paid partly with credit).
       */
      creditCents: number;
      /** Each refund's row status after Stripe was asked ('requested': to be asked again). */
      refunds: Array<{ id: string; status: string }>;
    }
  | { kind: 'quote-changed'; assessment: Extract<Assessment, { kind: 'cancellable' }> }
  | {
      kind: 'not-cancellable';
      reason:
        | 'no-line'
        | 'already-cancelled'
        | 'not-paid'
        | 'started'
        | 'unknown-session'
        // A monthly payment the closure changes was paid meanwhile: run again after its webhook.
        | 'payment-in-progress';
    };

export interface CancelDependencies extends RefundDependencies {
  policy?: CancelPolicyContent;
  academy?: EmailAcademy;
}

/**
 * A line as the policy needs it, read with the order's row locked (or not, for a quote). What
 * the order keeps: its charges less its refunds (asked for or made), plus the credit it was paid
 * with, less the credit its cancellations gave back.
 */
export async function lineFacts(sql: Queryable, orderId: string, courseId: string) {
  const [row] = await sql<
    {
      order_status: string;
      paid_cents: number;
      kept_cents: number;
      session_key: string | null;
      cancelled: boolean;
      in_plan: boolean;
    }[]
  >`
    select o.status as order_status, l.paid_cents, o.plan_months is not null as in_plan,
           (b.balance_cents
            - coalesce((select sum(amount_cents) from order_payments
                        where order_id = o.id and kind = 'refund'
                          and status in ('requested', 'pending')), 0)
            -- The credit spent on it, net of spends given back, counts as paid...
            + coalesce((select -sum(amount_cents) from credit_entries
                        where order_id = o.id and reason in ('spent', 'spend-returned')), 0)
            -- ...and what its cancellations gave back as credit is no longer kept.
            - coalesce((select sum(amount_cents) from credit_entries
                        where order_id = o.id
                          and reason in ('cancellation', 'academy-cancellation')), 0))::integer
             as kept_cents,
           (select session_key from session_seats
            where order_id = o.id and course_id = l.course_id and status = 'booked') as session_key,
           exists (select 1 from cancellations c
                   where c.order_id = o.id and c.course_id = l.course_id) as cancelled
    from orders o
    join order_lines l on l.order_id = o.id and l.course_id = ${courseId}
    join order_balances b on b.order_id = o.id
    where o.id = ${orderId}`;
  if (!row) return null;
  return {
    cancelled: row.cancelled,
    /**
     * Of a program paid monthly: the student (or staff for them) cancels the program as a whole
     * (docs/decisions/0074), not its courses one by one; the academy may still close a session.
     */
    inPlan: row.in_plan,
    line: {
      orderStatus: row.order_status,
      paidCents: row.paid_cents,
      keptCents: row.kept_cents,
      sessionKey: row.session_key,
    },
  };
}

/**
 * Where a cancellation's amount goes: to the card as far as its charges can still return it
 * (newest first, as spreadRefund takes them), the rest as credit; all of it as credit when the
 * student chose credit. An order paid partly with credit has charges smaller than its price, so
 * what they cannot return is given back as credit: never lost, never returned twice.
 */
export function splitReturn(
  amountCents: number,
  destination: 'card' | 'credit',
  charges: readonly RefundableCharge[],
): { cardCents: number; creditCents: number } {
  if (destination === 'credit') return { cardCents: 0, creditCents: amountCents };
  const left = charges.reduce((sum, charge) => sum + Math.max(charge.leftCents, 0), 0);
  const cardCents = Math.min(amountCents, left);
  return { cardCents, creditCents: amountCents - cardCents };
}

/** The closure's change to a plan as the e-mails say it: the payments left after it. */
function planMail(plan: PlanClosureQuote): PlanChangeMail {
  return {
    shareCents: plan.shareCents,
    removedCents: plan.removedCents,
    left: plan.payments
      .filter((payment) => payment.toCents > 0)
      .map((payment) => ({
        dueDate: plan.dueDates[payment.number]!,
        amountCents: payment.toCents,
      })),
  };
}

/**
 * What the academy closing the course's session gives back (docs/decisions/0060, 0092), the same
 * for the staff preview and the closing itself: everything paid for the course, never more than
 * the order still holds; for a program paid monthly, the part of the course's share paid so far,
 * with the rest taken off the remaining payments (plan). Then where it goes (splitReturn).
 */
export async function academyReturn(
  sql: Queryable,
  orderId: string,
  facts: NonNullable<Awaited<ReturnType<typeof lineFacts>>>,
  destination: 'card' | 'credit',
) {
  const assessed = assessAcademyCancellation(facts.line);
  if (assessed.kind !== 'cancellable') return { ok: false, assessed } as const;
  const plan = facts.inPlan ? await quotePlanClosure(sql, orderId, facts.line.paidCents) : null;
  const amountCents = plan
    ? Math.min(plan.returnCents, Math.max(facts.line.keptCents, 0))
    : assessed.amountCents;
  const chosen = amountCents === 0 ? 'card' : destination;
  const charges = chosen === 'card' ? await refundableCharges(sql, orderId) : [];
  const { cardCents, creditCents } = splitReturn(amountCents, chosen, charges);
  return {
    ok: true,
    assessed: { ...assessed, amountCents },
    plan,
    charges,
    cardCents,
    creditCents,
    // Paid with credit alone, it all comes back as credit: that is where it goes.
    destination: amountCents > 0 && cardCents === 0 ? ('credit' as const) : chosen,
  } as const;
}

/** The program's case: the student cancels a program paid monthly as a whole (0074). */
export interface ProgramCancelRequest {
  channel: 'program';
  orderId: string;
  /** The day notice was given: the settlement counts the courses taken by then. */
  notice: Date;
  actor: Actor;
  expected: ExpectedSettlement;
}

export type PlanCancelResult =
  | { kind: 'cancelled'; settlement: Exclude<Settlement, { kind: 'completed' }> }
  | { kind: 'changed' }
  /** No live plan, or every payment made: nothing to cancel. */
  | { kind: 'unavailable' };

export interface PlanCancelDependencies {
  sql: Sql;
  stripe?: Stripe;
  courses: readonly CoursePrices[];
  timeZone?: string;
  academy?: EmailAcademy;
  content?: ReceiptContent;
  refunds?: RefundDependencies;
}

/** What the cases read from content and Stripe, loaded before the transaction holds locks. */
export interface CaseContext {
  academy: EmailAcademy;
  names: Awaited<ReturnType<typeof loadCourseNamesIn>>;
  stripe: () => Stripe;
}

export type CourseContext = CaseContext & { policy: CancelPolicyContent };

export type ProgramContext = CaseContext & {
  courses: readonly CoursePrices[];
  timeZone: string;
  receipts: ReceiptContent;
};

type Cancelled = Extract<CancelResult, { kind: 'cancelled' }>;
type CourseOutcome =
  | Exclude<CancelResult, { kind: 'cancelled' }>
  | (Omit<Cancelled, 'refunds'> & { requested: RequestedRefund[] });
type ProgramOutcome =
  | Exclude<PlanCancelResult, { kind: 'cancelled' }>
  | (Extract<PlanCancelResult, { kind: 'cancelled' }> & { requested: RequestedRefund[] });

type ReleasedSeats = ReadonlyMap<string, Awaited<ReturnType<typeof releaseCourseSeat>>>;

/**
 * What a case settled on, its own rows written: the shared steps apply it, in this order, so
 * every case frees seats, logs, refunds, credits and e-mails the same way.
 */
interface Settling {
  order: OrderRow;
  /** Courses whose seat is freed and grant taken back. */
  courses: readonly string[];
  /** The cancellation in the order's log, once its freed seats are known. */
  entry: (seats: ReleasedSeats) => LogEntry;
  refund: {
    parts: readonly RefundPart[];
    currency: string;
    keyPrefix: string;
    cancellationId?: string;
    log?: LogEntry;
  } | null;
  credit: { grant: Parameters<typeof grantCredit>[1]; log: LogEntry } | null;
  /** The student's e-mail and the academy's notice. */
  emails: (seats: ReleasedSeats) => ComposedEmail[];
  academy: EmailAcademy;
  /** A program's settlement is receipted in the same transaction. */
  receipts: ReceiptContent | null;
}

async function settle(tx: Tx, settling: Settling): Promise<RequestedRefund[]> {
  const { order } = settling;
  const seats = new Map<string, Awaited<ReturnType<typeof releaseCourseSeat>>>();
  for (const courseId of settling.courses) {
    seats.set(courseId, await releaseCourseSeat(tx, order.id, courseId));
    await takeBackCourse(tx, order.email_normalized, order.id, courseId);
  }
  await logOrderEvent(tx, order.id, settling.entry(seats));
  const requested = settling.refund ? await requestRefunds(tx, order.id, settling.refund) : [];
  if (settling.credit) {
    await grantCredit(tx, settling.credit.grant);
    await logOrderEvent(tx, order.id, settling.credit.log);
  }
  for (const email of settling.emails(seats)) {
    await queueComposedEmail(tx, email, settling.academy);
  }
  // Last: the receipt counter's lock (0063).
  if (settling.receipts) await issueReceipts(tx, order.id, settling.receipts);
  return requested;
}

/**
 * The cancellation, in the caller's transaction: the case decides and writes its own rows, then
 * the shared steps (settle). The refunds it wrote are returned, to ask Stripe for after commit.
 */
export function cancel(
  tx: Tx,
  request: CancelRequest,
  context: CourseContext,
): Promise<CourseOutcome>;
export function cancel(
  tx: Tx,
  request: ProgramCancelRequest,
  context: ProgramContext,
): Promise<ProgramOutcome>;
export async function cancel(
  tx: Tx,
  request: CancelRequest | ProgramCancelRequest,
  context: CourseContext | ProgramContext,
): Promise<CourseOutcome | ProgramOutcome> {
  const order = await lockOrder(tx, request.orderId);
  const decided =
    request.channel === 'program'
      ? await programCase(tx, order, request, context as ProgramContext)
      : await courseCase(tx, order, request, context as CourseContext);
  if (decided.kind !== 'settling') return decided;
  const requested = await settle(tx, decided.settling);
  return { ...decided.result, requested };
}

/** The student's, the registrar's and the academy's case: one course of the order. */
async function courseCase(
  tx: Tx,
  order: OrderRow | null,
  request: CancelRequest,
  context: CourseContext,
): Promise<
  | Exclude<CancelResult, { kind: 'cancelled' }>
  | {
      kind: 'settling';
      settling: Settling;
      result: Omit<Cancelled, 'refunds'>;
    }
> {
  const owned = request.ownerEmail
    ? order?.email_normalized === normalizeEmail(request.ownerEmail)
    : request.channel !== 'account';
  if (!order || !owned) {
    return { kind: 'not-cancellable', reason: 'no-line' } as const;
  }
  const facts = await lineFacts(tx, order.id, request.courseId);
  if (!facts || (facts.inPlan && request.channel !== 'academy')) {
    return { kind: 'not-cancellable', reason: 'no-line' } as const;
  }
  if (facts.cancelled) return { kind: 'not-cancellable', reason: 'already-cancelled' } as const;
  let plan: PlanClosureQuote | null = null;
  let assessed: Extract<Assessment, { kind: 'cancellable' }>;
  let split: {
    charges: readonly RefundableCharge[];
    cardCents: number;
    creditCents: number;
    destination: 'card' | 'credit';
  };
  if (request.channel === 'academy') {
    const returned = await academyReturn(tx, order.id, facts, request.destination);
    if (!returned.ok) return returned.assessed;
    // A plan cancelled meanwhile was settled as a whole (0065): its courses are not returned
    // again one by one; staff see the registrant as not cancellable and settle it by hand.
    if (facts.inPlan && !returned.plan) {
      return { kind: 'not-cancellable', reason: 'no-line' } as const;
    }
    ({ assessed, plan } = returned);
    split = returned;
  } else {
    const policy: CancelPolicy = context.policy;
    const quoted = assessCancellation(request.courseId, facts.line, request.requestedAt, policy);
    if (quoted.kind !== 'cancellable') return quoted;
    assessed = quoted;
    const chosen = assessed.amountCents === 0 ? 'card' : request.destination;
    const charges = chosen === 'card' ? await refundableCharges(tx, order.id) : [];
    const parts = splitReturn(assessed.amountCents, chosen, charges);
    split = {
      charges,
      ...parts,
      // Paid with credit alone, it all comes back as credit: that is where it goes.
      destination: assessed.amountCents > 0 && parts.cardCents === 0 ? 'credit' : chosen,
    };
  }
  if (
    request.expected &&
    (request.expected.percent !== assessed.percent ||
      request.expected.amountCents !== assessed.amountCents)
  ) {
    return { kind: 'quote-changed', assessment: assessed } as const;
  }
  const { charges, cardCents, creditCents, destination } = split;
  if (plan && (await settleStartedPayments(tx, context.stripe(), plan)) === 'paid') {
    return { kind: 'not-cancellable', reason: 'payment-in-progress' } as const;
  }
  const [cancellation] = await tx<{ id: string }[]>`
    insert into cancellations (
      order_id, course_id, channel, requested_at, actor_kind, actor, session_key, first_day,
      percent, amount_cents, destination, plan_removed_cents
    ) values (
      ${order.id}, ${request.courseId}, ${request.channel}, ${request.requestedAt},
      ${request.actor.kind}, ${request.actor.email}, ${assessed.sessionKey}, ${assessed.firstDay},
      ${assessed.percent}, ${assessed.amountCents}, ${destination},
      ${plan ? plan.removedCents : null}
    )
    returning id`;
  const cancellationId = cancellation!.id;
  // The share's unpaid part comes off the remaining payments, in this transaction (0092).
  if (plan) {
    await applyPlanClosure(tx, plan, {
      orderId: order.id,
      courseId: request.courseId,
      actor: request.actor,
    });
  }
  let parts: RefundPart[] | null = null;
  if (cardCents > 0) {
    parts = spreadRefund(cardCents, charges);
    // Capped by what the charges have left, so they can return it.
    if (!parts) throw new Error(`Order ${order.id}: its charges cannot return the refund`);
  }
  const key = `cancel-${cancellationId}`;
  const seatOf = (seats: ReleasedSeats) => seats.get(request.courseId) ?? null;
  const { names } = context;
  return {
    kind: 'settling',
    settling: {
      order,
      courses: [request.courseId],
      entry: (seats) => ({
        event: 'cancelled',
        actor: request.actor,
        details: {
          courseId: request.courseId,
          sessionKey: seatOf(seats)?.sessionKey ?? null,
          channel: request.channel,
          requestedAt: request.requestedAt.toISOString(),
          percent: assessed.percent,
          amountCents: assessed.amountCents,
          destination,
        },
        dedupeKey: `cancelled:${request.courseId}`,
      }),
      refund: parts && {
        parts,
        currency: order.currency,
        keyPrefix: key,
        cancellationId,
        log: {
          event: 'refund-issued',
          actor: request.actor,
          details: { amountCents: cardCents, reason: 'cancellation', parts: parts.length },
          dedupeKey: `refund-issued:${key}`,
        },
      },
      credit:
        creditCents > 0
          ? {
              grant: {
                email: order.email,
                amountCents: creditCents,
                currency: order.currency,
                reason: request.channel === 'academy' ? 'academy-cancellation' : 'cancellation',
                orderId: order.id,
                actor: request.actor,
                note: request.courseId,
                key: `cancellation:${cancellationId}`,
              },
              log: {
                event: 'credit-granted',
                actor: request.actor,
                details: { amountCents: creditCents, reason: 'cancellation' },
                dedupeKey: `credit-granted:${key}`,
              },
            }
          : null,
      emails: (seats) => {
        const seat = seatOf(seats);
        const session = seat
          ? context.policy.courseSessions[request.courseId]?.find((s) => s.key === seat.sessionKey)
          : undefined;
        const mail = {
          orderId: order.id,
          courseId: request.courseId,
          courseName: courseDisplayName(request.courseId, names[order.language]),
          courseNameEn: courseDisplayName(request.courseId, names.en),
          student: { name: order.name, email: order.email, language: order.language },
          session: session && seat ? { ...session, moves: seat.moves } : null,
          percent: assessed.percent,
          amountCents: assessed.amountCents,
          destination,
          creditCents,
          plan: plan ? planMail(plan) : null,
          channel: request.channel,
          requestedAt: request.requestedAt.toISOString(),
          enteredBy: request.actor.kind === 'student' ? 'the student' : request.actor.email,
        } as const;
        return [
          cancellationEmail(mail, context.academy),
          cancellationNoticeEmail(mail, context.academy),
        ];
      },
      academy: context.academy,
      receipts: null,
    },
    result: {
      kind: 'cancelled',
      cancellationId,
      percent: assessed.percent,
      amountCents: assessed.amountCents,
      destination,
      creditCents,
    },
  };
}

/** The monthly program's case: the plan ended (plans/cancel.server.ts), then the shared steps. */
async function programCase(
  tx: Tx,
  order: OrderRow | null,
  request: ProgramCancelRequest,
  context: ProgramContext,
): Promise<
  | Exclude<PlanCancelResult, { kind: 'cancelled' }>
  | {
      kind: 'settling';
      settling: Settling;
      result: Extract<PlanCancelResult, { kind: 'cancelled' }>;
    }
> {
  if (!order) return { kind: 'unavailable' };
  const ended = await endPlan(tx, context.stripe(), order, request, context);
  if (ended.kind !== 'ended') return ended;
  const { settlement, releasedCourses } = ended;
  const cancelled = {
    orderId: order.id,
    name: order.name,
    email: order.email,
    language: order.language,
    programId: ended.programId,
    settlement,
    releasedCourses,
  };
  const { academy, names } = context;
  return {
    kind: 'settling',
    settling: {
      order,
      courses: releasedCourses,
      entry: () => ({
        event: 'plan-cancelled',
        actor: request.actor,
        details: {
          noticeDay: settlement.noticeDay,
          lastDay: settlement.lastDay,
          paidCents: settlement.paidCents,
          owedCents: settlement.owedCents,
          settlement: settlement.kind,
          amountCents: settlementCents(settlement),
          released: releasedCourses,
        },
        dedupeKey: `plan-cancelled:${ended.planId}`,
      }),
      refund:
        settlement.kind === 'refund'
          ? {
              parts: settlement.parts,
              currency: ended.currency,
              keyPrefix: `plan-cancel-${ended.planId}`,
            }
          : null,
      credit: null,
      emails: () => [
        planCancelledEmail(cancelled, academy, names[order.language] ?? names.en),
        planCancelledNotice(cancelled, academy, names.en),
      ],
      academy,
      receipts: context.receipts,
    },
    result: { kind: 'cancelled', settlement },
  };
}

/** A course cancelled (the student's, the registrar's or the academy's case), then its refunds. */
export async function cancelCourse(
  request: CancelRequest,
  deps: CancelDependencies & { sql?: Sql } = {},
): Promise<CancelResult> {
  const sql = deps.sql ?? db();
  const [policy, academy, names] = await Promise.all([
    deps.policy ?? loadCancelPolicy(),
    deps.academy ?? loadEmailAcademy(),
    loadCourseNamesIn(),
  ]);
  const context: CourseContext = {
    policy,
    academy,
    names,
    stripe: () => deps.stripe ?? stripeClient(),
  };
  const outcome = await sql.begin((tx) => cancel(tx, request, context));
  if (outcome.kind !== 'cancelled') return outcome;
  const { requested, ...cancelled } = outcome;
  // The cancellation is committed: a refund Stripe cannot be asked for now (no client, an
  // outage) stays 'requested' and the background job asks again.
  const refunds = await issueRefunds(requested, { ...deps, sql }).catch((error: unknown) => {
    (deps.log ?? console).warn(
      `Refunds of cancellation ${cancelled.cancellationId} not asked yet:`,
      error,
    );
    return requested.map((refund) => ({ id: refund.id, status: 'requested' }));
  });
  // Its seat is free: the waiting list hears now (a program's freed seats wait for the job).
  await sendWaitingListOffers(sql);
  return { ...cancelled, refunds };
}

/** A program paid monthly cancelled from /account (SPEC §9), then its refunds. */
export async function cancelPlan(
  request: Omit<ProgramCancelRequest, 'channel'>,
  deps: PlanCancelDependencies,
): Promise<PlanCancelResult> {
  const stripe = deps.stripe ?? stripeClient();
  const [academy, names] = await Promise.all([
    deps.academy ?? loadEmailAcademy(),
    loadCourseNamesIn(),
  ]);
  const context: ProgramContext = {
    academy,
    names,
    stripe: () => stripe,
    courses: deps.courses,
    timeZone: deps.timeZone ?? academyTimeZone(),
    receipts: deps.content ?? { academy, courseNames: names.en, courseNamesIn: names },
  };
  const outcome = await deps.sql.begin((tx) =>
    cancel(tx, { ...request, channel: 'program' }, context),
  );
  if (outcome.kind !== 'cancelled') return outcome;
  const { requested, ...cancelled } = outcome;
  // Unlike a course's, an error here still fails the request, as before (0099: a follow-up).
  if (requested.length > 0) {
    await issueRefunds(requested, { sql: deps.sql, stripe, ...deps.refunds });
  }
  return cancelled;
}
