/**
 * Whether a course of a paid order can be cancelled at an instant, and what it returns: the
 * refund policy (refunds/refund-policy.ts) applied to the line's price, never more than the
 * order still holds. The same answer for /account's quote, the confirmation and the cancelling
 * itself, so the amount shown is the amount returned. No server imports.
 */
import { dayIn } from '~/courses/sessions';
import { academyTimeZone } from '~/lib/academy-time-zone';
import { refundQuote, type RefundTier } from '~/refunds/refund-policy';

export interface CancellableLine {
  orderStatus: string;
  /** The line's share of the order's price. */
  paidCents: number;
  /** What the order still holds: paid, less refunds and credit already given back. */
  keptCents: number;
  /** The session its seat is booked in; null for a course without one. */
  sessionKey: string | null;
}

export interface CancelPolicy {
  tiers: readonly RefundTier[];
  timeZone?: string;
  /** Each course's sessions from content: their first days. */
  courseSessions: Record<string, ReadonlyArray<{ key: string; startDate: string | null }>>;
}

export type Assessment =
  | {
      kind: 'cancellable';
      sessionKey: string | null;
      /** 'YYYY-MM-DD' in the academy's time zone; null without a dated session. */
      firstDay: string | null;
      percent: number;
      amountCents: number;
      /** The last day this quote holds, when a lower one follows, and that one's percent. */
      until: string | null;
      nextPercent: number | null;
    }
  | {
      kind: 'not-cancellable';
      /** not-paid: the order is not (or no longer) paid; started: its session has begun;
       * unknown-session: its session is gone from content, so its date is not known. */
      reason: 'not-paid' | 'started' | 'unknown-session';
    };

/**
 * The academy cancels or postpones the session: everything paid for the course comes back
 * (product.md#refund-policy), whatever the date, never more than the order still holds.
 */
export function assessAcademyCancellation(line: CancellableLine): Assessment {
  if (line.orderStatus !== 'completed') return { kind: 'not-cancellable', reason: 'not-paid' };
  return {
    kind: 'cancellable',
    sessionKey: line.sessionKey,
    firstDay: null,
    percent: 100,
    amountCents: Math.min(line.paidCents, Math.max(line.keptCents, 0)),
    until: null,
    nextPercent: null,
  };
}

export function assessCancellation(
  courseId: string,
  line: CancellableLine,
  now: Date,
  policy: CancelPolicy,
): Assessment {
  if (line.orderStatus !== 'completed') return { kind: 'not-cancellable', reason: 'not-paid' };
  const timeZone = policy.timeZone ?? academyTimeZone();
  let firstDay: string | null = null;
  if (line.sessionKey) {
    const session = policy.courseSessions[courseId]?.find((s) => s.key === line.sessionKey);
    if (!session) return { kind: 'not-cancellable', reason: 'unknown-session' };
    firstDay = session.startDate;
  }
  if (firstDay && firstDay <= dayIn(now, timeZone)) {
    return { kind: 'not-cancellable', reason: 'started' };
  }
  const quote = refundQuote(line.paidCents, firstDay, now, policy.tiers, timeZone);
  return {
    kind: 'cancellable',
    sessionKey: line.sessionKey,
    firstDay,
    percent: quote.percent,
    amountCents: Math.min(quote.amountCents, Math.max(line.keptCents, 0)),
    until: quote.until,
    nextPercent: quote.nextPercent,
  };
}
