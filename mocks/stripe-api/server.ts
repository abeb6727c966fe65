/**
 * A stand-in for Stripe's REST API on loopback (MOCKS=true): the part of /v1 the site uses for
 * card payments (PaymentIntents create, retrieve, update, cancel, confirm, on and off session;
 * customers and their saved PaymentMethods; SetupIntents, a card saved without a payment;
 * refunds: create, retrieve, list, and their later changes on the refund test cards), with
 * form-encoded bodies, Stripe-shaped JSON and errors, API keys, idempotency keys, and signed
 * webhook events posted to the site as Stripe would. The `stripe` SDK is pointed at it with
 * `host`/`port`/`protocol: 'http'`; Stripe.js's stand-in reaches it through the site.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { CustomerStore } from './customers';
import { type FormObject, parseStripeForm } from './form';
import { StripeApiError } from './objects';
import type { StripeStandInOptions } from './options';
import { PaymentIntentStore } from './payment-intents';
import { RefundStore } from './refunds';
import { createRouter } from './routes';
import { SetupIntentStore } from './setup-intents';
import { randomId, type StripeEvent, WebhookSender } from './webhooks';

export type { StripeStandInOptions };

export const STAND_IN_API_VERSION = '2026-10-28.endive';

export interface StripeStandIn {
  /** Base URL, e.g. http://127.0.0.1:41234 (the SDK adds /v1/...). */
  url: string;
  host: string;
  port: number;
  /** Every event created, oldest first. */
  events: StripeEvent[];
  deliveries: WebhookSender['deliveries'];
  /** Resolves once every webhook delivery so far has succeeded or given up. */
  settled(): Promise<void>;
  /** Makes what Stripe does later to refunds on the refund test cards happen now. */
  settleRefunds(): void;
  /**
   * The customer completes (or fails) the 3D Secure challenge of an intent in requires_action,
   * as Stripe's authentication page does: a PaymentIntent (pi_…) or a SetupIntent (seti_…).
   */
  authenticate(intentId: string, completed?: boolean): void;
  close(): Promise<void>;
}

interface StoredReply {
  fingerprint: string;
  status: number;
  body: string;
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const events: StripeEvent[] = [];
  const sender = new WebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retryDelaysMs: options.retryDelaysMs ?? [500, 1_000, 2_000, 4_000],
  });
  let currentRequest: { id: string; idempotencyKey: string | null } | null = null;
  const emit = (type: string, object: object) => {
    const event: StripeEvent = {
      id: randomId('evt'),
      object: 'event',
      api_version: STAND_IN_API_VERSION,
      created: Math.floor(Date.now() / 1000),
      // A snapshot: later changes to the object do not change an event already sent.
      data: { object: JSON.parse(JSON.stringify(object)) },
      livemode: false,
      pending_webhooks: options.webhookUrl ? 1 : 0,
      request: {
        id: currentRequest?.id ?? null,
        idempotency_key: currentRequest?.idempotencyKey ?? null,
      },
      type,
    };
    events.push(event);
    sender.send(event);
    return event;
  };
  const customers = new CustomerStore(emit);
  const store = new PaymentIntentStore(emit, customers);
  const refunds = new RefundStore(store, emit);
  const setups = new SetupIntentStore(emit, customers);
  const settleTimers = new Set<NodeJS.Timeout>();
  const replies = new Map<string, StoredReply>();
  const route = createRouter({ options, store, customers, refunds, setups, settleTimers });

  const server = createServer((req, res) => {
    readBody(req)
      .then((bodyText) => {
        const requestId = randomId('req', 14);
        const idempotencyKey = header(req, 'idempotency-key');
        res.setHeader('Request-Id', requestId);
        res.setHeader('Stripe-Version', header(req, 'stripe-version') ?? STAND_IN_API_VERSION);
        res.setHeader('Access-Control-Allow-Origin', '*');
        const url = new URL(req.url ?? '/', 'http://stand-in');
        const params: FormObject = {
          ...parseStripeForm(url.search.slice(1)),
          ...(req.method === 'POST' ? parseStripeForm(bodyText) : {}),
        };
        const apiKey = apiKeyOf(req, params);
        const replayKey =
          req.method === 'POST' && idempotencyKey ? `${apiKey}:${idempotencyKey}` : null;
        const fingerprint = createHash('sha256')
          .update(`${req.method} ${url.pathname}\n${bodyText}`)
          .digest('hex');
        if (replayKey) {
          const stored = replies.get(replayKey);
          if (stored && stored.fingerprint !== fingerprint) {
            return send(res, 400, {
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              },
            });
          }
          if (stored) {
            res.setHeader('Idempotent-Replayed', 'true');
            res.setHeader('Idempotency-Key', idempotencyKey!);
            return sendText(res, stored.status, stored.body);
          }
        }
        currentRequest = { id: requestId, idempotencyKey };
        let status = 200;
        let body: unknown;
        try {
          body = route(req.method ?? 'GET', url.pathname, params, apiKey);
        } catch (error) {
          if (!(error instanceof StripeApiError)) throw error;
          status = error.status;
          body = { error: { ...error.body, request_log_url: null } };
        } finally {
          currentRequest = null;
        }
        const text = JSON.stringify(body, null, 2);
        // Stripe stores the answer of a keyed POST, errors from its checks included, for 24 h.
        if (replayKey && status !== 401 && status < 500) {
          replies.set(replayKey, { fingerprint, status, body: text });
        }
        if (idempotencyKey) res.setHeader('Idempotency-Key', idempotencyKey);
        sendText(res, status, text);
      })
      .catch((error: unknown) => {
        console.error('Stripe stand-in failed:', error);
        if (!res.headersSent) {
          send(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
        }
      });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    host,
    port,
    events,
    deliveries: sender.deliveries,
    settled: () => sender.settled(),
    settleRefunds: () => void refunds.settle(),
    authenticate: (intentId, completed = true) =>
      void (intentId.startsWith('seti_')
        ? setups.authenticate(intentId, completed)
        : store.authenticate(intentId, completed)),
    close: async () => {
      for (const timer of settleTimers) clearTimeout(timer);
      sender.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Bearer or Basic (`key:`) auth, as the SDK sends it, or a `key` parameter, as Stripe.js does. */
function apiKeyOf(req: IncomingMessage, params: FormObject): string | null {
  const authorization = header(req, 'authorization');
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim();
  if (authorization?.startsWith('Basic ')) {
    return Buffer.from(authorization.slice(6), 'base64').toString('utf8').split(':')[0] ?? null;
  }
  return typeof params.key === 'string' ? params.key : null;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1024 * 1024) throw new Error('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown) {
  sendText(res, status, JSON.stringify(body, null, 2));
}

function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(text);
}
