import type { AccountTransaction } from '~/accounts/account';
import { useTranslation } from '~/i18n/translation';
import { formatCents } from '~/lib/money';
import { itemsDisplayName } from '~/payments/course-names';

import { formatShortDate } from './format';

/** Manage Payments: no stored payment methods, and the payment history table (SPEC §2). */
export function PaymentsPanel({
  transactions,
  courseNames,
}: {
  transactions: AccountTransaction[];
  courseNames: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid gap-8">
      <section aria-labelledby="payment-methods">
        <h3 id="payment-methods" className="text-lg font-bold text-slate-900">
          {t('account.payments.methods')}
        </h3>
        <p className="mt-3 text-slate-700">{t('account.payments.noMethods')}</p>
      </section>
      <section aria-labelledby="payment-history">
        <h3 id="payment-history" className="text-lg font-bold text-slate-900">
          {t('account.payments.history')}
        </h3>
        {transactions.length ? (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[36rem] border-collapse text-left">
              <thead>
                <tr className="border-b border-slate-300 text-sm text-slate-700">
                  <th scope="col" className="py-2 pr-4">
                    {t('account.payments.date')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('account.payments.items')}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    {t('account.payments.amount')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('account.payments.status')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {transactions.map((transaction) => (
                  <tr key={transaction.id} className="border-b border-slate-200">
                    <td className="py-3 pr-4 whitespace-nowrap">
                      {formatShortDate(transaction.timestamp, i18n.language)}
                    </td>
                    <td className="py-3 pr-4">
                      {itemsDisplayName(transaction.selectedItems, courseNames)}
                    </td>
                    <td className="py-3 pr-4 text-right tabular-nums">
                      {formatCents(transaction.amount)}
                      {transaction.status === 'completed' && transaction.amountRefunded ? (
                        <span className="block text-sm text-slate-700">
                          {t('account.payments.partlyRefunded', {
                            amount: formatCents(transaction.amountRefunded),
                          })}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-3">
                      <StatusBadge status={transaction.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-3 text-slate-700">{t('account.payments.noTransactions')}</p>
        )}
      </section>
    </div>
  );
}

/** 'completed' green, anything else yellow (SPEC §4); dark text on light fill passes AA. */
function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const completed = status === 'completed';
  return (
    <span
      data-status={status}
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${
        completed ? 'bg-emerald-100 text-emerald-900' : 'bg-yellow-100 text-yellow-900'
      }`}
    >
      {t(`account.status.${status}`, { defaultValue: status })}
    </span>
  );
}
