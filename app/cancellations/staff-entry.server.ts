/**
 * Staff entering a cancellation notice received by e-mail (docs/decisions/0059): the refund
 * policy applied at the instant the e-mail was received, quoted first, then applied by
 * cancelCourse with the quote staff saw (a different one is shown again, never applied). The
 * received time must lie between the order's payment and now. And the order's cancellations,
 * as its page lists them.
 */
import { db, type Queryable, type Sql } from '~/db/client.server';

import { assessCancellation } from './assessment';
import {
  cancelCourse,
  type CancelDependencies,
  type CancelResult,
  lineFacts,
} from './cancel.server';
import { type CancelPolicyContent, loadCancelPolicy } from './policy.server';
import type {
  CancellationRecord,
  StaffCancelEntry,
  StaffCancelError,
  StaffCancelQuote,
} from './staff-entry';

const MINUTE_MS = 60_000;

type Refused = { kind: 'refused'; error: StaffCancelError };
type Checked = { kind: 'no-order' } | Refused | { kind: 'ok' };

const NOT_CANCELLABLE: Record<
  Extract<CancelResult, { kind: 'not-cancellable' }>['reason'],
  StaffCancelError
> = {
  'no-line': 'unknownLine',
  'already-cancelled': 'alreadyCancelled',
  'not-paid': 'notPaid',
  started: 'started',
  'unknown-session': 'unknownSession',
  // Only the academy's closing of a monthly program's course meets it; never a staff entry,
  // whose courses of a plan are refused as no line.
  'payment-in-progress': 'unknownLine',
};

/**
 * The order is paid, and the e-mail was received after it was paid and not after `now`. The
 * form reads minutes, so the minute of the payment counts.
 */
async function checkReceived(
  sql: Queryable,
  orderId: string,
  receivedAt: Date,
  now: Date,
): Promise<Checked> {
  const [order] = await sql<{ status: string; completed_at: Date | null }[]>`
    select status, completed_at from orders where id = ${orderId}`;
  if (!order) return { kind: 'no-order' };
  if (order.status !== 'completed' || !order.completed_at) {
    return { kind: 'refused', error: 'notPaid' };
  }
  if (receivedAt.getTime() > now.getTime()) return { kind: 'refused', error: 'receivedFuture' };
  const paidMinute = Math.floor(order.completed_at.getTime() / MINUTE_MS) * MINUTE_MS;
  if (receivedAt.getTime() < paidMinute) return { kind: 'refused', error: 'receivedBeforePaid' };
  return { kind: 'ok' };
}

const quoteOf = (
  entry: StaffCancelEntry,
  assessed: {
    percent: number;
    amountCents: number;
    sessionKey: string | null;
    firstDay: string | null;
  },
): StaffCancelQuote => ({
  courseId: entry.courseId,
  received: entry.received,
  receivedAt: entry.receivedAt.toISOString(),
  // A refund of nothing goes nowhere; cancelCourse records it as 'card'.
  destination: assessed.amountCents === 0 ? 'card' : entry.destination,
  percent: assessed.percent,
  amountCents: assessed.amountCents,
  sessionKey: assessed.sessionKey,
  firstDay: assessed.firstDay,
});

/** Step 1: what cancelling the course at the received time returns, or why it cannot be. */
export async function quoteStaffCancellation(
  orderId: string,
  entry: StaffCancelEntry,
  options: { now: Date; sql?: Sql; policy?: CancelPolicyContent },
): Promise<{ kind: 'no-order' } | Refused | { kind: 'quote'; quote: StaffCancelQuote }> {
  const sql = options.sql ?? db();
  const checked = await checkReceived(sql, orderId, entry.receivedAt, options.now);
  if (checked.kind !== 'ok') return checked;
  const [facts, policy] = await Promise.all([
    lineFacts(sql, orderId, entry.courseId),
    options.policy ?? loadCancelPolicy(),
  ]);
  if (!facts) return { kind: 'refused', error: 'unknownLine' };
  if (facts.inPlan) return { kind: 'refused', error: 'inPlan' };
  if (facts.cancelled) return { kind: 'refused', error: 'alreadyCancelled' };
  const assessed = assessCancellation(entry.courseId, facts.line, entry.receivedAt, policy);
  if (assessed.kind !== 'cancellable') {
    return { kind: 'refused', error: NOT_CANCELLABLE[assessed.reason] };
  }
  return { kind: 'quote', quote: quoteOf(entry, assessed) };
}

/**
 * Step 2: the cancellation, by the staff member, counted from the received time, if the quote is
 * still the one they confirmed; else the new quote ('changed'), nothing done.
 */
export async function confirmStaffCancellation(
  orderId: string,
  entry: StaffCancelEntry & { expected: NonNullable<StaffCancelEntry['expected']> },
  options: { now: Date; staffEmail: string; deps?: CancelDependencies & { sql?: Sql } },
): Promise<
  | { kind: 'no-order' }
  | Refused
  | { kind: 'changed'; quote: StaffCancelQuote }
  | { kind: 'cancelled'; percent: number; amountCents: number; destination: 'card' | 'credit' }
> {
  const sql = options.deps?.sql ?? db();
  const checked = await checkReceived(sql, orderId, entry.receivedAt, options.now);
  if (checked.kind !== 'ok') return checked;
  const result = await cancelCourse(
    {
      orderId,
      courseId: entry.courseId,
      channel: 'email',
      requestedAt: entry.receivedAt,
      actor: { kind: 'staff', email: options.staffEmail },
      destination: entry.destination,
      expected: entry.expected,
    },
    { ...options.deps, sql },
  );
  if (result.kind === 'quote-changed') {
    return { kind: 'changed', quote: quoteOf(entry, result.assessment) };
  }
  if (result.kind === 'not-cancellable') {
    return { kind: 'refused', error: NOT_CANCELLABLE[result.reason] };
  }
  return {
    kind: 'cancelled',
    percent: result.percent,
    amountCents: result.amountCents,
    destination: result.destination,
  };
}

/** The order's cancellations, oldest first. */
export async function orderCancellations(
  sql: Queryable,
  orderId: string,
): Promise<CancellationRecord[]> {
  const rows = await sql<
    {
      course_id: string;
      channel: CancellationRecord['channel'];
      requested_at: Date;
      actor_kind: CancellationRecord['actorKind'];
      actor: string | null;
      session_key: string | null;
      first_day: string | null;
      percent: number;
      amount_cents: number;
      destination: CancellationRecord['destination'];
      created_at: Date;
    }[]
  >`
    select course_id, channel, requested_at, actor_kind, actor, session_key,
           first_day::text as first_day, percent, amount_cents, destination, created_at
    from cancellations where order_id = ${orderId}
    order by created_at, id`;
  return rows.map((row) => ({
    courseId: row.course_id,
    channel: row.channel,
    requestedAt: row.requested_at.toISOString(),
    actorKind: row.actor_kind,
    actor: row.actor,
    sessionKey: row.session_key,
    firstDay: row.first_day,
    percent: row.percent,
    amountCents: row.amount_cents,
    destination: row.destination,
    createdAt: row.created_at.toISOString(),
  }));
}
