/**
 * Cancelling a program paid monthly (SPEC §9, docs/decisions/0065): "The 18 month program can be
 * cancelled any time with 30 days notice. Before the 18th payment the student pays only for the
 * individual courses taken up to 30 days after cancellation, at individual fees. Overpayment is
 * refunded and underpayment charged." Owed is the processing fee plus the individual fees of the
 * courses taken by the notice's day + 30 (in the academy's time zone), never more than the whole
 * plan; paid is what the plan's charges kept. A refund is spread over the latest charges, none
 * over its charge (refund-spread.ts). Pure: the cancellation confirms it inside its transaction.
 */
import { dayIn } from '~/courses/sessions';
import { academyTimeZone } from '~/lib/academy-time-zone';
import { addDays } from '~/prices/plan-schedule';
import { type RefundableCharge, type RefundPart, spreadRefund } from '~/refunds/refund-spread';

/** SPEC §9: "with 30 days notice". */
export const NOTICE_DAYS = 30;

export interface PlanCourse {
  courseId: string;
  /** The course's individual fee (the course page's individual price), in cents. */
  individualCents: number;
  /**
   * The day ('YYYY-MM-DD', academy zone) the course is taken: its booked session's first day;
   * null while none is booked (not taken).
   */
  takenOn: string | null;
}

export interface SettlementInput {
  /** The plan's number of payments (18 for the Mastership). */
  months: number;
  /** How many of its payments are paid. */
  paidPayments: number;
  /** The plan's whole price plus its processing fee, in cents: what owed never exceeds. */
  totalCents: number;
  /** The processing fee, kept: it paid for setting the plan up. */
  feeCents: number;
  /** The plan's charges, newest first, with what each can still return. */
  charges: readonly RefundableCharge[];
  /**
   * What closed courses gave back as credit (docs/decisions/0092): paid, but no longer kept. Their
   * refunds are already off the charges.
   */
  creditedCents?: number;
  courses: readonly PlanCourse[];
  /** When the student gives notice. */
  notice: Date;
  timeZone?: string;
}

interface Settled {
  noticeDay: string;
  /** The last day whose courses count: the notice's day + 30. */
  lastDay: string;
  paidCents: number;
  owedCents: number;
  /** The courses counted, in the order given. */
  counted: readonly PlanCourse[];
}

export type Settlement =
  /** Every payment made: the rule no longer applies; nothing is refunded or charged. */
  | { kind: 'completed'; noticeDay: string; paidCents: number }
  | (Settled & { kind: 'even' })
  | (Settled & { kind: 'refund'; amountCents: number; parts: RefundPart[] })
  | (Settled & { kind: 'charge'; amountCents: number });

export function settle({
  months,
  paidPayments,
  totalCents,
  feeCents,
  charges,
  creditedCents = 0,
  courses,
  notice,
  timeZone = academyTimeZone(),
}: SettlementInput): Settlement {
  if (!Number.isInteger(months) || months < 2) throw new RangeError('months');
  if (!Number.isInteger(paidPayments) || paidPayments < 0 || paidPayments > months)
    throw new RangeError('paidPayments');
  if (!Number.isInteger(totalCents) || totalCents <= 0) throw new RangeError('totalCents');
  if (!Number.isInteger(feeCents) || feeCents < 0 || feeCents > totalCents)
    throw new RangeError('feeCents');
  for (const course of courses) {
    if (!Number.isInteger(course.individualCents) || course.individualCents < 0)
      throw new RangeError(`individualCents of ${course.courseId}`);
  }
  const paidCents =
    charges.reduce((total, charge) => total + Math.max(charge.leftCents, 0), 0) - creditedCents;
  const noticeDay = dayIn(notice, timeZone);
  if (paidPayments >= months) return { kind: 'completed', noticeDay, paidCents };

  const lastDay = addDays(noticeDay, NOTICE_DAYS);
  const counted = courses.filter((course) => course.takenOn !== null && course.takenOn <= lastDay);
  const fees = counted.reduce((total, course) => total + course.individualCents, 0);
  // "pays only for": never more than finishing the plan would have cost.
  const owedCents = Math.min(feeCents + fees, totalCents);
  const settled: Settled = { noticeDay, lastDay, paidCents, owedCents, counted };
  if (owedCents === paidCents) return { ...settled, kind: 'even' };
  if (owedCents > paidCents)
    return { ...settled, kind: 'charge', amountCents: owedCents - paidCents };
  const amountCents = paidCents - owedCents;
  const parts = spreadRefund(amountCents, charges);
  // Cannot happen: the refund is less than what the charges kept.
  if (!parts) throw new Error('the refund exceeds the plan charges');
  return { ...settled, kind: 'refund', amountCents, parts };
}
