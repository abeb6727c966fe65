import { ColumnHeaders } from '~/components/ColumnHeaders';
import { columnLabels, TABLE_CARDS_BOX } from '~/components/table-cards';
import { formatCents, formatShortDate } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import { type AccountReceipt, receiptPath } from '~/receipts/receipt';

import { PanelSection } from './PanelSection';

/**
 * The account's receipts (docs/decisions/0063), newest first, each a PDF to download; a card
 * each on a phone (app/components/table-cards.ts).
 */
export function ReceiptsSection({ receipts }: { receipts: readonly AccountReceipt[] }) {
  const { t, i18n } = useTranslation();
  const columns = [
    { label: t('account.payments.receipts.number') },
    { label: t('account.payments.date') },
    { label: t('account.payments.receipts.kind') },
    { label: t('account.payments.amount'), numeric: true },
  ];
  return (
    <PanelSection id="receipts" title={t('account.payments.receipts.title')}>
      {receipts.length ? (
        <div className={`mt-3 ${TABLE_CARDS_BOX} overflow-x-auto`}>
          <table
            className="table-cards-narrow w-full border-collapse text-left"
            style={columnLabels(columns)}
          >
            <ColumnHeaders
              className="border-b border-slate-300 text-sm text-slate-700"
              columns={columns}
            />
            <tbody>
              {receipts.map((receipt) => (
                <tr key={receipt.number} className="border-b border-slate-200">
                  <td className="py-3 pr-4">
                    <a
                      href={receiptPath(receipt.number)}
                      className="font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950"
                      download
                    >
                      {receipt.number}
                      <span className="sr-only"> ({t('account.payments.receipts.download')})</span>
                    </a>
                  </td>
                  <td className="py-3 pr-4 whitespace-nowrap">
                    {formatShortDate(receipt.issuedAt, i18n.language)}
                  </td>
                  <td className="py-3 pr-4">
                    {t(
                      receipt.kind === 'refund'
                        ? 'account.payments.receipts.refund'
                        : receipt.amountCents === 0
                          ? 'account.payments.receipts.paidWithCredit'
                          : 'account.payments.receipts.payment',
                    )}
                  </td>
                  <td className="py-3 text-right tabular-nums">
                    {receipt.kind === 'refund' ? '-' : ''}
                    {formatCents(receipt.amountCents, i18n.language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-sm text-slate-700">{t('account.payments.receipts.hint')}</p>
        </div>
      ) : (
        <p className="mt-3 text-slate-700">{t('account.payments.receipts.none')}</p>
      )}
    </PanelSection>
  );
}
