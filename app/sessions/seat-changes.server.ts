/**
 * A session's places changed (a hold, a booking, a release, an offer, or a hold that lapsed):
 * whoever keeps pages that show seats (the page cache, server/page-cache.ts) renders them again
 * for the next request (docs/decisions/0089). Every instance hears it:
 * db/migrations/021_seat_change_notify.sql NOTIFYs the content channel at commit, and
 * app/content/content-channel.server.ts calls `announceSeatChange` on each instance.
 * See docs/decisions/0045-seat-changes-purge-cached-pages.md, in part superseded by 0089.
 */
/** The content channel's message for it (db/migrations/021_seat_change_notify.sql sends it too). */
export const SEAT_CHANGE_PAYLOAD = '{"seats":true}';

type Listener = () => void;

// server/ and the Remix build each load their own copy of this module (as content-changes).
const LISTENERS = Symbol.for('academy.seat-change-listeners');
const holder = globalThis as { [LISTENERS]?: Set<Listener> };
const listeners = (holder[LISTENERS] ??= new Set());

/** Calls `listener` after every seat change; returns the function that stops that. */
export function onSeatChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells this process's listeners; one listener's failure does not keep the others from it. */
export function announceSeatChange(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch (error) {
      console.error('A seat change listener failed', error);
    }
  }
}
