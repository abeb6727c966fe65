import type { AccountCredit, AccountTransaction } from '~/accounts/account';
import { ColumnHeaders } from '~/components/ColumnHeaders';
import { formatCents, formatShortDate } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { AccountPlan } from '~/plans/plan-reads.server';
import { itemsDisplayName } from '~/prices/course-names';
import type { AccountReceipt } from '~/receipts/receipt';

import { CreditSection } from './CreditSection';
import { PanelSection } from './PanelSection';
import { chargingPlans, PlanCards } from './PlanCards';
import { PlanSection } from './PlanSection';
import { ReceiptsSection } from './ReceiptsSection';

/**
 * Manage Payments: the cards kept for programs paid monthly, else no stored payment methods
 * (docs/decisions/0094), and the payment history table (docs/product.md#accounts).
 */
export function PaymentsPanel({
  transactions,
  courseNames,
  credit,
  receipts = [],
  plans = [],
}: {
  /** Programs paid monthly (docs/decisions/0070), each with its schedule. */
  plans?: readonly AccountPlan[];
  transactions: AccountTransaction[];
  /** The account's receipts (docs/decisions/0063). */
  receipts?: readonly AccountReceipt[];
  courseNames: Record<string, string>;
  /** The address's credit (docs/decisions/0057), when it has any. */
  credit?: AccountCredit | null;
}) {
  const { t, i18n } = useTranslation();
  const charging = chargingPlans(plans);
  return (
    // grid-cols-1 (minmax(0, 1fr)): no section's table widens the others past a phone's width.
    <div className="grid grid-cols-1 gap-8">
      {plans.map((plan) => (
        <PlanSection key={plan.orderId} plan={plan} courseNames={courseNames} />
      ))}
      <PanelSection id="payment-methods" title={t('account.payments.methods')}>
        {charging.length ? (
          <PlanCards plans={charging} courseNames={courseNames} />
        ) : (
          // The wording of docs/product.md, with why there is nothing: alone they read like a
          // section that failed to load.
          <div className="mt-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4">
            <p className="font-medium text-slate-900">{t('account.payments.noMethods')}</p>
            <p className="mt-1 text-sm text-slate-700">{t('account.payments.noMethodsWhy')}</p>
          </div>
        )}
      </PanelSection>
      <PanelSection id="payment-history" title={t('account.payments.history')}>
        {transactions.length ? (
          // On a phone each payment is a small card of label and value lines (the column headers
          // stay for screen readers): four columns do not fit 360 px, and a table scrolled
          // sideways hides the course names.
          <div className="mt-3 overflow-x-auto">
            <table className="w-full border-collapse text-left max-sm:block">
              <ColumnHeaders
                headClassName="max-sm:sr-only"
                className="border-b border-slate-300 text-sm text-slate-700"
                columns={[
                  { label: t('account.payments.date') },
                  { label: t('account.payments.items') },
                  { label: t('account.payments.amount'), numeric: true },
                  { label: t('account.payments.status') },
                ]}
              />
              <tbody className="max-sm:block">
                {transactions.map((transaction) => (
                  <tr
                    key={transaction.id}
                    className="border-b border-slate-200 max-sm:block max-sm:py-2"
                  >
                    <td className={cell} data-label={t('account.payments.date')}>
                      <span className="whitespace-nowrap">
                        {formatShortDate(transaction.timestamp, i18n.language)}
                      </span>
                    </td>
                    <td className={cell} data-label={t('account.payments.items')}>
                      <span className="min-w-0 wrap-break-word max-sm:text-right">
                        {itemsDisplayName(transaction.selectedItems, courseNames, i18n.language)}
                      </span>
                    </td>
                    <td
                      className={`${cell} sm:text-right tabular-nums`}
                      data-label={t('account.payments.amount')}
                    >
                      <span className="max-sm:text-right">
                        {formatCents(transaction.amount, i18n.language)}
                        {transaction.status === 'completed' && transaction.amountRefunded ? (
                          <span className="block text-sm text-slate-700">
                            {t('account.payments.partlyRefunded', {
                              amount: formatCents(transaction.amountRefunded, i18n.language),
                            })}
                          </span>
                        ) : null}
                      </span>
                    </td>
                    <td className={`${cell} sm:pr-0`} data-label={t('account.payments.status')}>
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
      </PanelSection>
      <ReceiptsSection receipts={receipts} />
      {credit ? <CreditSection credit={credit} /> : null}
    </div>
  );
}

/**
 * A table cell; on a phone, a line with its column's name (from `data-label`, as generated
 * content: the cell's text stays its value) on the left and its value on the right.
 */
const cell =
  'py-3 pr-4 align-top max-sm:flex max-sm:items-start max-sm:justify-between max-sm:gap-4 max-sm:py-1 max-sm:pr-0 max-sm:before:shrink-0 max-sm:before:font-semibold max-sm:before:text-slate-700 max-sm:before:content-[attr(data-label)]';

/** 'completed' green, anything else yellow (docs/product.md#accounts); dark text on light fill passes AA. */
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
