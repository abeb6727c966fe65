import { ColumnHeaders } from '~/components/ColumnHeaders';
import { columnLabels, TABLE_CARDS_BOX } from '~/components/table-cards';
import { formatCents, formatDay, formatShortDate } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import { planTotalCents } from '~/plans/closure-share';
import type { AccountPlan } from '~/plans/plan-reads.server';
import { courseDisplayName } from '~/prices/course-names';
import { receiptPath } from '~/receipts/receipt';

import { PanelSection } from './PanelSection';

const cell = 'py-2 pr-4';

/**
 * A program paid monthly (docs/decisions/0070): every payment with its date, amount, status and
 * receipt, so the student sees what was paid and what is due without asking the registrar. On a
 * phone each payment is a card (app/components/table-cards.ts): five columns do not fit 360 px.
 */
export function PlanSection({
  plan,
  courseNames,
}: {
  plan: AccountPlan;
  courseNames: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as 'en' | 'es';
  const money = (cents: number) => formatCents(cents, language);
  const program = courseDisplayName(plan.programId, courseNames, language);
  const paidCents = plan.payments
    .filter((payment) => payment.status === 'paid')
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  const columns = [
    { label: t('account.plan.number') },
    { label: t('account.plan.due') },
    { label: t('account.payments.amount'), numeric: true },
    { label: t('account.payments.status') },
    { label: t('account.payments.receipts.number') },
  ];
  return (
    <PanelSection id={`plan-${plan.orderId}`} title={t('account.plan.title', { program })}>
      <p className="mt-2 text-slate-800">
        {t('account.plan.summary', {
          months: plan.months,
          total: money(planTotalCents(plan)),
          paid: money(paidCents),
        })}{' '}
        <strong>{t(`account.plan.status.${plan.status}`)}</strong>
      </p>
      {plan.closedCourses.map((closed) => (
        <p key={closed.courseId} className="mt-2 text-slate-800">
          {t(
            closed.destination === 'credit'
              ? 'account.plan.closedCredit'
              : 'account.plan.closedCard',
            {
              course: courseDisplayName(closed.courseId, courseNames),
              share: money(closed.shareCents),
              returned: money(closed.returnedCents),
              removed: money(closed.removedCents),
            },
          )}
        </p>
      ))}
      {plan.status === 'past_due' ? (
        <div role="status" className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3">
          <p>{t('account.plan.pastDue')}</p>
          {/* A document load: only the payment page's own policy allows Stripe.js. */}
          <a
            href={`/account/plans/${plan.orderId}/pay`}
            className="mt-2 inline-block rounded-md bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('account.plan.payNow')}
          </a>
        </div>
      ) : null}
      <div className={`mt-3 ${TABLE_CARDS_BOX} overflow-x-auto`}>
        <table
          className="table-cards-narrow w-full border-collapse text-left"
          style={columnLabels(columns)}
        >
          <caption className="sr-only">{t('account.plan.caption', { program })}</caption>
          <ColumnHeaders
            className="border-b border-slate-300 text-sm text-slate-700"
            columns={columns}
          />
          <tbody>
            {plan.payments.map((payment) => (
              <tr key={payment.number} className="border-b border-slate-200">
                <td className={cell}>{payment.number}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {formatDay(payment.dueDate, language)}
                </td>
                <td className={`${cell} text-right tabular-nums`}>{money(payment.amountCents)}</td>
                <td className={cell}>
                  {t(`account.plan.payment.${payment.status}`)}
                  {payment.status === 'failed' && payment.nextRetryAt ? (
                    <span className="block text-sm text-slate-700">
                      {t('account.plan.retry', {
                        date: formatShortDate(payment.nextRetryAt, language),
                      })}
                    </span>
                  ) : null}
                </td>
                <td className={cell}>
                  {payment.receiptNumber ? (
                    <a
                      href={receiptPath(payment.receiptNumber)}
                      className="font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950"
                      download
                    >
                      {payment.receiptNumber}
                      <span className="sr-only"> ({t('account.payments.receipts.download')})</span>
                    </a>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {plan.status === 'active' || plan.status === 'past_due' ? (
        <p className="mt-3">
          <a
            href={`/account/plans/${plan.orderId}/cancel`}
            className="font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950"
          >
            {t('account.planCancel.link')}
          </a>
        </p>
      ) : null}
    </PanelSection>
  );
}
