/**
 * Published content changed: whoever keeps content derived from it (the hosted query cache, a
 * page cache) registers here and drops what it holds. The Sanity webhook announces a change to
 * every instance (see decision 0028); each instance then calls `announceContentChange` locally.
 */
export interface ContentChange {
  /** The documents that changed (published ids), or none known: treat everything as changed. */
  ids?: string[];
}

type Listener = (change: ContentChange) => void;

// server/ (which hears other instances, see content-channel.server.ts) and the Remix build (whose
// caches listen) each load their own copy of this module: the listeners are found through
// globalThis, so a change heard by one copy reaches the caches of the other.
const LISTENERS = Symbol.for('academy.content-change-listeners');
const holder = globalThis as { [LISTENERS]?: Set<Listener> };
const listeners = (holder[LISTENERS] ??= new Set());

/** Calls `listener` after every change; returns the function that stops that. */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells this process's listeners; one listener's failure does not keep the others from it. */
export function announceContentChange(change: ContentChange = {}): void {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch (error) {
      console.error('A content change listener failed', error);
    }
  }
}
