/**
 * What a signed-in student sees of their own records (docs/product.md#registration-and-payment /account, #courses-and-prices Profile, Transaction,
 * Active courses, §7). Everything starts from the account's id, never from an e-mail the client
 * sends, and the orders linked to the account's address show only once the address is confirmed
 * (app/auth/owned-address.ts): no student can see another's records.
 */
import { ownedAddress } from '~/auth/owned-address';
import { findUserById, updateUserDetails, type UserRow } from '~/auth/users.server';
import type { Sql } from '~/db/client.server';
import { accountOrders, firstPaidRegistration, grantedCourseIds } from '~/orders/orders.server';
import type { PriceList } from '~/prices/price-list';
import { bookedSessionKeys } from '~/sessions/seat-bookings.server';

import type {
  Account,
  AccountBooking,
  AccountProfile,
  AccountTransaction,
  ActiveCourses,
  Bookings,
} from './account';

export type { Account, AccountProfile, AccountTransaction, ActiveCourses } from './account';

async function owner(sql: Sql, userId: string): Promise<UserRow> {
  const user = await findUserById(sql, userId);
  if (!user) throw new Error(`No account ${userId}`);
  return user;
}

/**
 * Name and phone are the account's own: as its owner entered them in /account, else as given
 * with its own first paid order (see firstPaidRegistration). Nothing anyone sends with the
 * address alone, without paying, changes them.
 */
async function profileOf(sql: Sql, user: UserRow): Promise<AccountProfile> {
  const registration =
    user.name && user.phone
      ? null
      : await firstPaidRegistration(sql, { userId: user.id, paidToEmail: ownedAddress(user) });
  return {
    name: user.name ?? registration?.name ?? null,
    email: user.email,
    phone: user.phone ?? registration?.phone ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

async function transactionsOf(sql: Sql, user: UserRow): Promise<AccountTransaction[]> {
  const orders = await accountOrders(sql, { userId: user.id, paidToEmail: ownedAddress(user) });
  return orders.map((order) => ({
    id: order.id,
    timestamp: order.timestamp.toISOString(),
    selectedItems: order.selectedItems,
    amount: order.amountCents,
    status: order.status,
    ...(order.refundedCents > 0 ? { amountRefunded: order.refundedCents } : {}),
  }));
}

async function activeCoursesOf(sql: Sql, user: UserRow): Promise<ActiveCourses> {
  const email = ownedAddress(user);
  if (!email) return {};
  const ids = await grantedCourseIds(sql, email);
  return Object.fromEntries(ids.map((id) => [id, true as const]));
}

async function bookingsOf(sql: Sql, user: UserRow): Promise<Bookings> {
  const email = ownedAddress(user);
  return email ? bookedSessionKeys(sql, email) : {};
}

/** The student's bookings, with their sessions' dates and places from the price list. */
export async function accountBookings(
  sql: Sql,
  userId: string,
  priceList: PriceList,
): Promise<AccountBooking[]> {
  const booked = await bookingsOf(sql, await owner(sql, userId));
  return priceList.courses.flatMap((course) => {
    const session = course.sessions.find((candidate) => candidate.key === booked[course.courseId]);
    if (!session) return [];
    const { key, dateText, startDate, endDate, location } = session;
    return [{ courseId: course.courseId, sessionKey: key, dateText, startDate, endDate, location }];
  });
}

export async function accountProfile(sql: Sql, userId: string) {
  return profileOf(sql, await owner(sql, userId));
}

export async function accountTransactions(sql: Sql, userId: string) {
  return transactionsOf(sql, await owner(sql, userId));
}

export async function accountActiveCourses(sql: Sql, userId: string) {
  return activeCoursesOf(sql, await owner(sql, userId));
}

/** Everything the account page shows, in one go. */
export async function loadAccount(sql: Sql, userId: string): Promise<Account> {
  const user = await owner(sql, userId);
  const [profile, activeCourses, transactions, bookings] = await Promise.all([
    profileOf(sql, user),
    activeCoursesOf(sql, user),
    transactionsOf(sql, user),
    bookingsOf(sql, user),
  ]);
  return {
    emailVerified: user.emailVerifiedAt !== null,
    profile,
    activeCourses,
    transactions,
    bookings,
  };
}

/** The account's own name and phone, entered or changed by its owner in /account. */
export async function saveAccountDetails(
  sql: Sql,
  userId: string,
  details: { name: string; phone: string },
) {
  await updateUserDetails(sql, userId, details);
}

/**
 * What /register prefills and locks for a signed-in student (docs/product.md#registration-and-payment): the account's e-mail,
 * name and phone (profileOf). What the account does not have stays open to be typed.
 */
export async function registrationPrefill(
  sql: Sql,
  userId: string,
): Promise<{ name: string; email: string; phone: string }> {
  const profile = await accountProfile(sql, userId);
  return { name: profile.name ?? '', email: profile.email, phone: profile.phone ?? '' };
}

/** Whose receipts the account may read (app/receipts): the orders its payments tab shows. */
export async function receiptOwnerOf(
  sql: Sql,
  userId: string,
): Promise<{ userId: string; paidToEmail: string | null }> {
  const user = await owner(sql, userId);
  return { userId: user.id, paidToEmail: ownedAddress(user) };
}
