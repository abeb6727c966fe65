/**
 * Payment requests one instance works on at once (as many as it may have transactions), each
 * until its seats are held; the rest wait their turn, at most PAYMENT_TURN_WAIT_MS (then 503).
 * All at once, in a sale's opening rush, every buyer looked at the sessions before any hold was
 * committed, and each refusal then took a transaction; in turns, each buyer finds the holds of
 * those before (docs/decisions/0080).
 */
import { POOL_SIZE } from '~/db/client.server';
import { slots } from '~/db/pressure.server';

export const PAYMENTS_AT_ONCE = POOL_SIZE - 1;
/** Under the request's own deadline (server/remix-handler.ts). */
const PAYMENT_TURN_WAIT_MS = 10_000;
const paymentTurn = slots(PAYMENTS_AT_ONCE, PAYMENT_TURN_WAIT_MS);

/** `work` in a turn of its own, which it may end early (`endTurn`), before waiting on Stripe. */
export async function inPaymentTurn<T>(work: (endTurn: () => void) => Promise<T>): Promise<T> {
  const endTurn = await paymentTurn();
  try {
    return await work(endTurn);
  } finally {
    endTurn();
  }
}
