/**
 * The card form of /account/plans/<order>/pay: asks ./payment-intent for the payment's
 * PaymentIntent, then shows Stripe's Payment Element and confirms it (the registration's
 * CheckoutForm). Loaded lazily, so Stripe.js reaches the browser only when the student asks.
 */
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';

import { CheckoutForm } from '~/components/register/CardPayment';
import { elementsOptions, loadStripeFor } from '~/components/register/stripe-loader';
import { useTranslation } from '~/i18n/translation';

type Loaded =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; clientSecret: string; stripe: Promise<Stripe | null> };

export default function PlanCardForm({
  setup,
  payLabel,
  onPaid,
}: {
  setup: { mode: 'stripe' | 'stand-in'; publishableKey: string };
  payLabel: string;
  onPaid: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const { mode, publishableKey } = setup;

  useEffect(() => {
    const controller = new AbortController();
    fetch(window.location.pathname.replace(/\/pay\/?$/, '/payment-intent'), {
      method: 'POST',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then(async (response) => {
        const answer = (await response.json().catch(() => ({}))) as {
          clientSecret?: unknown;
          error?: unknown;
        };
        if (response.ok && typeof answer.clientSecret === 'string') {
          setLoaded({
            state: 'ready',
            clientSecret: answer.clientSecret,
            stripe: loadStripeFor({ mode, publishableKey }),
          });
        } else {
          const message =
            answer.error === 'processing'
              ? t('account.planPay.processing')
              : answer.error === 'nothing-to-pay'
                ? t('account.planPay.nothing')
                : t('register.loadFailed');
          setLoaded({ state: 'error', message });
        }
      })
      .catch(() => {
        if (!controller.signal.aborted)
          setLoaded({ state: 'error', message: t('register.loadFailed') });
      });
    return () => controller.abort();
  }, [mode, publishableKey, t]);

  if (loaded.state === 'loading') {
    return (
      <p role="status" className="text-slate-700">
        {t('register.loading')}
      </p>
    );
  }
  if (loaded.state === 'error') {
    return (
      <p
        role="alert"
        className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800"
      >
        {loaded.message}
      </p>
    );
  }
  return (
    <Elements stripe={loaded.stripe} options={elementsOptions(loaded.clientSecret, i18n.language)}>
      <CheckoutForm
        payLabel={payLabel}
        clientSecret={loaded.clientSecret}
        onOutcome={(outcome) => {
          if (outcome.status === 'succeeded') onPaid();
        }}
        paid={false}
        returnPath={window.location.pathname}
      />
    </Elements>
  );
}
