import { Form } from '@remix-run/react';

import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSubmitting } from '~/components/forms/use-submitting';
import type { Language } from '~/i18n/config';
import { formatCents, formatDay } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

import { BackToPayments } from './PlanPaymentPage';

interface Props {
  program: string;
  status: 'active' | 'past_due' | 'completed' | 'cancelled';
  feeCents: number;
  /** The settlement of cancelling today; null when there is nothing to cancel. */
  quote: {
    kind: 'refund' | 'charge' | 'even';
    noticeDay: string;
    lastDay: string;
    paidCents: number;
    owedCents: number;
    amountCents: number;
    counted: Array<{ name: string; cents: number }>;
    released: string[];
  } | null;
  notice: 'changed' | null;
}

/** /account/plans/<order>/cancel: what cancelling the program today settles, then confirm. */
export function PlanCancelPage({ program, status, feeCents, quote, notice }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const money = (cents: number) => formatCents(cents, language);
  const pending = useSubmitting();
  const row = 'flex justify-between gap-4 border-b border-slate-200 py-2';
  return (
    <section aria-labelledby="plan-cancel-title" className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 id="plan-cancel-title" className="text-3xl font-bold text-brand-900">
        {t('account.planCancel.title')}
      </h1>
      {notice === 'changed' ? (
        <p role="alert" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-3">
          {t('account.planCancel.changed')}
        </p>
      ) : null}
      {!quote ? (
        <p className="mt-6 text-slate-900">
          {t(
            status === 'cancelled'
              ? 'account.planCancel.cancelled'
              : 'account.planCancel.completed',
          )}
        </p>
      ) : (
        <div className="mt-6 grid gap-4 text-slate-900">
          <p>{t('account.planCancel.intro', { program })}</p>
          <dl>
            <div className={row}>
              <dt>{t('account.planCancel.noticeDay')}</dt>
              <dd>{formatDay(quote.noticeDay, language)}</dd>
            </div>
            <div className={row}>
              <dt>{t('account.planCancel.lastDay')}</dt>
              <dd>{formatDay(quote.lastDay, language)}</dd>
            </div>
          </dl>
          <div>
            <h2 className="text-lg font-semibold text-brand-900">
              {t('account.planCancel.counted')}
            </h2>
            {quote.counted.length ? (
              <ul className="mt-2">
                {quote.counted.map((course) => (
                  <li key={course.name} className={row}>
                    <span>{course.name}</span>
                    <span className="tabular-nums">{money(course.cents)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2">{t('account.planCancel.noneCounted')}</p>
            )}
          </div>
          <dl>
            <div className={row}>
              <dt>{t('account.planCancel.fee')}</dt>
              <dd className="tabular-nums">{money(feeCents)}</dd>
            </div>
            <div className={row}>
              <dt className="font-semibold">{t('account.planCancel.owed')}</dt>
              <dd className="font-semibold tabular-nums">{money(quote.owedCents)}</dd>
            </div>
            <div className={row}>
              <dt>{t('account.planCancel.paid')}</dt>
              <dd className="tabular-nums">{money(quote.paidCents)}</dd>
            </div>
          </dl>
          <p className="font-semibold">
            {t(`account.planCancel.${quote.kind}`, { amount: money(quote.amountCents) })}{' '}
            {t('account.planCancel.stops')}
          </p>
          {quote.released.length ? (
            <p>{t('account.planCancel.released', { courses: quote.released.join(', ') })}</p>
          ) : null}
          <Form method="post">
            <input type="hidden" name="expectedKind" value={quote.kind} />
            <input type="hidden" name="expectedCents" value={quote.amountCents} />
            <SubmitButton pending={pending} label={t('account.planCancel.confirm')} look="small" />
          </Form>
        </div>
      )}
      <BackToPayments />
    </section>
  );
}
