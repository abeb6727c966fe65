/** How a session is named in maps and locks: `courseId:sessionKey`. No server imports. */
export const seatKey = (courseId: string, sessionKey: string) => `${courseId}:${sessionKey}`;

/** A session key as Sanity writes array `_key`s (and as db/migrations/005 checks it). */
export const SESSION_KEY = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * A session's seats as pages receive them: how many are left, or 'cancelled' when the academy
 * closed it (docs/decisions/0060): shown cancelled, with no booking and no waiting list.
 */
export type SeatsLeft = number | 'cancelled';

/** What a page shows for a session's seats: cancelled, full (a waiting list), or open. */
export function seatState(left: SeatsLeft | undefined): 'cancelled' | 'full' | 'open' {
  if (left === 'cancelled') return 'cancelled';
  return left === 0 ? 'full' : 'open';
}

/**
 * A seat's calendar event id: the order's course for the session it was paid with, and the
 * session's key too once the seat has moved (each move sends a new event, and cancels the old).
 */
export function sessionEventUid(
  academy: string,
  orderId: string,
  courseId: string,
  movedToKey?: string,
): string {
  const domain = academy.replace(/\W+/g, '-').toLowerCase();
  return `${orderId}-${courseId}${movedToKey ? `-${movedToKey}` : ''}@${domain}`;
}
