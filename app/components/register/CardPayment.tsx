/**
 * The card form of the payment step: asks the server for the order's PaymentIntent, then shows
 * Stripe's Payment Element (card) and confirms with Stripe.js. Loaded lazily by PaymentStep, so
 * neither this code nor Stripe.js reaches a browser before the payment step.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useId, useRef, useState } from 'react';

import type { FullValues } from '~/checkout/selection-sessions';
import { formatCents } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

import { checkPaymentPrice, postPaymentRequest } from './payment-answer';
import { elementsOptions, loadStripeFor } from './stripe-loader';

export type PaymentOutcome =
  /** `byCredit`: the student's credit paid it all, no card was asked for. */
  { status: 'succeeded'; byCredit?: boolean } | { status: 'failed'; message: string };

interface Props {
  setup: { mode: 'stripe' | 'stand-in'; publishableKey: string };
  /** The docs/product.md#api body of POST /api/create-payment-intent. */
  requestBody: unknown;
  /**
   * Read when the request is sent, not a reason to send it again: what the page adds then
   * (taking credit back from the buyer's own earlier registrations, docs/decisions/0061).
   */
  bodyExtras?: () => Record<string, unknown>;
  payLabel: string;
  /** What the page says the card pays, in cents: another amount from the server is told. */
  expectedCents: number;
  onOutcome: (outcome: PaymentOutcome) => void;
  /** The server refused a chosen session as full: its message's values name it. */
  onSessionFull?: (values: FullValues) => void;
  /** The server made the order's intent, spending this much credit on it. */
  onStarted?: (creditCents: number) => void;
  /** Hide the form once paid (the result box says so). */
  paid: boolean;
}

type Loaded =
  | { state: 'loading' }
  /**
   * `retry`: the request may simply be sent again; `confirmable`: a second seat may be
   * confirmed; `takeOver`: the buyer's own unpaid registration holds the credit.
   */
  | {
      state: 'error';
      message: string;
      retry?: boolean;
      confirmable?: boolean;
      takeOver?: boolean;
      /** The price changed (a hold lapsed after an early deadline): ask again at the new one. */
      repriced?: boolean;
    }
  | {
      state: 'ready';
      clientSecret: string;
      amountCents: number | null;
      stripe: Promise<Stripe | null>;
    };

export default function CardPayment({
  setup,
  requestBody,
  bodyExtras,
  payLabel,
  expectedCents,
  onOutcome,
  onSessionFull,
  onStarted,
  paid,
}: Props) {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  // New functions each render: read when needed, not a reason to load the intent again.
  const sessionFull = useRef(onSessionFull);
  sessionFull.current = onSessionFull;
  const started = useRef(onStarted);
  started.current = onStarted;
  const extras = useRef(bodyExtras);
  extras.current = bodyExtras;
  const outcome = useRef(onOutcome);
  outcome.current = onOutcome;
  // 'Try again' sends the same request once more; the repeat's button adds confirmRepeat, the
  // held credit's button takeOverCredit.
  const [attempt, setAttempt] = useState(0);
  const [confirmRepeat, setConfirmRepeat] = useState(false);
  const [takeOver, setTakeOver] = useState(false);
  const body = JSON.stringify({
    ...(requestBody as object),
    ...(confirmRepeat && { confirmRepeat: true }),
    ...(takeOver && { takeOverCredit: true }),
  });
  const { mode, publishableKey } = setup;

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    const sent = { ...(JSON.parse(body) as object), ...extras.current?.() };
    postPaymentRequest(JSON.stringify(sent), t, controller.signal)
      .then((answer) => {
        if (answer.kind === 'full') {
          // A session that filled meanwhile is told beside the choice, with its waiting list.
          if (sessionFull.current) return sessionFull.current(answer.values);
          return setLoaded({ state: 'error', message: t('register.errors.full', answer.values) });
        }
        if (answer.kind === 'error') return setLoaded({ state: 'error', ...answer });
        if (answer.kind === 'completed') {
          return outcome.current({ status: 'succeeded', byCredit: true });
        }
        started.current?.(answer.creditCents);
        setLoaded({
          state: 'ready',
          clientSecret: answer.clientSecret,
          amountCents: answer.amountCents,
          stripe: loadStripeFor({ mode, publishableKey }),
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Payment form could not be loaded:', error);
        setLoaded({ state: 'error', message: t('register.loadFailed'), retry: true });
      });
    return () => controller.abort();
  }, [body, attempt, mode, publishableKey, t]);

  if (loaded.state === 'loading') {
    return (
      <p role="status" className="text-slate-700">
        {t('register.loading')}
      </p>
    );
  }
  if (loaded.state === 'error') {
    const again = loaded.repriced
      ? { label: t('register.payNewPrice'), onClick: () => setAttempt((count) => count + 1) }
      : loaded.confirmable
        ? { label: t('register.confirmRepeat'), onClick: () => setConfirmRepeat(true) }
        : loaded.takeOver
          ? { label: t('register.takeOverCredit'), onClick: () => setTakeOver(true) }
          : loaded.retry
            ? { label: t('register.retry'), onClick: () => setAttempt((count) => count + 1) }
            : null;
    return (
      <div className="rounded-md border border-red-300 bg-red-50 p-3">
        <p role="alert" className="font-medium text-red-800">
          {loaded.message}
        </p>
        {again ? (
          <button
            type="button"
            onClick={again.onClick}
            className="mt-3 rounded-md bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {again.label}
          </button>
        ) : null}
      </div>
    );
  }
  // The server's price (a deadline passed since the page was loaded): told, and asked for.
  const priceChanged = loaded.amountCents !== null && loaded.amountCents !== expectedCents;
  const charged = formatCents(loaded.amountCents ?? expectedCents, i18n.language);
  return (
    <Elements stripe={loaded.stripe} options={elementsOptions(loaded.clientSecret, i18n.language)}>
      {priceChanged ? (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3">
          {t('register.priceChanged', { total: charged })}
        </p>
      ) : null}
      <CheckoutForm
        payLabel={priceChanged ? t('register.pay', { total: charged }) : payLabel}
        clientSecret={loaded.clientSecret}
        onRepriced={({ amountCents, ended }) =>
          setLoaded({
            state: 'error',
            message: t(ended ? 'register.holdEnded' : 'register.repriced', {
              total: formatCents(amountCents, i18n.language),
            }),
            // Ended at the same price: 'Try again' places the registration anew.
            ...(ended ? { retry: true } : { repriced: true }),
          })
        }
        onOutcome={onOutcome}
        paid={paid}
      />
    </Elements>
  );
}

/**
 * The Payment Element and its Pay button, inside `<Elements>`: confirms the intent with Stripe.js.
 * Registration checks its price first (`onRepriced`); the monthly payment page does not.
 */
export function CheckoutForm({
  payLabel,
  clientSecret,
  onRepriced,
  onOutcome,
  paid,
  returnPath = '/register',
}: Pick<Props, 'payLabel' | 'onOutcome' | 'paid'> & {
  clientSecret: string;
  onRepriced?: (repriced: { amountCents: number; ended: boolean }) => void;
  /** Where a card that needs a redirect comes back to. */
  returnPath?: string;
}) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  /** The card was refused (not a form left incomplete): say what can be done. */
  const [declined, setDeclined] = useState(false);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    setMessage(null);
    setDeclined(false);
    try {
      // A seat hold that lapsed after an early deadline is priced again before any charge, and
      // a registration that ended with its hold is placed again (decision 0091).
      const repriced = onRepriced ? await checkPaymentPrice(clientSecret) : null;
      if (repriced !== null) return onRepriced?.(repriced);
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
      });
      if (error) {
        setMessage(error.message ?? t('register.tryAgain'));
        setDeclined(error.type === 'card_error');
        // The disabled Pay button dropped focus to the page's top: back to the card, to correct.
        elements.getElement('payment')?.focus();
        // A form the card details are still missing from is not a failed payment.
        if (error.type !== 'validation_error') {
          onOutcome({ status: 'failed', message: error.message ?? '' });
        }
      } else if (paymentIntent?.status === 'succeeded') {
        onOutcome({ status: 'succeeded' });
      } else {
        onOutcome({ status: 'failed', message: paymentIntent?.status ?? '' });
      }
    } finally {
      setProcessing(false);
    }
  }

  if (loadError) {
    return (
      <p
        role="alert"
        className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800"
      >
        {t('register.loadFailed')}
      </p>
    );
  }
  return (
    <form onSubmit={pay} aria-describedby={message ? `${id}-message` : undefined} hidden={paid}>
      {!ready ? (
        <p role="status" className="mb-3 text-slate-700">
          {t('register.loading')}
        </p>
      ) : null}
      <PaymentElement
        options={{ layout: 'tabs' }}
        onReady={() => setReady(true)}
        onLoadError={() => setLoadError(true)}
      />
      <button
        type="submit"
        disabled={!stripe || !elements || !ready || processing}
        className="mt-6 w-full rounded-md bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
      >
        {processing ? t('register.processing') : payLabel}
      </button>
      {message ? (
        <p id={`${id}-message`} role="alert" className="mt-3 font-medium text-red-700">
          {message}
          {declined ? (
            <span className="mt-1 block font-normal text-slate-800">
              {t('register.declinedAdvice')}
            </span>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}
