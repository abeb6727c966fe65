import { formatCents, formatDateTime } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { OrderLedger } from '~/orders/ledger';

import { StaffTable } from './StaffTable';

const PAYMENT_TEXT = {
  requested: 'staff.paymentRequested',
  pending: 'staff.paymentPending',
  succeeded: 'staff.paymentSucceeded',
  failed: 'staff.paymentFailed',
  canceled: 'staff.paymentCanceled',
} as const;

/** The order page's money: each charge and refund, and the balance they leave. */
export function OrderPayments({ ledger }: { ledger: OrderLedger }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  const { order, balance } = ledger;
  const money = (cents: number | null) => (cents === null ? '' : formatCents(cents, language));
  return (
    <section aria-labelledby="payments-title" className="mt-10">
      <h2 id="payments-title" className="text-2xl font-bold text-slate-900">
        {t('staff.payments')}
      </h2>
      {ledger.payments.length ? (
        <StaffTable
          caption={t('staff.paymentsCaption')}
          minWidth="min-w-[48rem]"
          columns={[
            { label: t('staff.when') },
            { label: t('staff.kind') },
            { label: t('staff.stripeId') },
            { label: t('staff.amount'), numeric: true },
            { label: t('staff.status') },
          ]}
        >
          {ledger.payments.map((payment) => (
            <tr key={payment.id} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-4 whitespace-nowrap">
                {formatDateTime(
                  payment.succeededAt ?? payment.failedAt ?? payment.createdAt,
                  language,
                )}
              </td>
              <th scope="row" className="py-2 pr-4 font-semibold">
                {t(payment.kind === 'charge' ? 'staff.kindCharge' : 'staff.kindRefund')}
              </th>
              <td className="py-2 pr-4 font-mono break-all">{payment.stripeId ?? ''}</td>
              <td className="py-2 pr-4 text-right tabular-nums">
                {payment.kind === 'refund' ? '−' : ''}
                {money(payment.amountCents)}
              </td>
              <td className="py-2">
                {t(PAYMENT_TEXT[payment.status])}
                {payment.failureReason ? ` — ${payment.failureReason}` : ''}
              </td>
            </tr>
          ))}
        </StaffTable>
      ) : (
        <p className="mt-3 text-slate-700">{t('staff.noPayments')}</p>
      )}
      <h3 className="mt-6 text-lg font-bold text-slate-900">{t('staff.balance')}</h3>
      <dl className="mt-2 grid grid-cols-[max-content_max-content] gap-x-6 gap-y-1 text-sm tabular-nums">
        <dt>{t('staff.paidTotal')}</dt>
        <dd className="text-right">{money(balance.paidCents)}</dd>
        {order.creditCents > 0 ? (
          <>
            <dt>{t('staff.creditUsed')}</dt>
            <dd className="text-right">{money(order.creditCents)}</dd>
          </>
        ) : null}
        <dt>{t('staff.refundedTotal')}</dt>
        <dd className="text-right">{money(balance.refundedCents)}</dd>
        <dt className="font-semibold">{t('staff.kept')}</dt>
        <dd className="text-right font-semibold">{money(balance.balanceCents)}</dd>
      </dl>
    </section>
  );
}
