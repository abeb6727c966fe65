/**
 * Customers and saved card PaymentMethods (issue 25), as Stripe keeps them: a PaymentMethod is
 * made from a test id (`pm_card_visa`: a new pm_… each time, as Stripe does) or from card data
 * (what Stripe.js collects); attached to a customer it can be charged again, on or off session;
 * used once without a customer it may not be used again. Attaching runs the card's check, so
 * a card that declines everything cannot be saved, except 0341 (saved, then declines).
 */
import { cardNumberForPaymentMethod, outcomeForCardNumber } from './cards';
import type { FormObject } from './form';
import { invalid, metadata, optionalText, StripeApiError } from './objects';
import { randomId, type StripeEvent } from './webhooks';

const now = () => Math.floor(Date.now() / 1000);

export interface Customer {
  id: string;
  object: 'customer';
  created: number;
  description: string | null;
  email: string | null;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
  metadata: Record<string, string>;
  name: string | null;
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  billing_details: { email: string | null; name: string | null };
  card: {
    brand: string;
    country: 'US';
    exp_month: number;
    exp_year: number;
    funding: 'credit';
    last4: string;
  };
  created: number;
  customer: string | null;
  livemode: false;
  metadata: Record<string, string>;
  type: 'card';
}

/** 404 for the object in the URL, 400 for one named in a parameter, as Stripe answers. */
const missing = (kind: string, id: string, param: string) =>
  new StripeApiError(param === 'id' ? 404 : 400, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });

export class CustomerStore {
  private readonly customers = new Map<string, Customer>();
  private readonly methods = new Map<string, PaymentMethod>();
  /** Card numbers behind PaymentMethods: never in an answer, as Stripe never returns them. */
  private readonly numbers = new Map<string, string>();
  /** PaymentMethods used in a payment while not attached: Stripe refuses them afterwards. */
  private readonly spent = new Set<string>();

  constructor(private readonly emit: (type: string, object: object) => StripeEvent) {}

  create(params: FormObject): Customer {
    const customer: Customer = {
      id: randomId('cus', 14),
      object: 'customer',
      created: now(),
      description: optionalText(params.description),
      email: optionalText(params.email),
      invoice_settings: { default_payment_method: null },
      livemode: false,
      metadata: metadata(params.metadata),
      name: optionalText(params.name),
    };
    this.customers.set(customer.id, customer);
    this.emit('customer.created', customer);
    return customer;
  }

  get(id: string, param = 'id'): Customer {
    const customer = this.customers.get(id);
    if (!customer) throw missing('customer', id, param);
    return customer;
  }

  paymentMethodsOf(customerId: string) {
    this.get(customerId, 'customer');
    const data = [...this.methods.values()]
      .filter((method) => method.customer === customerId)
      .sort((a, b) => b.created - a.created);
    return {
      object: 'list',
      data,
      has_more: false,
      url: `/v1/customers/${customerId}/payment_methods`,
    };
  }

  paymentMethod(id: string, param = 'payment_method'): PaymentMethod {
    // 'id': the one in the URL.
    const method = this.methods.get(id);
    if (!method) throw missing('PaymentMethod', id, param);
    return method;
  }

  cardNumberOf(method: PaymentMethod): string {
    return this.numbers.get(method.id)!;
  }

  /**
   * The PaymentMethod a confirmation pays with: `payment_method` (a test id makes a new one),
   * `payment_method_data` (card data), or the one already on the intent.
   */
  forPayment(params: FormObject, current: string | null): PaymentMethod | null {
    if (typeof params.payment_method === 'string' && params.payment_method !== '') {
      const id = params.payment_method;
      const number = cardNumberForPaymentMethod(id);
      return number ? this.make(number) : this.paymentMethod(id);
    }
    const data = params.payment_method_data;
    const card = typeof data === 'object' && !Array.isArray(data) ? data.card : undefined;
    const number = typeof card === 'object' && !Array.isArray(card) ? card.number : undefined;
    if (typeof number === 'string') return this.make(number);
    return current ? this.paymentMethod(current) : null;
  }

  /** Refuses what Stripe refuses before it asks the bank: a spent or someone else's card. */
  checkUsable(method: PaymentMethod, customer: string | null) {
    if (method.customer === null && this.spent.has(method.id)) {
      throw invalid(
        'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
        'payment_method',
      );
    }
    if (method.customer !== null && customer === null) {
      throw invalid(
        `The provided PaymentMethod ${method.id} belongs to a Customer, but you did not provide a Customer. Please provide the Customer ID in the \`customer\` parameter.`,
        'payment_method',
      );
    }
    if (method.customer !== null && method.customer !== customer) {
      throw invalid(
        `The provided PaymentMethod ${method.id} belongs to a different Customer than the one on this PaymentIntent.`,
        'payment_method',
      );
    }
  }

  /** After a payment attempt: an unattached card is spent. */
  used(method: PaymentMethod) {
    if (method.customer === null) this.spent.add(method.id);
  }

  attach(id: string, params: FormObject): PaymentMethod {
    const customerId = optionalText(params.customer);
    if (!customerId)
      throw invalid('Missing required param: customer.', 'customer', 'parameter_missing');
    this.get(customerId, 'customer');
    const number = cardNumberForPaymentMethod(id);
    const method = number ? this.make(number) : this.paymentMethod(id);
    if (method.customer === customerId) return method;
    if (method.customer !== null) {
      throw invalid(
        'The payment method you provided has already been attached to a customer.',
        'payment_method',
      );
    }
    if (this.spent.has(method.id)) this.checkUsable(method, customerId);
    const outcome = outcomeForCardNumber(this.cardNumberOf(method));
    if (!outcome.ok && !outcome.attachable) {
      throw new StripeApiError(402, {
        type: 'card_error',
        code: outcome.code,
        ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
        message: outcome.message,
        param: '',
      });
    }
    this.attachTo(method, customerId);
    return method;
  }

  /** A successful payment with `setup_future_usage` saves its card to the intent's customer. */
  attachTo(method: PaymentMethod, customerId: string) {
    if (method.customer === customerId) return;
    method.customer = customerId;
    this.spent.delete(method.id);
    this.emit('payment_method.attached', method);
  }

  detach(id: string): PaymentMethod {
    const method = this.paymentMethod(id);
    if (method.customer === null) {
      throw invalid(
        `The payment method you provided is not attached to a customer so detachment is impossible.`,
        undefined,
        'payment_method_unexpected_state',
      );
    }
    method.customer = null;
    // A detached card may not be used again.
    this.spent.add(method.id);
    this.emit('payment_method.detached', method);
    return method;
  }

  private make(number: string): PaymentMethod {
    const outcome = outcomeForCardNumber(number);
    const method: PaymentMethod = {
      id: randomId('pm'),
      object: 'payment_method',
      billing_details: { email: null, name: null },
      card: {
        brand: outcome.brand,
        country: 'US',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 5,
        funding: 'credit',
        last4: outcome.last4,
      },
      created: now(),
      customer: null,
      livemode: false,
      metadata: {},
      type: 'card',
    };
    this.methods.set(method.id, method);
    this.numbers.set(method.id, number.replace(/\D/g, ''));
    return method;
  }
}
