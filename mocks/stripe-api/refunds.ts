/**
 * Refunds of the stand-in's charges, as Stripe's Refunds API makes them (POST /v1/refunds,
 * GET /v1/refunds/:id, GET /v1/refunds): several per charge, partial or whole, never more than
 * the charge has left. A refund on a card is `succeeded` at once, except on Stripe's two refund
 * test cards (https://docs.stripe.com/testing#refunds): 4000 0000 0000 7726 starts `pending`
 * and succeeds later; 4000 0000 0000 5126 starts `succeeded` and fails later, giving its amount
 * back to the charge. "Later" is `settle()`: called by the stand-in's timer, or by a test.
 *
 * Events: `refund.created` and `charge.refunded` on creation; `refund.updated` on each change of
 * status, and `refund.failed` when one fails.
 */
import type { FormObject } from './form';
import { type Charge, integer, invalid, metadata, optionalText, StripeApiError } from './objects';
import { randomId } from './webhooks';

export type RefundStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string | null;
  charge: string;
  created: number;
  currency: string;
  failure_reason: string | null;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  receipt_number: null;
  status: RefundStatus;
}

/** How a card's refunds end: the two refund test cards, by their last four digits. */
const REFUND_CARDS: Record<string, { starts: RefundStatus; ends: RefundStatus }> = {
  '7726': { starts: 'pending', ends: 'succeeded' },
  '5126': { starts: 'succeeded', ends: 'failed' },
};

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

const now = () => Math.floor(Date.now() / 1000);

export class RefundStore {
  private readonly refunds = new Map<string, Refund>();
  /** Refunds whose status is still to change (the refund test cards). */
  private readonly unsettled = new Set<string>();

  constructor(
    private readonly charges: {
      /** The charge to refund: a PaymentIntent's latest, or a charge by id. */
      chargeFor(params: { paymentIntent: string | null; charge: string | null }): Charge;
    },
    private readonly emit: (type: string, object: Refund | Charge) => unknown,
  ) {}

  create(params: FormObject): Refund {
    const paymentIntent = optionalText(params.payment_intent);
    const chargeId = optionalText(params.charge);
    if (!paymentIntent && !chargeId) {
      throw invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    }
    const charge = this.charges.chargeFor({ paymentIntent, charge: chargeId });
    if (charge.amount_refunded >= charge.amount) {
      throw invalid(
        `Charge ${charge.id} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    }
    const left = charge.amount - charge.amount_refunded;
    const amount = params.amount === undefined ? left : integer(params.amount, 'amount');
    if (amount <= 0 || amount > left) {
      throw invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        'amount',
      );
    }
    const reason = optionalText(params.reason);
    if (reason && !REASONS.includes(reason)) {
      throw invalid(`Invalid reason: must be one of ${REASONS.join(', ')}`, 'reason');
    }
    const card = REFUND_CARDS[charge.payment_method_details.card.last4];
    const refund: Refund = {
      id: randomId('re'),
      object: 'refund',
      amount,
      balance_transaction: randomId('txn'),
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      failure_reason: null,
      metadata: metadata(params.metadata),
      payment_intent: charge.payment_intent,
      reason,
      receipt_number: null,
      status: card?.starts ?? 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    if (card) this.unsettled.add(refund.id);
    // A pending refund counts as refunded on the charge, as it does at Stripe.
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.emit('refund.created', refund);
    this.emit('charge.refunded', charge);
    return refund;
  }

  get(id: string): Refund {
    const refund = this.refunds.get(id);
    if (!refund) {
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
        message: `No such refund: '${id}'`,
      });
    }
    return refund;
  }

  /** GET /v1/refunds: newest first, optionally of one PaymentIntent or charge. */
  list(params: FormObject) {
    const paymentIntent = optionalText(params.payment_intent);
    const charge = optionalText(params.charge);
    const data = [...this.refunds.values()]
      .filter(
        (refund) =>
          (!paymentIntent || refund.payment_intent === paymentIntent) &&
          (!charge || refund.charge === charge),
      )
      .reverse();
    return { object: 'list' as const, data, has_more: false, url: '/v1/refunds' };
  }

  /**
   * What Stripe does "some time later" on the refund test cards: a pending refund succeeds; a
   * refund that fails gives its amount back to the charge. Returns the refunds changed.
   */
  settle(): Refund[] {
    const changed: Refund[] = [];
    for (const id of this.unsettled) {
      this.unsettled.delete(id);
      const refund = this.refunds.get(id)!;
      const charge = this.charges.chargeFor({ paymentIntent: null, charge: refund.charge });
      const ends = REFUND_CARDS[charge.payment_method_details.card.last4]?.ends ?? 'succeeded';
      if (ends === refund.status) continue;
      refund.status = ends;
      if (ends === 'failed') {
        refund.failure_reason = 'expired_or_canceled_card';
        charge.amount_refunded -= refund.amount;
        charge.refunded = false;
      }
      this.emit('refund.updated', refund);
      if (ends === 'failed') this.emit('refund.failed', refund);
      changed.push(refund);
    }
    return changed;
  }
}
