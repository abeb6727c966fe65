/**
 * What createRegistrationPayment (payment-intents.server.ts) is given and what it answers, kept
 * apart from how it orders and pays so its callers' contract reads (and changes) on its own.
 */
import type Stripe from 'stripe';

import type { Sql } from '~/db/client.server';
import type { Language } from '~/i18n/config';

import type { FulfilmentContext } from '../fulfilment/fulfilment.server';
import type { PriceList } from '../prices/price-list';
import type { PaymentRefusal } from './payment-refusals.server';

/** The card pays (all, or what the credit leaves): the intent's client secret for the page. */
export type CardPaymentResult =
  | {
      ok: true;
      clientSecret: string;
      orderId: string;
      paymentIntentId: string;
      reused: boolean;
      /** What the card is asked for: the order's amount less its credit. */
      amountCents: number;
      /** The credit spent on the order; the intent asks the card for the rest. */
      creditCents: number;
    }
  | PaymentRefusal;

export type CreatePaymentResult =
  | CardPaymentResult
  /** The credit paid it all: the order is completed (granted, seats booked, e-mails queued). */
  | { ok: true; completed: true; orderId: string; creditCents: number };

export interface PaymentDependencies {
  sql?: Sql;
  stripe?: Stripe;
  priceList?: PriceList;
  courseNames?: Record<string, string>;
  /**
   * The client's IP address, counted by PAYMENT_RATE_LIMIT and SEAT_HOLDS_PER_ADDRESS; none (a
   * test): not counted.
   */
  clientAddress?: string;
  /** How many unpaid orders holding seats one address may have at once (SEAT_HOLDS_PER_ADDRESS). */
  holdsPerAddress?: number;
  /** The account signed in while ordering: the order shows in its payments. */
  userId?: string | null;
  /** How long the chosen sessions' seats are held for the payment (SEAT_HOLD_MINUTES). */
  holdMinutes?: number;
  /** The language of the page the buyer pays on (the confirmation e-mail's); English by default. */
  language?: Language;
  /** Content for completing an order paid by credit alone (loadOrderContext's). */
  fulfilment?: FulfilmentContext;
}
