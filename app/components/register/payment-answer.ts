/**
 * POST /api/create-payment-intent from the payment step, and its answer as the page acts on it:
 * an intent for the card form, a registration its credit completed, a session found full, or a
 * refusal in the page's language. Shared by the card form and the credit-only checkout.
 */
import type { FullValues } from '~/checkout/selection-sessions';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type PaymentAnswer =
  /** `amountCents`: what the card is asked for, as the server priced it. */
  | { kind: 'intent'; clientSecret: string; creditCents: number; amountCents: number | null }
  /** The credit paid it all: the registration is complete (docs/decisions/0061). */
  | { kind: 'completed' }
  /** A chosen session filled meanwhile: its message's values name it. */
  | { kind: 'full'; values: FullValues }
  /**
   * `retry`: the request may simply be sent again; `confirmable`: a second seat may be
   * confirmed; `takeOver`: the buyer's own unpaid registration holds the credit.
   */
  | { kind: 'error'; message: string; retry?: boolean; confirmable?: boolean; takeOver?: boolean };

export async function postPaymentRequest(
  body: string,
  t: Translate,
  signal?: AbortSignal,
): Promise<PaymentAnswer> {
  const response = await fetch('/api/create-payment-intent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body,
    signal,
  });
  const answer = (await response.json().catch(() => ({}))) as {
    clientSecret?: unknown;
    completed?: unknown;
    creditCents?: unknown;
    amountCents?: unknown;
    error?: unknown;
    message?: { key?: unknown; values?: Record<string, string> };
    confirmable?: unknown;
    takeOver?: unknown;
  };
  if (!response.ok && typeof answer.error === 'string') {
    // The refusal in the page's language when the server named it, else its English text.
    const key = answer.message?.key;
    if (key === 'register.errors.full')
      return { kind: 'full', values: answer.message?.values ?? {} };
    if (answer.takeOver === true) {
      return { kind: 'error', message: t('register.creditHeldElsewhere'), takeOver: true };
    }
    const message =
      typeof key === 'string' && key.startsWith('register.errors.')
        ? t(key, { ...answer.message?.values, defaultValue: answer.error })
        : answer.error;
    return {
      kind: 'error',
      message,
      retry: response.status >= 500,
      confirmable: answer.confirmable === true,
    };
  }
  if (response.ok && answer.completed === true) return { kind: 'completed' };
  if (typeof answer.clientSecret !== 'string' || !answer.clientSecret) {
    return { kind: 'error', message: t('register.loadFailed') };
  }
  const creditCents = typeof answer.creditCents === 'number' ? answer.creditCents : 0;
  const amountCents = typeof answer.amountCents === 'number' ? answer.amountCents : null;
  return { kind: 'intent', clientSecret: answer.clientSecret, creditCents, amountCents };
}

/**
 * POST /api/payment-check just before the card is charged: the registration's new price when a
 * seat hold lapsed after an early deadline (its payment was canceled), with `ended` when the
 * registration had already ended with its hold at the same price; else null (go on; a check
 * that could not be made does not stop the payment, which the server prices as placed).
 */
export async function checkPaymentPrice(
  clientSecret: string,
): Promise<{ amountCents: number; ended: boolean } | null> {
  try {
    const response = await fetch('/api/payment-check', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ clientSecret }),
    });
    if (response.status !== 409) return null;
    const answer = (await response.json()) as { amountCents?: unknown; ended?: unknown };
    return typeof answer.amountCents === 'number'
      ? { amountCents: answer.amountCents, ended: answer.ended === true }
      : null;
  } catch {
    return null;
  }
}
