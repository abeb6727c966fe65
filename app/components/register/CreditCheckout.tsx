/**
 * The payment step when the student's credit pays the whole price (docs/decisions/0061): no card
 * form and no Stripe.js; one button places the registration, which the server completes at once.
 */
import { useState } from 'react';

import type { FullValues } from '~/checkout/selection-sessions';
import { useTranslation } from '~/i18n/translation';

import type { PaymentOutcome } from './CardPayment';
import { type PaymentAnswer, postPaymentRequest } from './payment-answer';

interface Props {
  /** The docs/product.md#api body of POST /api/create-payment-intent, with its creditCents. */
  requestBody: object;
  /** Read when the request is sent: what the page adds then (takeOverCredit). */
  bodyExtras?: () => Record<string, unknown>;
  onOutcome: (outcome: PaymentOutcome) => void;
  onSessionFull?: (values: FullValues) => void;
}

type State =
  | { state: 'idle' }
  | { state: 'sending' }
  | (Extract<PaymentAnswer, { kind: 'error' }> & { state: 'error' });

export function CreditCheckout({ requestBody, bodyExtras, onOutcome, onSessionFull }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ state: 'idle' });

  async function complete(more: Record<string, unknown> = {}) {
    if (state.state === 'sending') return;
    setState({ state: 'sending' });
    try {
      const body = { ...requestBody, ...bodyExtras?.(), ...more };
      const answer = await postPaymentRequest(JSON.stringify(body), t);
      if (answer.kind === 'completed') return onOutcome({ status: 'succeeded', byCredit: true });
      if (answer.kind === 'full') {
        if (onSessionFull) return onSessionFull(answer.values);
        return setState({
          state: 'error',
          kind: 'error',
          message: t('register.errors.full', answer.values),
        });
      }
      if (answer.kind === 'error') return setState({ ...answer, state: 'error' });
      // A card intent for a registration the page thought the credit covered: not expected.
      setState({ state: 'error', kind: 'error', message: t('register.loadFailed'), retry: true });
    } catch (error) {
      console.error('The registration could not be completed:', error);
      setState({ state: 'error', kind: 'error', message: t('register.loadFailed'), retry: true });
    }
  }

  const again =
    state.state !== 'error'
      ? null
      : state.confirmable
        ? { label: t('register.confirmRepeat'), more: { confirmRepeat: true } }
        : state.takeOver
          ? { label: t('register.takeOverCredit'), more: { takeOverCredit: true } }
          : state.retry
            ? { label: t('register.retry'), more: {} }
            : null;

  return (
    <div>
      <p className="text-slate-800">{t('register.creditCovers')}</p>
      {state.state === 'error' ? (
        <div className="mt-4 rounded-md border border-red-300 bg-red-50 p-3">
          <p role="alert" className="font-medium text-red-800">
            {state.message}
          </p>
          {again ? (
            <button
              type="button"
              onClick={() => void complete(again.more)}
              className="mt-3 rounded-md bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {again.label}
            </button>
          ) : null}
        </div>
      ) : (
        <button
          type="button"
          onClick={() => void complete()}
          disabled={state.state === 'sending'}
          className="mt-6 w-full rounded-md bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
        >
          {state.state === 'sending' ? t('register.processing') : t('register.payWithCredit')}
        </button>
      )}
    </div>
  );
}
