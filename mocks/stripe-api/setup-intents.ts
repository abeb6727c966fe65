/**
 * The SetupIntents the stand-in keeps in memory (docs.stripe.com/payments/save-and-reuse): a card
 * saved for later payments without a payment, as Stripe does it. Created with a customer and
 * `usage` (off_session by default), confirmed with a card (Stripe.js's `confirmSetup` with the
 * publishable key and client secret, or the secret key): a good test card succeeds and is
 * attached to the customer (`payment_method.attached`, `setup_intent.succeeded`); a declined one
 * (0002, 9995, 0069) leaves the intent in requires_payment_method with `last_setup_error`, a 402
 * answer and `setup_intent.setup_failed`; 3184 waits in requires_action for 3D Secure, answered
 * by the stand-in's `authenticate` as for a payment. 0341 is saved (only its charges decline).
 */
import { outcomeForCardNumber } from './cards';
import type { CustomerStore, PaymentMethod } from './customers';
import type { FormObject } from './form';
import { invalid, metadata, optionalText, StripeApiError } from './objects';
import { randomId, type StripeEvent } from './webhooks';

export type SetupIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface SetupIntent {
  id: string;
  object: 'setup_intent';
  allowed_payment_method_types: string[] | null;
  cancellation_reason: string | null;
  client_secret: string;
  created: number;
  customer: string | null;
  description: string | null;
  last_setup_error: Record<string, unknown> | null;
  latest_attempt: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: { type: 'use_stripe_sdk'; use_stripe_sdk: Record<string, string> } | null;
  payment_method: string | null;
  payment_method_types: string[];
  status: SetupIntentStatus;
  usage: 'off_session' | 'on_session';
}

const now = () => Math.floor(Date.now() / 1000);

const OPEN: SetupIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

const MISSING_PAYMENT_METHOD =
  "You cannot confirm this SetupIntent because it's missing a payment method. To confirm the SetupIntent, provide a `payment_method` or `payment_method_data`.";

export class SetupIntentStore {
  private readonly intents = new Map<string, SetupIntent>();

  constructor(
    private readonly emit: (type: string, object: object) => StripeEvent,
    private readonly customers: CustomerStore,
  ) {}

  create(params: FormObject): SetupIntent {
    const customer = optionalText(params.customer);
    if (customer) this.customers.get(customer, 'customer');
    const usage = optionalText(params.usage) ?? 'off_session';
    if (usage !== 'off_session' && usage !== 'on_session') {
      throw invalid('Invalid usage: must be one of on_session or off_session', 'usage');
    }
    const asked = params.allowed_payment_method_types ?? params.payment_method_types;
    const types = Array.isArray(asked) ? asked.map(String) : null;
    if ((types ?? ['card']).some((type) => type !== 'card')) {
      throw invalid('The stand-in only supports cards.', 'payment_method_types');
    }
    const id = randomId('seti');
    const intent: SetupIntent = {
      id,
      object: 'setup_intent',
      allowed_payment_method_types: types,
      cancellation_reason: null,
      client_secret: `${id}_secret_${randomId('x').slice(2)}`,
      created: now(),
      customer,
      description: optionalText(params.description),
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      metadata: metadata(params.metadata),
      next_action: null,
      payment_method: null,
      payment_method_types: types ?? ['card'],
      status: 'requires_payment_method',
      usage,
    };
    const method = this.customers.forPayment(params, null);
    if (method) {
      this.customers.checkUsable(method, customer);
      intent.payment_method = method.id;
      intent.status = 'requires_confirmation';
    }
    const confirm = params.confirm === 'true';
    if (confirm && !method) throw invalid(MISSING_PAYMENT_METHOD, 'payment_method');
    this.intents.set(id, intent);
    this.emit('setup_intent.created', intent);
    return confirm ? this.attempt(intent, method!) : intent;
  }

  get(id: string, clientSecret?: string | null): SetupIntent {
    const intent = this.intents.get(id);
    if (!intent) {
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: `No such setupintent: '${id}'`,
      });
    }
    if (clientSecret !== undefined && clientSecret !== intent.client_secret) {
      throw invalid(
        'The client_secret provided does not match the client_secret associated with the SetupIntent.',
        'client_secret',
      );
    }
    return intent;
  }

  /** Confirms with a test PaymentMethod id, a saved one, or card data (Stripe.js). */
  confirm(id: string, params: FormObject, clientSecret?: string | null): SetupIntent {
    const intent = this.get(id, clientSecret);
    if (!OPEN.includes(intent.status)) {
      throw invalid(
        `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`,
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    const method = this.customers.forPayment(params, intent.payment_method);
    if (!method) {
      throw invalid(MISSING_PAYMENT_METHOD, 'payment_method', 'setup_intent_unexpected_state');
    }
    this.customers.checkUsable(method, intent.customer);
    return this.attempt(intent, method);
  }

  cancel(id: string, params: FormObject): SetupIntent {
    const intent = this.get(id);
    if (!OPEN.includes(intent.status)) {
      throw invalid(
        `You cannot cancel this SetupIntent because it has a status of ${intent.status}.`,
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    intent.status = 'canceled';
    intent.next_action = null;
    intent.cancellation_reason =
      optionalText(params.cancellation_reason) ?? 'requested_by_customer';
    this.emit('setup_intent.canceled', intent);
    return intent;
  }

  /** The customer completes or fails the 3D Secure challenge of an intent in requires_action. */
  authenticate(id: string, completed: boolean): SetupIntent {
    const intent = this.get(id);
    if (intent.status !== 'requires_action' || !intent.payment_method) {
      throw invalid(
        `This SetupIntent has a status of ${intent.status} and does not need authentication.`,
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    const method = this.customers.paymentMethod(intent.payment_method);
    intent.next_action = null;
    if (completed) return this.succeed(intent, method);
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_setup_error = {
      type: 'invalid_request_error',
      code: 'setup_intent_authentication_failure',
      message:
        'The latest attempt to set up the payment method has failed because authentication failed.',
      payment_method: { ...method },
    };
    this.customers.used(method);
    this.emit('setup_intent.setup_failed', intent);
    return intent;
  }

  private attempt(intent: SetupIntent, method: PaymentMethod): SetupIntent {
    intent.payment_method = method.id;
    const outcome = outcomeForCardNumber(this.customers.cardNumberOf(method));
    if (outcome.ok && outcome.authentication === 'always') {
      // The customer is there (Stripe.js): the bank's challenge is shown.
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: '' },
      };
      this.emit('setup_intent.requires_action', intent);
      return intent;
    }
    if (!outcome.ok && !outcome.attachable) {
      intent.status = 'requires_payment_method';
      intent.payment_method = null;
      intent.last_setup_error = {
        type: 'card_error',
        code: outcome.code,
        ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
        message: outcome.message,
        payment_method: { ...method },
      };
      this.customers.used(method);
      this.emit('setup_intent.setup_failed', intent);
      throw new StripeApiError(402, {
        ...(intent.last_setup_error as { type: string }),
        setup_intent: { ...intent },
      });
    }
    return this.succeed(intent, method);
  }

  private succeed(intent: SetupIntent, method: PaymentMethod): SetupIntent {
    intent.status = 'succeeded';
    intent.last_setup_error = null;
    // Without a customer it stays unattached, and may be attached to one later.
    if (intent.customer) this.customers.attachTo(method, intent.customer);
    this.emit('setup_intent.succeeded', intent);
    return intent;
  }
}
