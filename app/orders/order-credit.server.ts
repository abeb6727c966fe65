/**
 * The credit an order counts on (orders.credit_cents; docs/decisions/0061-spending-credit.md):
 * spent from its buyer's credit ledger under keys tied to the order, given back when its payment
 * fails or is canceled, and taken again if the order is paid after all. Writers take the
 * caller's transaction, in which the order's row is locked or was just made. Whether a buyer may
 * spend credit at checkout is checkout/order-credit.server.ts's.
 */
import type postgres from 'postgres';

import {
  creditGrantedForOrder,
  creditUsedOnOrder,
  grantCredit,
  orderSpends,
  returnSpend,
  spendCredit,
} from '~/credits/ledger.server';
import type { Queryable } from '~/db/client.server';

import { type Actor, logOrderEvent } from './ledger.server';

type Tx = postgres.TransactionSql;

/**
 * The key of an order's spend: `order:<id>` the first time, `order:<id>:<n>` when the order takes
 * its credit again after giving it back (a declined card, then paid). A retried request finds
 * the key's spend and spends nothing more.
 */
export const orderCreditKey = (orderId: string, attempt: number) =>
  attempt <= 1 ? `order:${orderId}` : `order:${orderId}:${attempt}`;

export interface CreditOrder {
  id: string;
  email: string;
  creditCents: number;
  currency: string;
}

export type CreditHold = { ok: true } | { ok: false; availableCents: number };

/**
 * Makes sure the order's credit is spent on it: its latest spend when that still stands, else a
 * new spend under the next key. Refuses ('insufficient', with what is available) when the
 * address no longer has it, spending nothing. Takes the address's `credits` lock: call it before
 * any seat lock (app/db/locks.server.ts).
 */
export async function holdOrderCredit(
  tx: Tx,
  order: CreditOrder,
  actor: Actor,
): Promise<CreditHold> {
  if (order.creditCents === 0) return { ok: true };
  const spends = await orderSpends(tx, order.id);
  for (let attempt = Math.max(spends.length, 1); ; attempt += 1) {
    const key = orderCreditKey(order.id, attempt);
    const spent = await spendCredit(tx, {
      email: order.email,
      amountCents: order.creditCents,
      currency: order.currency,
      orderId: order.id,
      key,
      actor,
    });
    if (spent.ok) {
      await logOrderEvent(tx, order.id, {
        event: 'credit-used',
        actor,
        details: { amountCents: order.creditCents, creditEntryId: spent.entry.id },
        dedupeKey: `credit-used:${key}`,
      });
      return { ok: true };
    }
    if (spent.reason === 'insufficient') return { ok: false, availableCents: spent.availableCents };
    // 'returned': that spend was given back; the next key spends afresh.
  }
}

/**
 * Gives the order's standing spend back to the grants it came from (each keeps its expiry), once:
 * a spend already given back is not given again. Logged on the order as credit granted back.
 * Returns the cents given back now. Takes no lock.
 */
export async function returnOrderCredit(
  tx: Queryable,
  orderId: string,
  actor: Actor,
): Promise<number> {
  let cents = 0;
  for (const { entry, returned } of await orderSpends(tx, orderId)) {
    if (returned) continue;
    const back = await returnSpend(tx, { email: entry.email, key: entry.idempotencyKey, actor });
    if (!back) continue;
    cents += back.amountCents;
    await logOrderEvent(tx, orderId, {
      event: 'credit-granted',
      actor,
      details: { amountCents: back.amountCents, reason: 'spend-returned', creditEntryId: back.id },
      dedupeKey: `credit-returned:${entry.idempotencyKey}`,
    });
  }
  return cents;
}

/**
 * An order refunded in full keeps nothing: the credit it still holds goes back to the student.
 * With nothing of it given back yet, its spend is given back to the grants it came from; after a
 * cancellation gave some back as credit, what is left of it is granted anew. Returns the cents.
 */
export async function giveBackKeptCredit(
  tx: Queryable,
  order: { id: string; email: string; currency: string },
  actor: Actor,
): Promise<number> {
  const used = await creditUsedOnOrder(tx, order.id);
  if (used <= 0) return 0;
  const given = await creditGrantedForOrder(tx, order.id);
  if (given === 0) return returnOrderCredit(tx, order.id, actor);
  const kept = used - given;
  if (kept <= 0) return 0;
  await grantCredit(tx, {
    email: order.email,
    amountCents: kept,
    currency: order.currency,
    reason: 'cancellation',
    orderId: order.id,
    actor,
    note: 'The registration was refunded in full',
    key: `refunded:${order.id}`,
  });
  await logOrderEvent(tx, order.id, {
    event: 'credit-granted',
    actor,
    details: { amountCents: kept, reason: 'refunded' },
    dedupeKey: 'credit-granted:refunded',
  });
  return kept;
}
