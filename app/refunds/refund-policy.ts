/**
 * The refund policy as numbers (docs/product.md#refund-policy): cancelling at least `daysBefore`
 * days before a session's first day refunds `percent` of what the course cost; the first tier
 * reached counts, and nothing is refunded past the last one. Days are calendar days in the
 * academy's time zone. No React, no server: /account's quote and the cancellation share it.
 */
import { dayIn } from '~/courses/sessions';
import { academyTimeZone } from '~/lib/academy-time-zone';

export interface RefundTier {
  /** Whole days before the first day, at least. */
  daysBefore: number;
  /** Of the price paid, 0 to 100. */
  percent: number;
}

/** The policy the academy publishes: 100% up to 15 days before, 50% down to 7, then nothing. */
export const DEFAULT_REFUND_TIERS: readonly RefundTier[] = [
  { daysBefore: 15, percent: 100 },
  { daysBefore: 7, percent: 50 },
];

export interface RefundQuote {
  percent: number;
  /** `percent` of the price paid, rounded down to the cent. */
  amountCents: number;
  /** The last day ('YYYY-MM-DD', academy time) this quote holds, when a lower one follows. */
  until: string | null;
  /** The percent after `until`. */
  nextPercent: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from `day` to `later` (both 'YYYY-MM-DD'). */
function daysBetween(day: string, later: string): number {
  return Math.round((Date.parse(later) - Date.parse(day)) / DAY_MS);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The tiers from the most days before to the fewest, a tier with bad numbers dropped, and a tier
 * that refunds what the next one does folded into it (the quote drops only where the percent
 * does). The published policy when none is left.
 */
export function refundTiersFrom(
  tiers: ReadonlyArray<Partial<RefundTier>> | null | undefined,
): RefundTier[] {
  const valid = (tiers ?? []).filter(
    (tier): tier is RefundTier =>
      Number.isInteger(tier.daysBefore) &&
      tier.daysBefore! >= 0 &&
      Number.isInteger(tier.percent) &&
      tier.percent! >= 0 &&
      tier.percent! <= 100,
  );
  const ordered = [...(valid.length ? valid : DEFAULT_REFUND_TIERS)].sort(
    (a, b) => b.daysBefore - a.daysBefore,
  );
  return ordered.filter((tier, index) => ordered[index + 1]?.percent !== tier.percent);
}

/**
 * What cancelling at `now` refunds of `paidCents` for a session starting on `firstDay`, and until
 * when. A course without a date (TBD) is refunded in full: no deadline has begun.
 */
export function refundQuote(
  paidCents: number,
  firstDay: string | null,
  now: Date,
  tiers: ReadonlyArray<Partial<RefundTier>> = DEFAULT_REFUND_TIERS,
  timeZone: string = academyTimeZone(),
): RefundQuote {
  if (!Number.isInteger(paidCents) || paidCents < 0) throw new RangeError('paidCents');
  if (!firstDay) return { percent: 100, amountCents: paidCents, until: null, nextPercent: null };
  const ordered = refundTiersFrom(tiers);
  const daysLeft = daysBetween(dayIn(now, timeZone), firstDay);
  const tier = ordered.find((candidate) => daysLeft >= candidate.daysBefore);
  const percent = tier?.percent ?? 0;
  const next = tier ? (ordered[ordered.indexOf(tier) + 1]?.percent ?? 0) : null;
  return {
    percent,
    amountCents: Math.floor((paidCents * percent) / 100),
    until: tier && next !== percent ? addDays(firstDay, -tier.daysBefore) : null,
    nextPercent: tier && next !== percent ? next : null,
  };
}
