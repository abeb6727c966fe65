/**
 * The body of POST /api/create-payment-intent (docs/product.md#api):
 * `{ email, customerData: { name, email, phone, selectedItems }, sessions? }`, where
 * selectedItems is the checked course ids or the chosen program id (one string or a list), and
 * the optional `sessions` maps a course id to the key of the session chosen for it, and the
 * optional `offer` is the token of a waiting-list offer whose seat is the buyer's, and the
 * optional `confirmRepeat: true` confirms a seat in another session of a course the buyer
 * already holds, and the optional `creditCents` is the credit the signed-in owner of the address
 * spends on it (the page's offer; docs/decisions/0061), with `takeOverCredit: true` taking it
 * back from the buyer's own unpaid registrations if they hold it, and the optional
 * `customerData.practiceName` and `customerData.taxId` are printed on the receipts, and the
 * optional `paymentPlan: 'monthly'` with `planConsent: true` pays a program in monthly payments,
 * the card saved for the later ones (docs/decisions/0070). Server only:
 * its refusals are the API's English.
 */
import { englishText } from '~/i18n/english.server';
import { type AccountantDetails, accountantDetails } from '~/receipts/accountant';
import { SESSION_KEY } from '~/sessions/seat-key';
import { OFFER_TOKEN } from '~/sessions/waiting-list';

import { REGISTRATION_LIMITS } from '../prices/selection-price';
import { type Customer, customerSchema } from './registration-form';

export type PaymentRequest = {
  customer: Customer;
  selectedItems: string[];
  /** Course id → session key. */
  sessions?: Record<string, string>;
  /** A waiting-list offer's token (its e-mail's link). */
  offer?: string;
  /** The buyer confirmed a second seat in a course the address already holds. */
  confirmRepeat?: boolean;
  /** Credit to spend on the registration, in cents: exactly this, or the request is refused. */
  creditCents?: number;
  /** Credit held by the buyer's own unpaid registrations may be taken from them. */
  takeOverCredit?: boolean;
  /** The practice name and tax id for the buyer's accountant, printed on the receipts. */
  accountant?: AccountantDetails;
  /**
   * A program in monthly payments; only with the student's consent to charge the saved card for
   * the later ones (`planConsent: true` in the body).
   */
  paymentPlan?: 'monthly';
};

export const REQUEST_ERRORS = {
  shape: 'The request must be a JSON object with customerData.',
  items: 'selectedItems must be a program id or a list of course ids.',
  emailMismatch: 'The e-mail addresses in the request do not match.',
  sessions: 'sessions must map course ids to session keys.',
  offer: 'offer must be the token of a waiting-list offer link.',
  confirmRepeat: 'confirmRepeat must be true or false.',
  creditCents: 'creditCents must be a positive whole number of cents.',
  takeOverCredit: 'takeOverCredit must be true or false.',
  paymentPlan: "paymentPlan must be 'full' or 'monthly'.",
  planConsent:
    'Monthly payments need planConsent: true, the consent to charge the card for the later payments.',
};

/** Larger than any registration: a bigger number is not an amount of credit. */
const CREDIT_CENTS_MAX = 100_000_000;

export function parsePaymentRequest(
  body: unknown,
): { ok: true; request: PaymentRequest } | { ok: false; error: string } {
  if (!isObject(body) || !isObject(body.customerData)) {
    return { ok: false, error: REQUEST_ERRORS.shape };
  }
  const data = body.customerData;
  const topEmail = typeof body.email === 'string' ? body.email.trim() : undefined;
  const dataEmail = typeof data.email === 'string' ? data.email.trim() : undefined;
  if (topEmail && dataEmail && topEmail.toLowerCase() !== dataEmail.toLowerCase()) {
    return { ok: false, error: REQUEST_ERRORS.emailMismatch };
  }
  const customer = customerSchema.safeParse({
    name: data.name,
    email: dataEmail || topEmail,
    phone: data.phone,
  });
  if (!customer.success)
    return { ok: false, error: englishText(customer.error.issues[0]!.message) };
  const accountant = accountantDetails({ practiceName: data.practiceName, taxId: data.taxId });
  if ('error' in accountant) {
    const { path, message } = accountant.error;
    return { ok: false, error: `${path.join('.')}: ${englishText(message)}` };
  }
  const items = itemsOf(data.selectedItems);
  if (!items) return { ok: false, error: REQUEST_ERRORS.items };
  const sessions = sessionsOf(body.sessions);
  if (!sessions) return { ok: false, error: REQUEST_ERRORS.sessions };
  const offer = body.offer ?? undefined;
  if (offer !== undefined && (typeof offer !== 'string' || !OFFER_TOKEN.test(offer))) {
    return { ok: false, error: REQUEST_ERRORS.offer };
  }
  const confirmRepeat = body.confirmRepeat ?? false;
  if (typeof confirmRepeat !== 'boolean') return { ok: false, error: REQUEST_ERRORS.confirmRepeat };
  const creditCents = body.creditCents ?? 0;
  if (
    typeof creditCents !== 'number' ||
    !Number.isSafeInteger(creditCents) ||
    creditCents < 0 ||
    creditCents > CREDIT_CENTS_MAX
  ) {
    return { ok: false, error: REQUEST_ERRORS.creditCents };
  }
  const takeOverCredit = body.takeOverCredit ?? false;
  if (typeof takeOverCredit !== 'boolean') {
    return { ok: false, error: REQUEST_ERRORS.takeOverCredit };
  }
  const paymentPlan = body.paymentPlan ?? 'full';
  if (paymentPlan !== 'full' && paymentPlan !== 'monthly') {
    return { ok: false, error: REQUEST_ERRORS.paymentPlan };
  }
  if (paymentPlan === 'monthly' && body.planConsent !== true) {
    return { ok: false, error: REQUEST_ERRORS.planConsent };
  }
  return {
    ok: true,
    request: {
      customer: customer.data,
      selectedItems: items,
      sessions,
      ...(offer && { offer }),
      ...(confirmRepeat && { confirmRepeat }),
      ...(creditCents > 0 && { creditCents }),
      ...(creditCents > 0 && takeOverCredit && { takeOverCredit }),
      ...((accountant.practiceName || accountant.taxId) && { accountant }),
      ...(paymentPlan === 'monthly' && { paymentPlan }),
    },
  };
}

function itemsOf(value: unknown): string[] | null {
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || list.length > REGISTRATION_LIMITS.items) return null;
  if (!list.every((item) => typeof item === 'string')) return null;
  const items = list.map((item: string) => item.trim()).filter(Boolean);
  return items.every((item) => item.length <= REGISTRATION_LIMITS.itemId) ? items : null;
}

function sessionsOf(value: unknown): Record<string, string> | null {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > REGISTRATION_LIMITS.items) return null;
  const valid = entries.every(
    ([courseId, key]) =>
      courseId.length <= REGISTRATION_LIMITS.itemId &&
      typeof key === 'string' &&
      SESSION_KEY.test(key),
  );
  return valid ? (Object.fromEntries(entries) as Record<string, string>) : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
