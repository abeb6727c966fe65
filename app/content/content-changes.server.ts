/**
 * Published content changed: whoever keeps content derived from it (the hosted query cache, a
 * page cache) registers here and drops what it holds. The Sanity webhook announces a change to
 * every instance (see issue 13); each instance then calls `announceContentChange` locally.
 */
export interface ContentChange {
  /** The documents that changed (published ids), or none known: treat everything as changed. */
  ids?: string[];
}

type Listener = (change: ContentChange) => void;

// One set per process, shared through globalThis: server/ (the page cache) and the Remix build
// (the webhook, the hosted query cache) each load their own copy of this module.
const KEY = Symbol.for('academy.content-change-listeners');
const holder = globalThis as { [KEY]?: Set<Listener> };
const listeners = (holder[KEY] ??= new Set<Listener>());

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
