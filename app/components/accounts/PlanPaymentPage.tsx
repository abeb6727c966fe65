import { lazy, Suspense, useState } from 'react';

import type { Language } from '~/i18n/config';
import { formatCents, formatDay } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

// Stripe's React bindings and Stripe.js come with the card form, not with the page.
const PlanCardForm = lazy(() => import('./PlanCardForm'));

interface Props {
  /** The plan's oldest failed payment; null when none is left to pay. */
  payment: {
    number: number;
    months: number;
    dueDate: string;
    amountCents: number;
    program: string;
  } | null;
  setup: { mode: 'stripe' | 'stand-in' | 'off'; publishableKey: string | null };
}

/** /account/plans/<order>/pay: a failed monthly payment, paid by the student with a card. */
export function PlanPaymentPage({ payment, setup }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [started, setStarted] = useState(false);
  const [paid, setPaid] = useState(false);
  const amount = payment ? formatCents(payment.amountCents, language) : '';
  return (
    <section aria-labelledby="plan-pay-title" className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 id="plan-pay-title" className="text-3xl font-bold text-brand-900">
        {t('account.planPay.title')}
      </h1>
      {paid ? (
        <p
          role="status"
          className="mt-6 rounded-md border border-emerald-300 bg-emerald-50 p-3 font-medium text-emerald-900"
        >
          {t('account.planPay.paid')}
        </p>
      ) : !payment ? (
        <p className="mt-6 text-slate-900">{t('account.planPay.nothing')}</p>
      ) : (
        <div className="mt-6 grid gap-4">
          <p className="text-slate-900">
            {t('account.planPay.failed', {
              number: payment.number,
              months: payment.months,
              program: payment.program,
              amount,
              date: formatDay(payment.dueDate, language),
            })}
          </p>
          <p className="text-slate-800">{t('account.planPay.card')}</p>
          {setup.mode === 'off' || !setup.publishableKey ? null : started ? (
            <Suspense fallback={<p className="text-slate-700">{t('register.loading')}</p>}>
              <PlanCardForm
                setup={{ mode: setup.mode, publishableKey: setup.publishableKey }}
                payLabel={t('account.planPay.pay', { amount })}
                onPaid={() => setPaid(true)}
              />
            </Suspense>
          ) : (
            <button
              type="button"
              onClick={() => setStarted(true)}
              className="justify-self-start rounded-md bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {t('account.planPay.start')}
            </button>
          )}
        </div>
      )}
      <BackToPayments />
    </section>
  );
}

/** The way back from a plan's page to the account's payments. */
export function BackToPayments() {
  const { t } = useTranslation();
  return (
    <p className="mt-8">
      <a
        href="/account?tab=payments"
        className="font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950"
      >
        {t('account.planPay.back')}
      </a>
    </p>
  );
}
