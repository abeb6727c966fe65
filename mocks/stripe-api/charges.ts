/**
 * The charges of the stand-in's PaymentIntents (payment-intents.ts extends this class): a
 * confirmation tries the test card (cards.ts) and makes a charge, succeeded or failed, or on
 * session waits in requires_action for 3D Secure; a successful payment saves its card when asked
 * (customers.ts). And the charge a refund is for (refunds.ts).
 */
import { outcomeForCardNumber } from './cards';
import type { CustomerStore, PaymentMethod } from './customers';
import { type Charge, invalid, type PaymentIntent, StripeApiError } from './objects';
import { randomId, type StripeEvent } from './webhooks';

export const now = () => Math.floor(Date.now() / 1000);

export abstract class ChargeStore {
  private readonly charges = new Map<string, Charge>();

  constructor(
    protected readonly emit: (type: string, object: PaymentIntent | Charge) => StripeEvent,
    protected readonly customers: CustomerStore,
  ) {}

  /** The PaymentIntent with this id (payment-intents.ts). */
  abstract get(id: string, clientSecret?: string | null): PaymentIntent;

  charge(id: string): Charge | undefined {
    return this.charges.get(id);
  }

  protected attempt(intent: PaymentIntent, method: PaymentMethod, offSession: boolean) {
    intent.payment_method = method.id;
    const outcome = outcomeForCardNumber(this.customers.cardNumberOf(method));
    if (outcome.ok && outcome.authentication === 'always') {
      if (!offSession) {
        // On session the customer is there to authenticate: Stripe.js shows the challenge.
        intent.status = 'requires_action';
        intent.next_action = {
          type: 'use_stripe_sdk',
          use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: '' },
        };
        this.emit('payment_intent.requires_action', intent);
        return intent;
      }
      return this.decline(intent, method, {
        code: 'authentication_required',
        declineCode: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      });
    }
    if (!outcome.ok) return this.decline(intent, method, outcome);
    return this.succeed(intent, method);
  }

  private newCharge(intent: PaymentIntent, method: PaymentMethod, ok: boolean): Charge {
    const charge: Charge = {
      id: randomId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: ok ? intent.amount : 0,
      amount_refunded: 0,
      captured: ok,
      created: now(),
      currency: intent.currency,
      customer: intent.customer,
      livemode: false,
      metadata: { ...intent.metadata },
      paid: ok,
      payment_intent: intent.id,
      payment_method: method.id,
      payment_method_details: {
        type: 'card',
        card: {
          brand: method.card.brand,
          last4: method.card.last4,
          exp_month: method.card.exp_month,
          exp_year: method.card.exp_year,
        },
      },
      receipt_email: intent.receipt_email,
      refunded: false,
      status: ok ? 'succeeded' : 'failed',
    };
    this.charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    return charge;
  }

  protected succeed(intent: PaymentIntent, method: PaymentMethod): PaymentIntent {
    const charge = this.newCharge(intent, method, true);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    if (intent.setup_future_usage && intent.customer) {
      this.customers.attachTo(method, intent.customer);
    }
    this.customers.used(method);
    this.emit('charge.succeeded', charge);
    this.emit('payment_intent.succeeded', intent);
    return intent;
  }

  private decline(
    intent: PaymentIntent,
    method: PaymentMethod,
    outcome: { code: string; declineCode?: string; message: string },
  ): never {
    const charge = this.newCharge(intent, method, false);
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_payment_error = {
      type: 'card_error',
      code: outcome.code,
      ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
      message: outcome.message,
      charge: charge.id,
      payment_method: { ...method },
    };
    this.customers.used(method);
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
