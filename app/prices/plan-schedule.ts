/**
 * A program paid monthly (issue 25, docs/decisions/0064): the price and the processing fee as
 * dated payments in integer cents that add up exactly to price + fee. The first payment is
 * taken at registration and carries the fee and the cents the months do not divide evenly; the
 * others are equal. Due dates are days in the academy's time zone, monthly on the first
 * payment's day of the month, clamped at month ends (Jan 31 → Feb 28/29 → Mar 31). Pure.
 */
import { dayIn } from '~/courses/sessions';
import { academyTimeZone } from '~/lib/academy-time-zone';

export interface ScheduledPayment {
  /** 1 for the payment taken at registration, up to the plan's months. */
  number: number;
  /** 'YYYY-MM-DD' in the academy's time zone. */
  dueDate: string;
  amountCents: number;
}

/** A program sold in monthly payments: how many, and the processing fee (docs/decisions/0070). */
export interface PlanTerms {
  months: number;
  feeCents: number;
}

export interface ScheduleInput {
  priceCents: number;
  feeCents: number;
  months: number;
  /** When the first payment is taken; its day in `timeZone` is the plan's first day. */
  start: Date;
  timeZone?: string;
}

/** The most months a plan may have: content is checked against it, 18 is the program's. */
export const MAX_PLAN_MONTHS = 60;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * The day `months` calendar months after `day`, on the same day of the month or the month's
 * last day when it has fewer (always from the original day, so Jan 31 + 2 is Mar 31).
 */
export function addMonths(day: string, months: number): string {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  if (!Number.isInteger(months) || months < 0) throw new RangeError('months');
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const toYear = Math.floor(index / 12);
  const toMonth = index % 12;
  const toDate = Math.min(date, daysInMonth(toYear, toMonth));
  return `${String(toYear).padStart(4, '0')}-${String(toMonth + 1).padStart(2, '0')}-${String(toDate).padStart(2, '0')}`;
}

/** The day `days` calendar days after `day` (no clock involved, so no summer-time hour). */
export function addDays(day: string, days: number): string {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  if (!Number.isInteger(days)) throw new RangeError('days');
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whether a number of months from content makes a plan: a whole number from 2 up. */
export function planMonths(value: unknown): number | null {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 2 &&
    value <= MAX_PLAN_MONTHS
    ? value
    : null;
}

/**
 * Payment 1 of a plan: its share of the price, the cents the months leave over and the fee.
 * What the card is asked for at registration (the fulfilment checks the payment against it).
 */
export function firstPaymentCents({
  priceCents,
  feeCents,
  months,
}: Pick<ScheduleInput, 'priceCents' | 'feeCents' | 'months'>): number {
  return priceCents - Math.floor(priceCents / months) * (months - 1) + feeCents;
}

/**
 * What the card is asked for when the order is placed: a plan's first payment, else the price
 * less the credit the order spends.
 */
export function registrationChargeCents(order: {
  amountCents: number;
  creditCents: number;
  plan: PlanTerms | null;
}): number {
  return order.plan
    ? firstPaymentCents({ priceCents: order.amountCents, ...order.plan })
    : order.amountCents - order.creditCents;
}

export function planSchedule({
  priceCents,
  feeCents,
  months,
  start,
  timeZone = academyTimeZone(),
}: ScheduleInput): ScheduledPayment[] {
  if (!Number.isInteger(priceCents) || priceCents <= 0) throw new RangeError('priceCents');
  if (!Number.isInteger(feeCents) || feeCents < 0) throw new RangeError('feeCents');
  if (planMonths(months) === null) throw new RangeError('months');
  // A payment of less than a cent cannot be charged.
  if (priceCents < months) throw new RangeError('priceCents below one cent a month');
  const firstDay = dayIn(start, timeZone);
  const monthly = Math.floor(priceCents / months);
  const first = firstPaymentCents({ priceCents, feeCents, months });
  return Array.from({ length: months }, (_, index) => ({
    number: index + 1,
    dueDate: addMonths(firstDay, index),
    amountCents: index === 0 ? first : monthly,
  }));
}

/** Whether a payment due on `dueDate` is due at `now`: from the start of that day in the zone. */
export function isDue(dueDate: string, now: Date, timeZone: string = academyTimeZone()): boolean {
  return dayIn(now, timeZone) >= dueDate;
}
