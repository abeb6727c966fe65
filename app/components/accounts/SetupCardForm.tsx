/**
 * The card form of /account/plans/<order>/card (docs/decisions/0094): asks ./setup-intent for the
 * plan's SetupIntent, shows Stripe's Payment Element and confirms it with `confirmSetup`. Then
 * the page is loaded again with `?setup_intent=…`, as Stripe's own redirect would, so the server
 * reads the SetupIntent from Stripe and changes the card: the browser's answer alone does not.
 * Loaded lazily, so Stripe.js reaches the browser only when the student asks.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useId, useState } from 'react';

import { elementsOptions, loadStripeFor } from '~/components/register/stripe-loader';
import { useTranslation } from '~/i18n/translation';

type Loaded =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; clientSecret: string; stripe: Promise<Stripe | null> };

export default function SetupCardForm({
  setup,
}: {
  setup: { mode: 'stripe' | 'stand-in'; publishableKey: string };
}) {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const { mode, publishableKey } = setup;

  useEffect(() => {
    const controller = new AbortController();
    fetch(window.location.pathname.replace(/\/card\/?$/, '/setup-intent'), {
      method: 'POST',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then(async (response) => {
        const answer = (await response.json().catch(() => ({}))) as { clientSecret?: unknown };
        if (response.ok && typeof answer.clientSecret === 'string') {
          setLoaded({
            state: 'ready',
            clientSecret: answer.clientSecret,
            stripe: loadStripeFor({ mode, publishableKey }),
          });
        } else {
          const message =
            response.status === 409 ? t('account.planCard.none') : t('register.loadFailed');
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
      <SaveCard />
    </Elements>
  );
}

/** The Payment Element and its Save button, inside `<Elements>`. */
function SaveCard() {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  const [ready, setReady] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (message) elements?.getElement('payment')?.focus();
  }, [message, elements]);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || saving) return;
    setSaving(true);
    setMessage(null);
    const back = `${window.location.origin}${window.location.pathname}`;
    try {
      const { error, setupIntent } = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: back },
      });
      if (error) {
        setMessage(
          error.type === 'validation_error'
            ? (error.message ?? t('account.planCard.failed'))
            : `${error.message ?? ''} ${t('account.planCard.failed')}`.trim(),
        );
        return;
      }
      // The server reads it from Stripe and says what became of it.
      window.location.assign(`${back}?setup_intent=${encodeURIComponent(setupIntent.id)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} aria-describedby={message ? `${id}-message` : undefined}>
      {!ready ? (
        <p role="status" className="mb-3 text-slate-700">
          {t('register.loading')}
        </p>
      ) : null}
      <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} />
      <button
        type="submit"
        disabled={!stripe || !elements || !ready || saving}
        className="mt-6 w-full rounded-md bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
      >
        {saving ? t('account.planCard.saving') : t('account.planCard.save')}
      </button>
      {message ? (
        <p id={`${id}-message`} role="alert" className="mt-3 font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </form>
  );
}
