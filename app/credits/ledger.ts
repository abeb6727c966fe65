/**
 * A student's product credit as its readers see it (ledger.server.ts writes and reads it;
 * docs/decisions/0057-credit-ledger.md). No server imports: pages and e-mails use these.
 */
import type { Actor } from '~/auth/actor';
import type { Language } from '~/i18n/config';
import { formatCents, formatDateTime } from '~/i18n/format';
import { orderReference } from '~/lib/order-reference';

/** Who made an entry: the order log's actors (a staff member, the student, Stripe, the site). */
export type { Actor };

/** Why credit was given; the migration's checks list the same words. */
export const GRANT_REASONS = ['cancellation', 'academy-cancellation', 'staff-grant'] as const;
export type GrantReason = (typeof GRANT_REASONS)[number];

/** Every entry's reason: a grant's, a spend ('spent'), or a spend given back. */
export const CREDIT_REASONS = [...GRANT_REASONS, 'spent', 'spend-returned'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export function isGrantReason(reason: string): reason is GrantReason {
  return (GRANT_REASONS as readonly string[]).includes(reason);
}

/** The academy charges in dollars; credit is kept in the currency it was given in. */
export const CREDIT_CURRENCY = 'usd';

/** Longest note on an entry, in characters (the migration's check). */
export const CREDIT_NOTE_MAX = 2000;

/** One entry of the ledger, as written, with what is left of it when it is a grant. */
export interface CreditEntry {
  /** A bigint's digits. */
  id: string;
  email: string;
  reason: CreditReason;
  /** Positive for a grant or a spend given back, negative for a spend. */
  amountCents: number;
  currency: string;
  orderId: string | null;
  /** ISO timestamp of a grant's expiry: from that instant on it counts for nothing. */
  expiresAt: string | null;
  /** For a spend given back: the spend's id. */
  returnsEntryId: string | null;
  actorKind: Actor['kind'];
  actor: string | null;
  note: string | null;
  idempotencyKey: string;
  /** ISO timestamp. */
  createdAt: string;
}

/** A grant with what spends left of it, at the reader's instant. */
export interface CreditGrantState extends CreditEntry {
  reason: GrantReason;
  remainingCents: number;
  /** Expired at the instant read: its remaining cents count for nothing. */
  expired: boolean;
}

/** An entry of the history: a grant's state, or another entry as it is. */
export type CreditHistoryEntry =
  CreditGrantState | (CreditEntry & { reason: 'spent' | 'spend-returned' });

/** What a student may spend, and the grants it comes from, soonest expiring first. */
export interface CreditBalance {
  currency: string;
  availableCents: number;
  grants: CreditGrantState[];
}

/** A grant that may be spent from: its id, what is left, its expiry, when it was given. */
export interface SpendableGrant {
  id: string;
  remainingCents: number;
  expiresAt: Date | null;
  createdAt: Date;
}

/** What one spend takes from one grant. */
export interface SpendPart {
  grantId: string;
  cents: number;
}

/**
 * The order credit is spent in: the soonest-expiring grant first (what would lapse first is used
 * first), grants that never expire last, then the oldest, then by id, so the choice is the same on
 * every instance.
 */
export function spendOrder(a: SpendableGrant, b: SpendableGrant): number {
  const expiry = (grant: SpendableGrant) => grant.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return (
    expiry(a) - expiry(b) ||
    a.createdAt.getTime() - b.createdAt.getTime() ||
    (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0)
  );
}

/**
 * Takes `amountCents` from the grants in spend order, each no more than it has left; null when
 * they hold less than that. The caller passes only grants that have not expired.
 */
export function allocateSpend(
  grants: readonly SpendableGrant[],
  amountCents: number,
): SpendPart[] | null {
  const parts: SpendPart[] = [];
  let left = amountCents;
  for (const grant of [...grants].sort(spendOrder)) {
    if (left === 0) break;
    if (grant.remainingCents <= 0) continue;
    const cents = Math.min(grant.remainingCents, left);
    parts.push({ grantId: grant.id, cents });
    left -= cents;
  }
  return left === 0 ? parts : null;
}

/** Each reason's text key (app/i18n/credits.en.ts). */
export const CREDIT_REASON_TEXT: Record<CreditReason, string> = {
  cancellation: 'credits.reasonCancellation',
  'academy-cancellation': 'credits.reasonAcademyCancellation',
  'staff-grant': 'credits.reasonStaffGrant',
  spent: 'credits.reasonSpent',
  'spend-returned': 'credits.reasonSpendReturned',
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * An entry as a statement line in the reader's language: why, the signed amount ('−$400.00'),
 * the order's reference when it concerns one, and a grant's expiry ('Use by …', 'Expired …',
 * 'Does not expire'; null for other entries).
 */
export function describeCreditEntry(
  entry: CreditEntry | CreditHistoryEntry,
  language: Language,
  t: Translate,
): { reason: string; amount: string; order: string | null; expiry: string | null } {
  const amount = formatCents(Math.abs(entry.amountCents), language);
  let expiry: string | null = null;
  if (isGrantReason(entry.reason)) {
    if (entry.expiresAt === null) expiry = t('credits.noExpiry');
    else {
      const date = formatDateTime(entry.expiresAt, language);
      expiry = t('expired' in entry && entry.expired ? 'credits.expired' : 'credits.expires', {
        date,
      });
    }
  }
  return {
    reason: t(CREDIT_REASON_TEXT[entry.reason]),
    amount: entry.amountCents < 0 ? `−${amount}` : amount,
    order: entry.orderId ? orderReference(entry.orderId) : null,
    expiry,
  };
}
