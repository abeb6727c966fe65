/** The shapes of a student's records as the account page and API give them (docs/product.md#accounts, #api). */
import type { Certificate } from '~/certificates/certificate';
import type { CreditHistoryEntry } from '~/credits/ledger';
import type { OrderStatus } from '~/orders/orders.server';

export interface AccountProfile {
  /** From the student's newest registration; null without one. */
  name: string | null;
  email: string;
  phone: string | null;
  /** When the account was made, ISO 8601. */
  createdAt: string | null;
}

export interface AccountTransaction {
  id: string;
  /** ISO 8601. */
  timestamp: string;
  selectedItems: string[];
  /** In cents. */
  amount: number;
  status: OrderStatus;
  /** In cents; only when some or all of the amount was refunded (not in docs/product.md#accounts, added). */
  amountRefunded?: number;
}

/** Course id → true for every course the student may follow (docs/product.md#accounts Active courses). */
export type ActiveCourses = Record<string, true>;

/** Course id → the key of the session the student has a seat in. */
export type Bookings = Record<string, string>;

/** A booking with its session's dates and place, as GET /api/account/sessions gives it. */
export interface AccountBooking {
  courseId: string;
  sessionKey: string;
  dateText: string;
  startDate: string | null;
  endDate: string | null;
  location: string;
}

export interface Account {
  emailVerified: boolean;
  profile: AccountProfile;
  activeCourses: ActiveCourses;
  transactions: AccountTransaction[];
  bookings: Bookings;
}

/** A CE certificate as the account page lists it. */
export type AccountCertificate = Pick<Certificate, 'id' | 'issuedAt'> & {
  course: string;
  startDate: string;
  endDate: string;
  hours: number;
};

/** The student's credit as the account page shows it. */
export interface AccountCredit {
  availableCents: number;
  /** Newest first. */
  entries: CreditHistoryEntry[];
}
