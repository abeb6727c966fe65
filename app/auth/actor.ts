/**
 * Who did something the site records (an order's log, a credit entry, a plan's change): the site
 * itself, Stripe (with its event's id when known), a student, staff.
 */
export type Actor =
  | { kind: 'system' }
  | { kind: 'stripe'; eventId?: string | null }
  | { kind: 'student' | 'staff'; email: string };
