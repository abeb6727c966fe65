/**
 * Which price a course's session costs on a given day (docs/decisions/0066-early-registration-prices.md;
 * issue 25): its early price up to and including the early deadline (the first day minus the
 * lead time, in the academy's calendar), its individual price after. A course without an early
 * price, or a session without a first day ('TBD'), costs its registration price. No React, no
 * server: /courses, /register and the server's order share it; only the server's answer is
 * charged.
 */
import { dollarsToCents } from '~/lib/money';

export type PriceTier = 'early' | 'regular' | 'registration';

export interface LeadTime {
  amount: number;
  unit: 'week' | 'month';
}

/** A course's prices in content, whole dollars. */
export interface CoursePricing {
  registrationPrice: number;
  individualPrice?: number | null;
  earlyPrice?: number | null;
  earlyLeadTime?: LeadTime | null;
}

export interface SessionPrice {
  tier: PriceTier;
  cents: number;
  /** The last day ('YYYY-MM-DD') the early price applies; null when there is none to come. */
  earlyUntil: string | null;
  /** The price after earlyUntil, when there is one. */
  laterCents: number | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The last day of the early price: the first day minus the lead time. A month back from a day
 * the earlier month lacks is that month's last day (31 March → 28 or 29 February).
 */
export function earlyDeadline(firstDay: string, lead: LeadTime): string {
  const [year, month, day] = parts(firstDay);
  if (!Number.isInteger(lead.amount) || lead.amount < 1) {
    throw new RangeError(`Not a lead time: ${lead.amount} ${lead.unit}`);
  }
  if (lead.unit === 'week') {
    return iso(new Date(Date.UTC(year, month - 1, day - 7 * lead.amount)));
  }
  const monthStart = new Date(Date.UTC(year, month - 1 - lead.amount, 1));
  const lastDay = new Date(
    Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return iso(
    new Date(
      Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth(), Math.min(day, lastDay)),
    ),
  );
}

/** The course's early rule when content gives all of it and the early price is the lower one. */
function earlyRule(course: CoursePricing) {
  const { earlyPrice, individualPrice, earlyLeadTime } = course;
  if (earlyPrice == null || individualPrice == null || !earlyLeadTime) return null;
  if (!(earlyPrice < individualPrice)) return null;
  return { earlyPrice, individualPrice, earlyLeadTime };
}

/**
 * The price of a session whose first day is `firstDay` (null: not scheduled), registered on
 * `today` (the academy's day, 'YYYY-MM-DD').
 */
export function sessionPrice(
  course: CoursePricing,
  firstDay: string | null,
  today: string,
): SessionPrice {
  parts(today);
  const rule = earlyRule(course);
  if (!rule || !firstDay) {
    return {
      tier: 'registration',
      cents: dollarsToCents(course.registrationPrice),
      earlyUntil: null,
      laterCents: null,
    };
  }
  const until = earlyDeadline(firstDay, rule.earlyLeadTime);
  const regular = dollarsToCents(rule.individualPrice);
  if (today <= until) {
    return {
      tier: 'early',
      cents: dollarsToCents(rule.earlyPrice),
      earlyUntil: until,
      laterCents: regular,
    };
  }
  return { tier: 'regular', cents: regular, earlyUntil: null, laterCents: null };
}
