/**
 * A stand-in for Sanity's Content Lake query API on loopback: `GET|POST /v<date>/data/query/
 * <dataset>`, answering GROQ with groq-js over documents held in memory, with the read token
 * required as Sanity requires it for anything but published documents. Enough for the site's
 * `@sanity/client` (pointed at it with SANITY_API_HOST) to run the Presentation tool's preview
 * secret check (@sanity/preview-url-secret) for real, where there is no Sanity project.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { evaluate, parse } from 'groq-js';

export interface SanityDocument {
  _id: string;
  _type: string;
  _updatedAt?: string;
  [field: string]: unknown;
}

export interface SanityApiStandIn {
  /** Base URL, e.g. http://127.0.0.1:41234 (the client adds /v2025-02-19/data/...). */
  url: string;
  documents: SanityDocument[];
  /** Every query asked, oldest first. */
  queries: Array<{ query: string; params: Record<string, unknown>; perspective: string | null }>;
  close(): Promise<void>;
}

const QUERY_PATH = /^\/v[\d-]+\/data\/query\/([a-z0-9_-]+)$/;
const MUTATE_PATH = /^\/v[\d-]+\/data\/mutate\/([a-z0-9_-]+)$/;

type Mutation =
  | { createOrReplace: SanityDocument }
  | { create: SanityDocument }
  | { patch: { id: string; set?: Record<string, unknown> } }
  | { delete: { id?: string; query?: string; params?: Record<string, unknown> } };

export async function startSanityApiStandIn(options: {
  dataset: string;
  token: string;
  documents?: SanityDocument[];
}): Promise<SanityApiStandIn> {
  const documents = options.documents ?? [];
  const queries: SanityApiStandIn['queries'] = [];

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const mutate = MUTATE_PATH.exec(url.pathname);
    if (mutate && req.method === 'POST') {
      if (req.headers.authorization !== `Bearer ${options.token}`) {
        return reply(res, 401, { error: 'Unauthorized', message: 'Session not found' });
      }
      const { mutations } = JSON.parse(await readBody(req)) as { mutations: Mutation[] };
      const results = [];
      for (const mutation of mutations) results.push(...(await apply(mutation)));
      return reply(res, 200, { transactionId: `tx-${Date.now()}`, results });
    }
    const match = QUERY_PATH.exec(url.pathname);
    if (!match) return reply(res, 404, { error: 'Not found' });
    if (match[1] !== options.dataset) return reply(res, 404, { error: 'Dataset not found' });

    let query: string | null = url.searchParams.get('query');
    let params: Record<string, unknown> = {};
    for (const [name, value] of url.searchParams) {
      if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value);
    }
    if (req.method === 'POST') {
      const body = JSON.parse(await readBody(req)) as { query: string; params?: typeof params };
      query = body.query;
      params = body.params ?? {};
    }
    if (!query) return reply(res, 400, { error: 'The query is missing' });

    const perspective = url.searchParams.get('perspective');
    const authorised = req.headers.authorization === `Bearer ${options.token}`;
    if (req.headers.authorization && !authorised) {
      return reply(res, 401, { error: 'Unauthorized', message: 'Session not found' });
    }
    queries.push({ query, params, perspective });
    const visible = view(authorised ? perspective : 'published');
    try {
      const value = await evaluate(parse(query), { dataset: visible, params });
      return reply(res, 200, { query, result: await value.get(), ms: 1 });
    } catch (error) {
      return reply(res, 400, {
        error: { description: error instanceof Error ? error.message : String(error) },
      });
    }
  };

  /**
   * The documents a perspective sees: `raw` all of them; `drafts` (and the older
   * `previewDrafts`) each draft in place of its published document, under the published id;
   * `published` (and anyone without the token) no drafts or versions.
   */
  const view = (perspective: string | null) => {
    const published = documents.filter((document) => isPublishedId(document._id));
    if (perspective === 'raw') return documents;
    if (perspective !== 'drafts' && perspective !== 'previewDrafts') return published;
    const drafts = new Map(
      documents
        .filter((document) => document._id.startsWith('drafts.'))
        .map((draft) => {
          const id = draft._id.slice('drafts.'.length);
          return [id, { ...draft, _id: id, _originalId: draft._id }];
        }),
    );
    return [
      ...published.map((document) => drafts.get(document._id) ?? document),
      ...[...drafts.values()].filter((draft) => !published.some((p) => p._id === draft._id)),
    ];
  };

  /** Sanity's mutations, as much of them as the preview secret's creation uses. */
  const apply = async (mutation: Mutation) => {
    const now = new Date().toISOString();
    const put = (document: SanityDocument) => {
      const index = documents.findIndex((existing) => existing._id === document._id);
      const stored = { ...document, _updatedAt: now, _rev: `rev-${Date.now()}` };
      if (index === -1) documents.push({ _createdAt: now, ...stored });
      else documents[index] = stored;
      return { id: document._id, operation: index === -1 ? 'create' : 'update' };
    };
    if ('createOrReplace' in mutation) return [put(mutation.createOrReplace)];
    if ('create' in mutation) return [put(mutation.create)];
    if ('patch' in mutation) {
      const existing = documents.find((document) => document._id === mutation.patch.id);
      if (!existing) throw new Error(`Document ${mutation.patch.id} not found`);
      return [put({ ...existing, ...mutation.patch.set })];
    }
    const { id, query, params = {} } = mutation.delete;
    const ids = id
      ? [id]
      : (
          (await (await evaluate(parse(query!), { dataset: documents, params })).get()) as Array<{
            _id: string;
          }>
        ).map((document) => document._id);
    for (const gone of ids) {
      const index = documents.findIndex((document) => document._id === gone);
      if (index !== -1) documents.splice(index, 1);
    }
    return ids.map((gone) => ({ id: gone, operation: 'delete' }));
  };

  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      reply(res, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    documents,
    queries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const isPublishedId = (id: string) => !id.startsWith('drafts.') && !id.startsWith('versions.');

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
