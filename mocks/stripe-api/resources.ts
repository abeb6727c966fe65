/**
 * The PaymentIntents and charges the stand-in keeps in memory (their refunds: refunds.ts), with
 * Stripe's state machine for card payments: requires_payment_method → succeeded on a good
 * test card, back to requires_payment_method with `last_payment_error` on a declined one,
 * canceled on cancel. Objects have the fields of Stripe's API the site and the SDK read.
 */
import { outcomeForCardNumber } from './cards';
import type { FormObject } from './form';
import {
  cardNumberFrom,
  type Charge,
  integer,
  invalid,
  metadata,
  optionalText,
  type PaymentIntent,
  type PaymentIntentStatus,
  StripeApiError,
  text,
} from './objects';
import { randomId, type StripeEvent } from './webhooks';

const now = () => Math.floor(Date.now() / 1000);
const EDITABLE: PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

export class PaymentIntentStore {
  private readonly intents = new Map<string, PaymentIntent>();
  private readonly charges = new Map<string, Charge>();

  constructor(
    private readonly emit: (type: string, object: PaymentIntent | Charge) => StripeEvent,
  ) {}

  create(params: FormObject): PaymentIntent {
    const amount = integer(params.amount, 'amount');
    if (amount < 50)
      throw invalid('Amount must be at least $0.50 usd', 'amount', 'amount_too_small');
    if (amount > 99_999_999) {
      throw invalid('Amount must be no more than $999,999.99', 'amount', 'amount_too_large');
    }
    const currency = text(params.currency, 'currency').toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}`, 'currency');
    // `allowed_payment_method_types` since API 2026-10-28; `payment_method_types` before.
    const asked = params.allowed_payment_method_types ?? params.payment_method_types;
    const types = Array.isArray(asked) ? asked.map(String) : null;
    const id = randomId('pi');
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomId('x').slice(2)}`,
      confirmation_method: 'automatic',
      created: now(),
      currency,
      customer: null,
      description: optionalText(params.description),
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: metadata(params.metadata),
      next_action: null,
      payment_method: null,
      allowed_payment_method_types: types,
      payment_method_types: types ?? ['card'],
      receipt_email: optionalText(params.receipt_email),
      status: 'requires_payment_method',
    };
    if (intent.payment_method_types.some((type) => type !== 'card')) {
      throw invalid('The stand-in only supports card payments.', 'payment_method_types');
    }
    this.intents.set(id, intent);
    this.emit('payment_intent.created', intent);
    return intent;
  }

  get(id: string, clientSecret?: string | null): PaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) {
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: `No such payment_intent: '${id}'`,
      });
    }
    if (clientSecret !== undefined && clientSecret !== intent.client_secret) {
      throw invalid(
        'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
        'client_secret',
      );
    }
    return intent;
  }

  charge(id: string): Charge | undefined {
    return this.charges.get(id);
  }

  update(id: string, params: FormObject): PaymentIntent {
    const intent = this.get(id);
    if (!EDITABLE.includes(intent.status)) {
      throw invalid(
        `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    if (params.amount !== undefined) intent.amount = integer(params.amount, 'amount');
    if (params.description !== undefined) intent.description = optionalText(params.description);
    if (params.receipt_email !== undefined) {
      intent.receipt_email = optionalText(params.receipt_email);
    }
    if (params.metadata !== undefined) {
      intent.metadata = { ...intent.metadata, ...metadata(params.metadata) };
      for (const [key, value] of Object.entries(intent.metadata)) {
        if (value === '') delete intent.metadata[key];
      }
    }
    return intent;
  }

  cancel(id: string, params: FormObject): PaymentIntent {
    const intent = this.get(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    intent.status = 'canceled';
    intent.canceled_at = now();
    intent.cancellation_reason =
      optionalText(params.cancellation_reason) ?? 'requested_by_customer';
    this.emit('payment_intent.canceled', intent);
    return intent;
  }

  /** Confirms with a test PaymentMethod id or raw test card data (what Stripe.js collects). */
  confirm(id: string, params: FormObject, clientSecret?: string | null): PaymentIntent {
    const intent = this.get(id, clientSecret);
    if (!EDITABLE.includes(intent.status)) {
      throw invalid(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    const number = cardNumberFrom(params);
    const outcome = outcomeForCardNumber(number);
    const paymentMethod = randomId('pm');
    const charge: Charge = {
      id: randomId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: outcome.ok ? intent.amount : 0,
      amount_refunded: 0,
      captured: outcome.ok,
      created: now(),
      currency: intent.currency,
      livemode: false,
      metadata: { ...intent.metadata },
      paid: outcome.ok,
      payment_intent: intent.id,
      payment_method: paymentMethod,
      payment_method_details: {
        type: 'card',
        card: { brand: outcome.brand, last4: outcome.last4 },
      },
      receipt_email: intent.receipt_email,
      refunded: false,
      status: outcome.ok ? 'succeeded' : 'failed',
    };
    this.charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    if (outcome.ok) {
      intent.status = 'succeeded';
      intent.payment_method = paymentMethod;
      intent.amount_received = intent.amount;
      intent.last_payment_error = null;
      this.emit('charge.succeeded', charge);
      this.emit('payment_intent.succeeded', intent);
      return intent;
    }
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_payment_error = {
      type: 'card_error',
      code: outcome.code,
      ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
      message: outcome.message,
      charge: charge.id,
      payment_method: { id: paymentMethod, object: 'payment_method', type: 'card' },
    };
    this.emit('charge.failed', charge);
    this.emit('payment_intent.payment_failed', intent);
    throw new StripeApiError(402, {
      ...(intent.last_payment_error as { type: string }),
      payment_intent: { ...intent },
    });
  }

  /**
   * The charge a refund is for (refunds.ts): a PaymentIntent's latest charge, which must have
   * succeeded, or a succeeded charge by id; both, when given, must agree.
   */
  chargeFor({ paymentIntent, charge }: { paymentIntent: string | null; charge: string | null }) {
    const intent = paymentIntent ? this.get(paymentIntent) : null;
    const id = charge ?? (typeof intent?.latest_charge === 'string' ? intent.latest_charge : null);
    const found = id ? this.charges.get(id) : undefined;
    if (charge && !found) {
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'charge',
        message: `No such charge: '${charge}'`,
      });
    }
    if (intent && (intent.status !== 'succeeded' || found?.payment_intent !== intent.id)) {
      throw invalid(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'payment_intent',
      );
    }
    if (!found || found.status !== 'succeeded') {
      throw invalid(`Charge ${id ?? ''} has not succeeded and cannot be refunded.`, 'charge');
    }
    return found;
  }
}
