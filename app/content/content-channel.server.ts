/**
 * Publishes reach every instance: the Sanity webhook, answered by any one instance, NOTIFYs a
 * PostgreSQL channel with the changed ids; every instance LISTENs on it and announces the change
 * to its own caches (content-changes.server.ts). See docs/decisions/0028-publish-shows-at-once.md.
 */
import { randomUUID } from 'node:crypto';

import type { Queryable, Sql } from '~/db/client.server';

import { announceContentChange, type ContentChange } from './content-changes.server';

export const CONTENT_CHANNEL = 'academy_content_changes';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: past this, "everything changed". */
const MAX_PAYLOAD_BYTES = 7_000;

type Message =
  { kind: 'change'; change: ContentChange } | { kind: 'ping'; token: string } | { kind: 'seats' };

/** The payload of a change: its ids, or none (everything) when they would not fit. */
export function changePayload(change: ContentChange): string {
  const payload = JSON.stringify(change.ids ? { ids: change.ids } : {});
  return Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES ? payload : '{}';
}

function parseMessage(payload: string): Message {
  try {
    const value = JSON.parse(payload) as { ids?: unknown; ping?: unknown; seats?: unknown };
    if (typeof value.ping === 'string') return { kind: 'ping', token: value.ping };
    if (value.seats === true) return { kind: 'seats' };
    const ids = Array.isArray(value.ids)
      ? value.ids.filter((id): id is string => typeof id === 'string')
      : undefined;
    return { kind: 'change', change: ids ? { ids } : {} };
  } catch {
    // Not ours to read: safer to drop everything than to keep something stale.
    return { kind: 'change', change: {} };
  }
}

/** Tells every instance listening on this database (this one too) that content changed. */
export async function notifyContentChange(sql: Queryable, change: ContentChange): Promise<void> {
  await sql`select pg_notify(${CONTENT_CHANNEL}, ${changePayload(change)})`;
}

export interface ContentChannelListener {
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>;
  /**
   * Makes sure the LISTEN still works (a NOTIFY to itself, heard within `timeoutMs`); if not,
   * listens again. Runs every `checkEveryMs` by itself.
   */
  check(timeoutMs?: number): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * LISTENs on the channel with `sql`'s listening connection (postgres.js keeps one of its own per
 * client, and LISTENs again on it after the connection is lost) and calls `onChange` for every
 * change announced by any instance. A change published while this instance was not listening
 * cannot be heard later: after every re-LISTEN, `onChange({})` (everything changed). postgres.js
 * gives up re-listening silently when the database is still away at that moment, so a periodic
 * self-NOTIFY checks the LISTEN and sets it up again when it went deaf.
 */
export function listenForContentChanges(
  sql: Sql,
  {
    onChange = announceContentChange,
    onSeats = () => {},
    checkEveryMs = 30_000,
  }: {
    onChange?: (change: ContentChange) => void;
    /**
     * A session's places changed: server/background-jobs.ts passes sessions' announceSeatChange
     * (content sits below sessions, so it is handed in).
     */
    onSeats?: () => void;
    checkEveryMs?: number;
  } = {},
): ContentChannelListener {
  const token = randomUUID();
  let heardPing: (() => void) | undefined;
  let subscription: { unlisten(): Promise<void> } | undefined;
  let listenedBefore = false;
  let stopped = false;

  const receive = (payload: string) => {
    const message = parseMessage(payload);
    if (message.kind === 'ping') {
      if (message.token === token) heardPing?.();
      return;
    }
    if (message.kind === 'seats') return onSeats();
    onChange(message.change);
  };
  const onListen = () => {
    // Every LISTEN after the first follows a time when this instance heard nothing.
    if (listenedBefore) onChange({});
    listenedBefore = true;
  };
  const subscribe = async () => {
    subscription = await sql.listen(CONTENT_CHANNEL, receive, onListen);
  };

  const ready = subscribe();

  const check = async (timeoutMs = 5_000): Promise<boolean> => {
    if (stopped) return false;
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      heardPing = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
    try {
      await sql`select pg_notify(${CONTENT_CHANNEL}, ${JSON.stringify({ ping: token })})`;
    } catch {
      return false; // the database is away: the next check tries again
    }
    if (await heard) return true;
    if (stopped) return false;
    console.warn('The content change LISTEN went deaf: listening again');
    await subscription?.unlisten().catch(() => {});
    await subscribe();
    return false;
  };

  const timer = setInterval(() => {
    void check().catch((error: unknown) => {
      console.warn(
        'Checking the content change LISTEN failed:',
        error instanceof Error ? error.message : error,
      );
    });
  }, checkEveryMs);
  timer.unref();

  return {
    ready: ready.then(() => undefined),
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await subscription?.unlisten().catch(() => {});
    },
  };
}
