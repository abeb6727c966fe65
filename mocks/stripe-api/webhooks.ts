/**
 * Webhook events as Stripe sends them: a JSON body and a `Stripe-Signature` header
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" keyed with the endpoint's secret>`,
 * delivered by POST and retried with backoff until the endpoint answers 2xx.
 */
import { createHmac, randomBytes } from 'node:crypto';

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export function randomId(prefix: string, length = 24): string {
  return `${prefix}_${randomBytes(length).toString('base64url').replace(/[-_]/g, '').slice(0, length)}`;
}

/** The `Stripe-Signature` header for a payload, exactly as Stripe computes it. */
export function signWebhookPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface Delivery {
  eventId: string;
  type: string;
  attempts: number;
  /** The last HTTP status, or the connection error's message. */
  lastResult: number | string | null;
  delivered: boolean;
}

/**
 * Posts events to one endpoint. Each event is delivered on its own, retried after
 * `retryDelaysMs` (Stripe retries for days; a stand-in needs seconds), and the delivery
 * promises are kept so tests can wait for them (`settled()`).
 */
export class WebhookSender {
  readonly deliveries: Delivery[] = [];
  private readonly pending = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly options: {
      url: string | undefined;
      secret: string;
      retryDelaysMs: number[];
    },
  ) {}

  send(event: StripeEvent): void {
    if (!this.options.url || this.closed) return;
    const delivery: Delivery = {
      eventId: event.id,
      type: event.type,
      attempts: 0,
      lastResult: null,
      delivered: false,
    };
    this.deliveries.push(delivery);
    const running = this.deliver(event, delivery).finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all(this.pending);
  }

  close(): void {
    this.closed = true;
  }

  private async deliver(event: StripeEvent, delivery: Delivery) {
    const payload = JSON.stringify(event, null, 2);
    const delays = [0, ...this.options.retryDelaysMs];
    for (const delay of delays) {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      if (this.closed) return;
      delivery.attempts += 1;
      try {
        const response = await fetch(this.options.url!, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'Stripe-Signature': signWebhookPayload(payload, this.options.secret),
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer().catch(() => undefined);
        delivery.lastResult = response.status;
        if (response.ok) {
          delivery.delivered = true;
          return;
        }
      } catch (error) {
        delivery.lastResult = error instanceof Error ? error.message : String(error);
      }
    }
    console.warn(
      `Stripe stand-in: webhook ${event.type} ${event.id} not delivered after ${delivery.attempts} attempts (${delivery.lastResult})`,
    );
  }
}
