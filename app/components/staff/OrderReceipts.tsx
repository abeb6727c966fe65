import { formatCents, formatDateTime } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import { type AccountReceipt, receiptPath } from '~/receipts/receipt';

import { StaffTable } from './StaffTable';

/** The order's receipts (docs/decisions/0063), each a link to its PDF. */
export function OrderReceipts({ receipts }: { receipts: readonly AccountReceipt[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  return (
    <section aria-labelledby="receipts-title" className="mt-10">
      <h2 id="receipts-title" className="text-2xl font-bold text-slate-900">
        {t('staff.receipts')}
      </h2>
      {receipts.length ? (
        <StaffTable
          caption={t('staff.receiptsCaption')}
          minWidth="min-w-[36rem]"
          columns={[
            { label: t('staff.receiptNumber') },
            { label: t('staff.when') },
            { label: t('staff.kind') },
            { label: t('staff.amount'), numeric: true },
          ]}
        >
          {receipts.map((receipt) => (
            <tr key={receipt.number} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-4 font-semibold">
                <a
                  href={receiptPath(receipt.number)}
                  className="text-sky-800 underline underline-offset-2"
                >
                  {receipt.number}
                </a>
              </th>
              <td className="py-2 pr-4 whitespace-nowrap">
                {formatDateTime(receipt.issuedAt, language)}
              </td>
              <td className="py-2 pr-4">
                {t(receipt.kind === 'refund' ? 'staff.kindRefund' : 'staff.kindCharge')}
              </td>
              <td className="py-2 text-right tabular-nums">
                {receipt.kind === 'refund' ? '−' : ''}
                {formatCents(receipt.amountCents, language)}
                {receipt.creditCents > 0
                  ? ` (${t('staff.receiptCredit', { amount: formatCents(receipt.creditCents, language) })})`
                  : ''}
              </td>
            </tr>
          ))}
        </StaffTable>
      ) : (
        <p className="mt-3 text-slate-700">{t('staff.noReceipts')}</p>
      )}
    </section>
  );
}
