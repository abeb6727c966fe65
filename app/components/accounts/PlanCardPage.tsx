/**
 * /account/plans/<order>/card (docs/decisions/0094): the card a plan's monthly payments are
 * charged to, what became of the card just saved (the server's check), and the form to save
 * another, loaded when the student asks.
 */
import { lazy, Suspense, useState } from 'react';

import { useTranslation } from '~/i18n/translation';
import type { CardChangeCheck } from '~/plans/card-change.server';
import type { PlanCard } from '~/plans/plan-card';

import { usePlanCardText } from './PlanCards';
import { BackToPayments } from './PlanPaymentPage';

// Stripe's React bindings and Stripe.js come with the card form, not with the page.
const SetupCardForm = lazy(() => import('./SetupCardForm'));

interface Props {
  /** The order's plan while it charges a card; null when nothing is left to charge. */
  plan: { program: string; card: PlanCard | null } | null;
  /** The server's check of the SetupIntent the browser came back from, if any. */
  result: CardChangeCheck | null;
  setup: { mode: 'stripe' | 'stand-in' | 'off'; publishableKey: string | null };
}

const RESULT_TEXT: Record<Exclude<CardChangeCheck, 'unknown'>, string> = {
  changed: 'account.planCard.changed',
  pending: 'account.planCard.pending',
  failed: 'account.planCard.failed',
};

/** /account/plans/<order>/card: the card of a plan's monthly payments, and changing it. */
export function PlanCardPage({ plan, result, setup }: Props) {
  const { t } = useTranslation();
  const cardText = usePlanCardText();
  const [started, setStarted] = useState(false);
  const told = result && result !== 'unknown' ? result : null;
  return (
    <section aria-labelledby="plan-card-title" className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 id="plan-card-title" className="text-3xl font-bold text-brand-900">
        {t('account.planCard.title')}
      </h1>
      {told ? (
        <p
          role={told === 'failed' ? 'alert' : 'status'}
          className={`mt-6 rounded-md border p-3 font-medium ${
            told === 'changed'
              ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
              : told === 'pending'
                ? 'border-amber-300 bg-amber-50 text-amber-950'
                : 'border-red-300 bg-red-50 text-red-800'
          }`}
        >
          {t(RESULT_TEXT[told], { card: plan ? cardText(plan.card) : '' })}
        </p>
      ) : null}
      {!plan ? (
        <p className="mt-6 text-slate-900">{t('account.planCard.none')}</p>
      ) : (
        <div className="mt-6 grid gap-4">
          <p className="text-slate-900">
            {t('account.planCard.current', { card: cardText(plan.card) })}
          </p>
          <p className="text-slate-800">{t('account.planCard.intro', { program: plan.program })}</p>
          {setup.mode === 'off' || !setup.publishableKey ? null : started ? (
            <Suspense fallback={<p className="text-slate-700">{t('register.loading')}</p>}>
              <SetupCardForm setup={{ mode: setup.mode, publishableKey: setup.publishableKey }} />
            </Suspense>
          ) : (
            <button
              type="button"
              onClick={() => setStarted(true)}
              className="justify-self-start rounded-md bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {t('account.planCard.start')}
            </button>
          )}
        </div>
      )}
      <BackToPayments />
    </section>
  );
}
