/**
 * What the order's ledger holds, as its readers see it (ledger.server.ts writes and reads it).
 * No server imports: the staff pages use these types.
 */
import type { Actor } from '~/auth/actor';

import type { PlanStanding } from './plan-standing';

/** What the log records; the migration's check lists the same words. */
export const LOG_EVENTS = [
  'paid',
  'payment-failed',
  'seat-moved',
  'cancelled',
  'refund-issued',
  'refund-pending',
  'refund-succeeded',
  'refund-failed',
  'credit-granted',
  'credit-used',
  'duplicate',
  'mismatch',
  'dispute',
  'needs-attention',
  'attention-resolved',
  'note',
  'backfilled',
  // A program paid monthly (app/plans, docs/decisions/0064).
  'plan-started',
  'plan-payment-paid',
  'plan-payment-failed',
  'plan-past-due',
  'plan-completed',
  'plan-cancelled',
  // The student changed the plan's card (docs/decisions/0094).
  'plan-card-changed',
  // A closed course took its share off the plan (docs/decisions/0092).
  'plan-reduced',
  // CE certificates (app/certificates, docs/decisions/0068).
  'certificate-issued',
  'certificate-revoked',
  'certificate-reissued',
] as const;

export type LogEvent = (typeof LOG_EVENTS)[number];

/** Who did it (auth/actor.ts): the log's readers take the type from here with the rest. */
export type { Actor };

/** Longest staff note, in characters. */
export const STAFF_NOTE_MAX = 2000;

/** 'requested': a refund the site is asking Stripe for, not answered yet (docs/decisions/0057). */
export type ChargeStatus = 'requested' | 'pending' | 'succeeded' | 'failed' | 'canceled';

export interface LedgerLine {
  courseId: string;
  /** Null for an order made before the ledger whose lines are not backfilled yet. */
  programId: string | null;
  listPriceCents: number | null;
  paidCents: number | null;
  priceTier: string | null;
  /** The session its seat is in (held, booked or released), from session_seats. */
  sessionKey: string | null;
  seatStatus: string | null;
}

export interface LedgerPayment {
  id: string;
  kind: 'charge' | 'refund';
  stripeId: string | null;
  amountCents: number;
  currency: string;
  status: ChargeStatus;
  failureReason: string | null;
  /** ISO timestamps. */
  createdAt: string;
  succeededAt: string | null;
  failedAt: string | null;
}

export interface LedgerLogEntry {
  id: number;
  /** ISO timestamp. */
  at: string;
  actorKind: Actor['kind'];
  actor: string | null;
  event: LogEvent;
  details: Record<string, unknown>;
}

export interface OrderLedger {
  order: {
    id: string;
    reference: string;
    name: string;
    email: string;
    phone: string;
    selectedItems: string[];
    amountCents: number;
    currency: string;
    status: string;
    /** ISO timestamps. */
    createdAt: string;
    completedAt: string | null;
    /** Of amountCents, what the student's credit paid (docs/decisions/0061). */
    creditCents: number;
  };
  lines: LedgerLine[];
  payments: LedgerPayment[];
  balance: { paidCents: number; refundedCents: number; balanceCents: number };
  log: LedgerLogEntry[];
  /** A needs-attention entry not followed by an attention-resolved one. */
  needsAttention: boolean;
}

/** An order needing attention, as /staff lists it (attention-orders.server.ts). */
export interface AttentionOrder {
  id: string;
  name: string;
  email: string;
  phone: string;
  amountCents: number;
  status: string;
  courseIds: string[];
  /** Why: the notes of its needs-attention entries since it was last resolved, oldest first. */
  notes: string[];
  /** ISO timestamps. */
  createdAt: string;
  completedAt: string | null;
  /** A paid duplicate (`orders.duplicate_of`), not yet refunded: staff may refund it in full. */
  refundable: boolean;
  /** Paid monthly: what the plan collected, has due and next (absent or null: paid in full). */
  plan?: PlanStanding | null;
}

/** Whether the latest of the order's attention entries flags it rather than resolves it. */
export function needsAttention(log: readonly { event: LogEvent }[]): boolean {
  const last = log.findLast(
    (entry) => entry.event === 'needs-attention' || entry.event === 'attention-resolved',
  );
  return last?.event === 'needs-attention';
}
