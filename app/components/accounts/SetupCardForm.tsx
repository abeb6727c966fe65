/**
 * The card form of /account/plans/<order>/card (docs/decisions/0094): asks ./setup-intent for the
 * plan's SetupIntent, shows Stripe's Payment Element and confirms it with `confirmSetup`. Then
 * the page is loaded again with `?setup_intent=…`, as Stripe's own redirect would, so the server
 * reads the SetupIntent from Stripe and changes the card: the browser's answer alone does not.
 * Loaded lazily, so Stripe.js reaches the browser only when the student asks.
 */
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useId, useState } from 'react';

import { useTranslation } from '~/i18n/translation';

import IntentElements from './IntentElements';

export default function SetupCardForm({
  setup,
}: {
  setup: { mode: 'stripe' | 'stand-in'; publishableKey: string };
}) {
  const { t } = useTranslation();
  return (
    <IntentElements
      setup={setup}
      endpoint={window.location.pathname.replace(/\/card\/?$/, '/setup-intent')}
      refusal={(status) => (status === 409 ? t('account.planCard.none') : null)}
    >
      {() => <SaveCard />}
    </IntentElements>
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
