/**
 * The card form of /account/plans/<order>/pay: asks ./payment-intent for the payment's
 * PaymentIntent, then shows Stripe's Payment Element and confirms it (the registration's
 * CheckoutForm). Loaded lazily, so Stripe.js reaches the browser only when the student asks.
 */
import { CheckoutForm } from '~/components/register/CardPayment';
import { useTranslation } from '~/i18n/translation';

import IntentElements from './IntentElements';

export default function PlanCardForm({
  setup,
  payLabel,
  onPaid,
}: {
  setup: { mode: 'stripe' | 'stand-in'; publishableKey: string };
  payLabel: string;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  return (
    <IntentElements
      setup={setup}
      endpoint={window.location.pathname.replace(/\/pay\/?$/, '/payment-intent')}
      refusal={(_status, error) =>
        error === 'processing'
          ? t('account.planPay.processing')
          : error === 'nothing-to-pay'
            ? t('account.planPay.nothing')
            : null
      }
    >
      {(clientSecret) => (
        <CheckoutForm
          payLabel={payLabel}
          clientSecret={clientSecret}
          onOutcome={(outcome) => {
            if (outcome.status === 'succeeded') onPaid();
          }}
          paid={false}
          returnPath={window.location.pathname}
        />
      )}
    </IntentElements>
  );
}
