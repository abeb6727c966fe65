/**
 * What the account's card forms share (the plan's payment, /pay; the plan's card, /card): ask
 * the page's intent endpoint for a client secret, say so while it loads or if it is refused, and
 * then give the form inside Stripe's `<Elements>`. Stripe.js is loaded only once the secret is in.
 */
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type ReactNode, useEffect, useState } from 'react';

import { elementsOptions, loadStripeFor } from '~/components/register/stripe-loader';
import { useTranslation } from '~/i18n/translation';

type Loaded =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; clientSecret: string; stripe: Promise<Stripe | null> };

export default function IntentElements({
  setup,
  endpoint,
  refusal,
  children,
}: {
  setup: { mode: 'stripe' | 'stand-in'; publishableKey: string };
  /** The path POSTed for `{ clientSecret }`. */
  endpoint: string;
  /** The words for a refused answer (its status and `error`), or null for the general failure. */
  refusal: (status: number, error: unknown) => string | null;
  children: (clientSecret: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const { mode, publishableKey } = setup;

  useEffect(() => {
    const controller = new AbortController();
    fetch(endpoint, {
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
          const message = refusal(response.status, answer.error) ?? t('register.loadFailed');
          setLoaded({ state: 'error', message });
        }
      })
      .catch(() => {
        if (!controller.signal.aborted)
          setLoaded({ state: 'error', message: t('register.loadFailed') });
      });
    return () => controller.abort();
    // `refusal` is a new function each render; what it says depends only on `t`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endpoint, mode, publishableKey, t]);

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
      {children(loaded.clientSecret)}
    </Elements>
  );
}
