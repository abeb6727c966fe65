/**
 * Credit at checkout (docs/decisions/0061-spending-credit.md): who may spend an address's credit,
 * and what /register offers to spend. Spending it on an order, and giving it back, is
 * orders/order-credit.server.ts's.
 */

import { ownedAddress } from '~/auth/owned-address';
import { findUserById } from '~/auth/users.server';
import { creditBalance, creditHeldByUnpaidOrders } from '~/credits/ledger.server';
import type { Queryable } from '~/db/client.server';
import { normalizeEmail } from '~/lib/email-address';

import type { CheckoutCredit } from './checkout-credit';

/**
 * Credit belongs to an address, and only its owner spends it: a signed-in account, not disabled,
 * whose own address is confirmed and is the registration's. A visitor typing an address never
 * spends its credit.
 */
export async function mayUseCredit(
  sql: Queryable,
  userId: string | null,
  email: string,
): Promise<boolean> {
  if (!userId) return false;
  const user = await findUserById(sql, userId);
  const owned = user && user.disabledAt === null ? ownedAddress(user) : null;
  return owned !== null && normalizeEmail(owned) === normalizeEmail(email);
}

/**
 * What /register offers the signed-in account to spend: its credit now and what its unpaid
 * registrations hold; null when it may not spend credit or has none.
 */
export async function checkoutCredit(
  sql: Queryable,
  userId: string,
): Promise<CheckoutCredit | null> {
  const user = await findUserById(sql, userId);
  const owned = user && user.disabledAt === null ? ownedAddress(user) : null;
  if (!owned) return null;
  const [balance, heldCents] = await Promise.all([
    creditBalance(sql, owned),
    creditHeldByUnpaidOrders(sql, owned),
  ]);
  if (balance.availableCents + heldCents <= 0) return null;
  return {
    availableCents: balance.availableCents,
    heldCents,
    expiring: balance.grants.flatMap((grant) =>
      grant.expiresAt ? [{ cents: grant.remainingCents, expiresAt: grant.expiresAt }] : [],
    ),
  };
}
