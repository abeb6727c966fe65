import type { AccountCredit } from '~/accounts/account';
import { describeCreditEntry } from '~/credits/ledger';
import { formatCents, formatShortDate } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

import { PanelSection } from './PanelSection';

/** The student's credit: what is available now, and every entry with why and its expiry. */
export function CreditSection({ credit }: { credit: AccountCredit }) {
  const { t, i18n } = useTranslation();
  if (credit.entries.length === 0) return null;
  return (
    <PanelSection id="credit" title={t('account.payments.credit')}>
      <p className="mt-3 font-medium text-slate-900">
        {t('account.payments.creditAvailable', {
          amount: formatCents(credit.availableCents, i18n.language),
        })}
      </p>
      <ul className="mt-3 grid gap-2">
        {credit.entries.map((entry) => {
          const line = describeCreditEntry(entry, i18n.language, t);
          return (
            <li key={entry.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-medium text-slate-900">{line.reason}</span>
                <span className="tabular-nums">{line.amount}</span>
              </p>
              <p className="mt-1 text-slate-700">
                {[formatShortDate(entry.createdAt, i18n.language), line.order, line.expiry]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          );
        })}
      </ul>
    </PanelSection>
  );
}
