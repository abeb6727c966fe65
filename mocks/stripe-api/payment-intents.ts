/**
 * The PaymentIntents the stand-in keeps in memory (charges: charges.ts, refunds: refunds.ts), with
 * Stripe's state machine for card payments: requires_payment_method → succeeded on a good
 * test card, back to requires_payment_method with `last_payment_error` on a declined one,
 * canceled on cancel. With a `customer` and `setup_future_usage` a successful payment saves its
 * card (customers.ts); `off_session: true, confirm: true` charges a saved card with no one
 * present, so a card that asks for authentication fails with `authentication_required` where
 * on session it would wait in requires_action. Objects have the fields of Stripe's API the site
 * and the SDK read.
 */
import { ChargeStore, now } from './charges';
import type { FormObject, FormValue } from './form';
import {
  integer,
  invalid,
  metadata,
  optionalText,
  type PaymentIntent,
  type PaymentIntentStatus,
  StripeApiError,
  text,
} from './objects';
import { randomId } from './webhooks';

const MISSING_PAYMENT_METHOD =
  "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent, provide a `payment_method` or `payment_method_data`.";

/** Stripe's booleans in a form body: 'true' / 'false'; `off_session` also takes one_off / recurring. */
function flag(value: FormValue | undefined, param: string, extra: string[] = []): boolean | null {
  if (value === undefined || value === '') return null;
  if (value === 'true' || extra.includes(value as string)) return true;
  if (value === 'false') return false;
  throw invalid(`Invalid boolean: ${String(value)}`, param);
}

function setupFutureUsage(value: FormValue | undefined): 'off_session' | 'on_session' | null {
  if (value === undefined || value === '') return null;
  if (value === 'off_session' || value === 'on_session') return value;
  throw invalid(
    `Invalid setup_future_usage: must be one of on_session or off_session`,
    'setup_future_usage',
  );
}
const EDITABLE: PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

export class PaymentIntentStore extends ChargeStore {
  private readonly intents = new Map<string, PaymentIntent>();

  create(params: FormObject): PaymentIntent {
    const customer = optionalText(params.customer);
    if (customer) this.customers.get(customer, 'customer');
    const confirm = flag(params.confirm, 'confirm') ?? false;
    const offSession = flag(params.off_session, 'off_session', ['one_off', 'recurring']);
    if (offSession !== null && !confirm) {
      throw invalid(
        'You may only specify `off_session` when `confirm` is set to `true`.',
        'off_session',
      );
    }
    const future = setupFutureUsage(params.setup_future_usage);
    if (offSession && future === 'on_session') {
      throw invalid(
        'You cannot set `setup_future_usage` to `on_session` when `off_session` is true.',
        'setup_future_usage',
      );
    }
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
      customer,
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
      setup_future_usage: future,
      status: 'requires_payment_method',
    };
    if (intent.payment_method_types.some((type) => type !== 'card')) {
      throw invalid('The stand-in only supports card payments.', 'payment_method_types');
    }
    // Stripe checks the payment method before it makes the intent.
    const method = this.customers.forPayment(params, null);
    if (method) {
      this.customers.checkUsable(method, customer);
      intent.payment_method = method.id;
      intent.status = 'requires_confirmation';
    }
    if (confirm && !method) throw invalid(MISSING_PAYMENT_METHOD, 'payment_method');
    this.intents.set(id, intent);
    this.emit('payment_intent.created', intent);
    return confirm ? this.attempt(intent, method!, offSession ?? false) : intent;
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

  /** Confirms with a test PaymentMethod id, a saved one, or raw test card data (Stripe.js). */
  confirm(id: string, params: FormObject, clientSecret?: string | null): PaymentIntent {
    const intent = this.get(id, clientSecret);
    if (!EDITABLE.includes(intent.status)) {
      throw invalid(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    const offSession = flag(params.off_session, 'off_session', ['one_off', 'recurring']) ?? false;
    const future = setupFutureUsage(params.setup_future_usage);
    const method = this.customers.forPayment(params, intent.payment_method);
    if (!method)
      throw invalid(MISSING_PAYMENT_METHOD, 'payment_method', 'payment_intent_unexpected_state');
    this.customers.checkUsable(method, intent.customer);
    if (future) intent.setup_future_usage = future;
    return this.attempt(intent, method, offSession);
  }

  /**
   * What the stand-in's 3D Secure page does when the customer completes or fails the challenge
   * of an intent waiting in requires_action (Stripe.js's `handleNextAction`).
   */
  authenticate(id: string, completed: boolean): PaymentIntent {
    const intent = this.get(id);
    if (intent.status !== 'requires_action' || !intent.payment_method) {
      throw invalid(
        `This PaymentIntent has a status of ${intent.status} and does not need authentication.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    const method = this.customers.paymentMethod(intent.payment_method);
    intent.next_action = null;
    if (completed) return this.succeed(intent, method);
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_payment_error = {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message:
        'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
      payment_method: { ...method },
    };
    this.customers.used(method);
    this.emit('payment_intent.payment_failed', intent);
    return intent;
  }
}
