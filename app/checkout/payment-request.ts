/**
 * The body /register's payment step posts to /api/payment-intents (and to the credit checkout):
 * what payment-request.server.ts reads. No server imports.
 */
import type { AccountantDetails } from '~/receipts/accountant';

import type { PriceList } from '../prices/price-list';
import type { Customer } from './registration-form';
import { chosenSessions } from './selection-sessions';

export function registrationRequest({
  priceList,
  customer,
  accountant,
  selectedItems,
  sessions,
  offerToken,
  creditCents,
  plan,
}: {
  priceList: PriceList;
  customer: Customer;
  accountant: AccountantDetails;
  selectedItems: string[];
  /** Course id → the chosen session's key. */
  sessions: Record<string, string>;
  /** A waiting-list offer's token: the seat it holds is the buyer's. */
  offerToken?: string;
  /** The credit spent on it (0: none). */
  creditCents: number;
  /** Paid monthly, with the buyer's consent to the schedule or not yet. */
  plan: { consent: boolean } | null;
}) {
  return {
    email: customer.email,
    customerData: {
      ...customer,
      selectedItems,
      ...(accountant.practiceName && { practiceName: accountant.practiceName }),
      ...(accountant.taxId && { taxId: accountant.taxId }),
    },
    // Only the bookable sessions chosen for the selected courses.
    sessions: Object.fromEntries(
      chosenSessions(priceList, selectedItems, sessions).map(({ course, session }) => [
        course.courseId,
        session.key,
      ]),
    ),
    ...(offerToken && { offer: offerToken }),
    ...(creditCents > 0 && { creditCents }),
    ...(plan && { paymentPlan: 'monthly', planConsent: plan.consent }),
  };
}
