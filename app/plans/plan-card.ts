/**
 * A monthly plan's card as the student sees it ('Visa ending in 4242, expires 12/2031',
 * docs/decisions/0094): read from Stripe's answers and from payment_plans' card columns. Pure, so
 * the plan's readers and writers share it without importing each other.
 */
import type Stripe from 'stripe';

/** What the student sees of a plan's card: 'Visa ending in 4242, expires 12/2031'. */
export interface PlanCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The card of a PaymentMethod (a SetupIntent's, expanded); null when it is not a card. */
export function cardOfPaymentMethod(
  method: Stripe.PaymentMethod | string | null | undefined,
): PlanCard | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  return planCard(method.card);
}

/** The card a PaymentIntent was paid with, from its expanded latest charge; null otherwise. */
export function cardOfPayment(intent: Stripe.PaymentIntent): PlanCard | null {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return card ? planCard(card) : null;
}

function planCard(card: {
  brand?: string | null;
  last4?: string | null;
  exp_month?: number | null;
  exp_year?: number | null;
}): PlanCard | null {
  const { brand, last4, exp_month: expMonth, exp_year: expYear } = card;
  if (!brand || !last4 || !/^[0-9]{4}$/.test(last4)) return null;
  if (!Number.isInteger(expMonth) || !Number.isInteger(expYear)) return null;
  return { brand: brand.slice(0, 32), last4, expMonth: expMonth!, expYear: expYear! };
}

/** The card columns of a payment_plans row; null when a plan made before 042 has none. */
export function planCardOf(row: {
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
}): PlanCard | null {
  if (!row.card_brand || !row.card_last4 || !row.card_exp_month || !row.card_exp_year) return null;
  return {
    brand: row.card_brand,
    last4: row.card_last4,
    expMonth: row.card_exp_month,
    expYear: row.card_exp_year,
  };
}
