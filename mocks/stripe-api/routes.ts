/**
 * Which /v1 request of the stand-in (server.ts) goes to which store, and what a key may do: the
 * secret key anything, a publishable key only read or confirm an intent; otherwise Stripe's 401
 * or 404. A PaymentIntent's `expand[]`, and the timer that settles a new refund. SetupIntents
 * as PaymentIntents: made and cancelled with the secret key, read and confirmed with either.
 */
import type { CustomerStore } from './customers';
import type { FormObject } from './form';
import { type Charge, type PaymentIntent, StripeApiError } from './objects';
import type { StripeStandInOptions } from './options';
import type { PaymentIntentStore } from './payment-intents';
import type { RefundStore } from './refunds';
import type { SetupIntent, SetupIntentStore } from './setup-intents';

export function createRouter({
  options,
  store,
  customers,
  refunds,
  setups,
  settleTimers,
}: {
  options: StripeStandInOptions;
  store: PaymentIntentStore;
  customers: CustomerStore;
  refunds: RefundStore;
  setups: SetupIntentStore;
  settleTimers: Set<NodeJS.Timeout>;
}) {
  function route(method: string, path: string, params: FormObject, apiKey: string | null) {
    const publishable = apiKey === options.publishableKey;
    if (apiKey !== options.secretKey && !publishable) {
      throw new StripeApiError(401, {
        type: 'invalid_request_error',
        message: apiKey
          ? `Invalid API Key provided: ${apiKey.slice(0, 8)}${'*'.repeat(8)}${apiKey.slice(-4)}`
          : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    }
    // Publishable keys may only read or confirm an intent whose client secret they hold.
    const clientSecret = publishable ? String(params.client_secret ?? '') : undefined;
    const intentPath = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(\/cancel|\/confirm)?$/.exec(path);
    if (path === '/v1/payment_intents' && method === 'POST' && !publishable) {
      return expand(store.create(params), params);
    }
    if (path === '/v1/refunds' && !publishable) {
      if (method === 'GET') return refunds.list(params);
      if (method === 'POST') {
        const refund = refunds.create(params);
        if (options.refundSettleMs !== undefined) {
          const timer = setTimeout(() => {
            settleTimers.delete(timer);
            refunds.settle();
          }, options.refundSettleMs);
          settleTimers.add(timer);
        }
        return refund;
      }
    }
    if (!publishable) {
      const answer = customerRoute(method, path, params);
      if (answer) return answer;
    }
    const setupAnswer = setupRoute(method, path, params, publishable, clientSecret);
    if (setupAnswer) return setupAnswer;
    const refundPath = /^\/v1\/refunds\/([A-Za-z0-9_]+)$/.exec(path);
    if (refundPath && method === 'GET' && !publishable) return refunds.get(refundPath[1]!);
    const chargePath = /^\/v1\/charges\/([A-Za-z0-9_]+)$/.exec(path);
    if (chargePath && method === 'GET' && !publishable)
      return store.chargeFor({ paymentIntent: null, charge: chargePath[1]! });
    if (intentPath) {
      const [, id, action] = intentPath as unknown as [string, string, string | undefined];
      if (method === 'GET' && !action) return expand(store.get(id, clientSecret), params);
      if (method === 'POST' && action === '/confirm') {
        return expand(store.confirm(id, params, clientSecret), params);
      }
      if (method === 'POST' && action === '/cancel' && !publishable) {
        return expand(store.cancel(id, params), params);
      }
      if (method === 'POST' && !action && !publishable)
        return expand(store.update(id, params), params);
    }
    if (publishable) {
      throw new StripeApiError(401, {
        type: 'invalid_request_error',
        message:
          'This API call cannot be made with a publishable API key. Please use a secret API key.',
      });
    }
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    });
  }

  /** Customers and their PaymentMethods; undefined for another path. */
  function customerRoute(method: string, path: string, params: FormObject): object | undefined {
    if (path === '/v1/customers' && method === 'POST') return customers.create(params);
    const customerPath = /^\/v1\/customers\/([A-Za-z0-9_]+)(\/payment_methods)?$/.exec(path);
    if (customerPath && method === 'GET') {
      return customerPath[2]
        ? customers.paymentMethodsOf(customerPath[1]!)
        : customers.get(customerPath[1]!);
    }
    const methodPath = /^\/v1\/payment_methods\/([A-Za-z0-9_]+)(\/attach|\/detach)?$/.exec(path);
    if (methodPath) {
      const [, id, action] = methodPath as unknown as [string, string, string | undefined];
      if (method === 'GET' && !action) return customers.paymentMethod(id, 'id');
      if (method === 'POST' && action === '/attach') return customers.attach(id, params);
      if (method === 'POST' && action === '/detach') return customers.detach(id);
    }
    return undefined;
  }

  /** SetupIntents; undefined for another path (or what a publishable key may not do). */
  function setupRoute(
    method: string,
    path: string,
    params: FormObject,
    publishable: boolean,
    clientSecret: string | undefined,
  ): SetupIntent | undefined {
    if (path === '/v1/setup_intents' && method === 'POST' && !publishable) {
      return expandSetup(setups.create(params), params);
    }
    const setupPath = /^\/v1\/setup_intents\/([A-Za-z0-9_]+)(\/cancel|\/confirm)?$/.exec(path);
    if (!setupPath) return undefined;
    const [, id, action] = setupPath as unknown as [string, string, string | undefined];
    if (method === 'GET' && !action) return expandSetup(setups.get(id, clientSecret), params);
    if (method === 'POST' && action === '/confirm') {
      return expandSetup(setups.confirm(id, params, clientSecret), params);
    }
    if (method === 'POST' && action === '/cancel' && !publishable) {
      return expandSetup(setups.cancel(id, params), params);
    }
    return undefined;
  }

  /** `expand[]=payment_method` replaces a SetupIntent's card id with the PaymentMethod. */
  function expandSetup(intent: SetupIntent, params: FormObject): SetupIntent {
    const copy = JSON.parse(JSON.stringify(intent)) as SetupIntent;
    const wanted = Array.isArray(params.expand) ? params.expand.map(String) : [];
    if (wanted.includes('payment_method') && typeof intent.payment_method === 'string') {
      copy.payment_method = JSON.parse(
        JSON.stringify(customers.paymentMethod(intent.payment_method)),
      ) as string;
    }
    return copy;
  }

  /** `expand[]=latest_charge` (or payment_method, customer) replaces the id with the object. */
  function expand(intent: PaymentIntent, params: FormObject): PaymentIntent {
    const copy = JSON.parse(JSON.stringify(intent)) as PaymentIntent & Record<string, unknown>;
    const wanted = Array.isArray(params.expand) ? params.expand.map(String) : [];
    if (wanted.includes('latest_charge') && typeof copy.latest_charge === 'string') {
      copy.latest_charge = JSON.parse(JSON.stringify(store.charge(copy.latest_charge))) as Charge;
    }
    if (wanted.includes('payment_method') && typeof intent.payment_method === 'string') {
      copy.payment_method = JSON.parse(
        JSON.stringify(customers.paymentMethod(intent.payment_method)),
      ) as string;
    }
    if (wanted.includes('customer') && typeof intent.customer === 'string') {
      copy.customer = JSON.parse(JSON.stringify(customers.get(intent.customer))) as string;
    }
    return copy;
  }

  return route;
}
