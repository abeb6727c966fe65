/**
 * A refund larger than one charge can return is spread over the order's charges (issue 24):
 * newest first, each refunded up to what it has left, so no Stripe refund ever exceeds its
 * charge. Pure: the cancellation plans with it inside its transaction.
 */
export interface RefundableCharge {
  /** The charge's order_payments row. */
  paymentId: string;
  /** Its PaymentIntent (pi_…), the refund's `payment_intent`. */
  stripeId: string;
  /** What it can still return: its amount less its refunds not failed. */
  leftCents: number;
}

export interface RefundPart {
  charge: RefundableCharge;
  amountCents: number;
}

/**
 * The parts, newest charge first (the caller orders `charges`); null when the charges together
 * cannot return `amountCents`.
 */
export function spreadRefund(
  amountCents: number,
  charges: readonly RefundableCharge[],
): RefundPart[] | null {
  if (!Number.isInteger(amountCents) || amountCents < 0) throw new RangeError('amountCents');
  const parts: RefundPart[] = [];
  let left = amountCents;
  for (const charge of charges) {
    if (left === 0) break;
    const part = Math.min(left, Math.max(charge.leftCents, 0));
    if (part > 0) parts.push({ charge, amountCents: part });
    left -= part;
  }
  return left === 0 ? parts : null;
}
