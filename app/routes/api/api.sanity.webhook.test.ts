/**
 * POST /api/sanity/webhook with deliveries signed as Sanity signs them (@sanity/webhook's own
 * `encodeSignatureHeader`), heard by two instances: two postgres.js clients of their own, each
 * LISTENing as server/background-jobs.ts does.
 */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ContentChange } from '~/content/content-changes.server';
import { onContentChange } from '~/content/content-changes.server';
import {
  changePayload,
  type ContentChannelListener,
  listenForContentChanges,
  notifyContentChange,
} from '~/content/content-channel.server';
import { fetchContent } from '~/content/source.server';
import { closeDb, connect, type Sql } from '~/db/client.server';

import { startSanityApiStandIn } from '../../../mocks/sanity-api/server';
import { createTestDatabase } from '../../../tests/support/database';
import { routeArgs } from '../../../tests/support/routes';
import { action, loader } from './api.sanity.webhook';

const SECRET = 'sanity-webhook-secret-for-tests';
const { url } = await createTestDatabase();
process.env.DATABASE_URL = url;
process.env.SANITY_WEBHOOK_SECRET = SECRET;
// Hosted content, from the loopback stand-in of Sanity's API, cached as in production.
const sanity = await startSanityApiStandIn({
  dataset: 'production',
  token: 'unused-read-token',
  documents: [{ _id: 'siteSettings', _type: 'siteSettings', academyName: 'Implant Academy' }],
});
afterAll(() => sanity.close());
Object.assign(process.env, {
  SANITY_PROJECT_ID: 'stand-in',
  SANITY_DATASET: 'production',
  SANITY_API_HOST: sanity.url,
  CONTENT_CACHE_SECONDS: '600',
});
afterAll(closeDb);

/** An instance: its own client, its own LISTEN, and what it heard. */
async function startInstance(name: string) {
  const sql: Sql = connect(url, { max: 2, connection: { application_name: name } });
  const heard: ContentChange[] = [];
  const listener: ContentChannelListener = listenForContentChanges(sql, {
    onChange: (change) => heard.push(change),
  });
  await listener.ready;
  return { sql, heard, listener };
}

const first = await startInstance('content-listen-first');
const second = await startInstance('content-listen-second');
afterAll(async () => {
  for (const instance of [first, second]) {
    await instance.listener.stop();
    await instance.sql.end({ timeout: 5 });
  }
});

beforeEach(() => {
  first.heard.length = 0;
  second.heard.length = 0;
});

async function deliver(body: string, signature: string | null) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (signature !== null) headers.set(SIGNATURE_HEADER_NAME, signature);
  const request = new Request('http://localhost/api/sanity/webhook', {
    method: 'POST',
    headers,
    body,
  });
  const response = await action(routeArgs(request));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const signed = async (body: string, secret = SECRET) =>
  encodeSignatureHeader(body, Date.now(), secret);

/** Waits until `check` holds (NOTIFY arrives on another connection, a moment later). */
const eventually = (check: () => unknown) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

describe('POST /api/sanity/webhook', () => {
  it('clears the named document on every instance', async () => {
    const body = JSON.stringify({ _id: 'course-implant-basics', _type: 'course' });
    const reply = await deliver(body, await signed(body));
    expect(reply).toEqual({
      status: 200,
      body: { received: true, ids: ['course-implant-basics'] },
    });
    await eventually(() => {
      expect(first.heard).toEqual([{ ids: ['course-implant-basics'] }]);
      expect(second.heard).toEqual([{ ids: ['course-implant-basics'] }]);
    });
  });

  it("names a draft's published document", async () => {
    const body = JSON.stringify({ _id: 'drafts.siteSettings', _type: 'siteSettings' });
    expect((await deliver(body, await signed(body))).status).toBe(200);
    // Both: a notification still on its way to one would be heard in the next test.
    await eventually(() => {
      expect(first.heard).toEqual([{ ids: ['siteSettings'] }]);
      expect(second.heard).toEqual([{ ids: ['siteSettings'] }]);
    });
  });

  it('refuses a forged, a missing or a malformed signature, and clears nothing', async () => {
    const body = JSON.stringify({ _id: 'siteSettings', _type: 'siteSettings' });
    expect(await deliver(body, await signed(body, 'another-secret-of-some-length'))).toEqual({
      status: 401,
      body: { error: 'Invalid signature' },
    });
    // Signed for another body: the document named is not the one signed for.
    const other = JSON.stringify({ _id: 'page-home', _type: 'page' });
    expect((await deliver(body, await signed(other))).status).toBe(401);
    expect((await deliver(body, null)).body).toEqual({ error: 'Missing signature' });
    expect((await deliver(body, 'v1=abc')).status).toBe(401);
    expect((await deliver('', 't=1700000000000,v1=abc')).status).toBe(401);

    // A notification sent after them arrives first: none of them sent one.
    await notifyMarker();
    await eventually(() => {
      expect(first.heard).toEqual([{ ids: ['marker'] }]);
      expect(second.heard).toEqual([{ ids: ['marker'] }]);
    });
  });

  it('refuses a signed delivery older than five minutes or from the future, and clears nothing', async () => {
    const body = JSON.stringify({ _id: 'siteSettings', _type: 'siteSettings' });
    const at = (offset: number) => encodeSignatureHeader(body, Date.now() + offset, SECRET);
    // A captured delivery replayed later, or one made ahead of time.
    for (const offset of [-5 * 60_000 - 1_000, -24 * 3_600_000, 2 * 60_000]) {
      expect(await deliver(body, await at(offset)), String(offset)).toEqual({
        status: 401,
        body: { error: 'The delivery is too old or from the future' },
      });
    }
    await notifyMarker();
    await eventually(() => {
      expect(first.heard).toEqual([{ ids: ['marker'] }]);
      expect(second.heard).toEqual([{ ids: ['marker'] }]);
    });

    // A fresh one, a few minutes in transit, or from a clock a little ahead is taken.
    for (const offset of [-4 * 60_000, 0, 30_000]) {
      expect((await deliver(body, await at(offset))).status, String(offset)).toBe(200);
    }
    await eventually(() => {
      expect(first.heard).toHaveLength(4);
      expect(second.heard).toHaveLength(4);
    });
  });

  it('answers a signed body that is not the projection {_id, _type} with 400', async () => {
    for (const body of ['not json', '{"_type":"course"}', '[]', `{"_id":"${'x'.repeat(201)}"}`]) {
      const reply = await deliver(body, await signed(body));
      expect(reply.status).toBe(400);
      expect(reply.body.error).toEqual(expect.any(String));
    }
  });

  it('answers other methods with 405', () => {
    expect(loader().status).toBe(405);
  });
});

describe('a publish', () => {
  it("shows at the next request on an instance that heard the webhook's change", async () => {
    const sql = connect(url, { max: 1 });
    const listener = listenForContentChanges(sql); // as server/background-jobs.ts starts it
    try {
      await listener.ready;
      const query = '*[_id == "siteSettings"][0].academyName';
      expect(await fetchContent(query)).toBe('Implant Academy');
      sanity.documents[0]!.academyName = 'Beverly Hills Implant Academy';
      // Cached: Sanity is not asked again within CONTENT_CACHE_SECONDS.
      expect(await fetchContent(query)).toBe('Implant Academy');

      const body = JSON.stringify({ _id: 'siteSettings', _type: 'siteSettings' });
      expect((await deliver(body, await signed(body))).status).toBe(200);
      await eventually(async () => {
        expect(await fetchContent(query)).toBe('Beverly Hills Implant Academy');
      });
    } finally {
      await listener.stop();
      await sql.end({ timeout: 5 });
    }
  });
});

describe('the content channel', () => {
  it("reaches this process's caches through announceContentChange by default", async () => {
    const sql = connect(url, { max: 1 });
    const listener = listenForContentChanges(sql);
    const seen: ContentChange[] = [];
    const stop = onContentChange((change) => seen.push(change));
    try {
      await listener.ready;
      await notifyMarker();
      await eventually(() => expect(seen).toEqual([{ ids: ['marker'] }]));
    } finally {
      stop();
      await listener.stop();
      await sql.end({ timeout: 5 });
    }
  });

  it('listens again after its connection is lost, and then drops everything', async () => {
    const { sql } = first;
    const terminated = await sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'content-listen-first' and query ilike 'listen%'`;
    expect(terminated).toHaveLength(1);
    // Missed while away: everything changed.
    await eventually(() => expect(first.heard).toContainEqual({}));
    first.heard.length = 0;
    await notifyMarker();
    await eventually(() => expect(first.heard).toEqual([{ ids: ['marker'] }]));
    expect(await first.listener.check()).toBe(true);
  });

  it('sends everything-changed when the ids would not fit in a NOTIFY', () => {
    const many = Array.from({ length: 500 }, (_, i) => `document-with-a-long-id-${i}`);
    expect(changePayload({ ids: many })).toBe('{}');
    expect(changePayload({ ids: ['a'] })).toBe('{"ids":["a"]}');
  });
});

/** A change to the marker document, sent straight to the channel. */
async function notifyMarker() {
  await notifyContentChange(first.sql, { ids: ['marker'] });
}
