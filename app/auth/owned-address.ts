/**
 * The address whose records an account owns (docs/product.md#accounts): its own e-mail, once its
 * owner confirmed it; null until then. Orders paid to an address by a guest, the courses granted
 * to it, its seats, cancellation quotes, credit, plans, receipts and certificates follow this
 * address only: anyone can sign up with a dentist's e-mail, only the dentist can confirm it
 * (issue 48, docs/decisions/0090). Every reader and action that looks records up by address
 * asks here, never at the signed-in address itself.
 */

/** An account as the users table has it (UserRow) or as a login session carries it. */
export type AddressHolder = { email: string } & (
  { emailVerifiedAt: Date | null } | { emailVerified: boolean }
);

export function ownedAddress(user: AddressHolder): string | null {
  const confirmed = 'emailVerified' in user ? user.emailVerified : user.emailVerifiedAt !== null;
  return confirmed ? user.email : null;
}
