import type { CheckoutCredit } from '~/checkout/checkout-credit';
import type { Language } from '~/i18n/config';
import { formatCents, formatDateTime } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

/** The buyer's credit as the payment step offers it. */
export interface StepCredit {
  offer: CheckoutCredit;
  use: boolean;
  onUse: (use: boolean) => void;
  /** Whether a request with credit asks to take it back from the buyer's unpaid registrations. */
  takeOver: () => boolean;
  /** A registration spending this much credit was placed (its intent made, or completed). */
  onStarted: (creditCents: number) => void;
}

/** 'Use my credit (…)', with what of it expires when and what unpaid registrations hold. */
export function CreditChoice({
  credit,
  offeredCents,
  interactive,
  language,
}: {
  credit: StepCredit;
  offeredCents: number;
  interactive: boolean;
  language: Language;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => formatCents(cents, language);
  const { expiring, heldCents } = credit.offer;
  return (
    <div className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-slate-900">
      <label className="flex items-start gap-2 font-semibold">
        <input
          type="checkbox"
          checked={credit.use}
          disabled={!interactive}
          onChange={(event) => credit.onUse(event.target.checked)}
          className="mt-1"
        />
        {t('register.useCredit', { amount: money(offeredCents) })}
      </label>
      {expiring.map((grant) => (
        <p key={grant.expiresAt} className="mt-1 text-sm">
          {t('register.creditExpires', {
            amount: money(grant.cents),
            date: formatDateTime(grant.expiresAt, language),
          })}
        </p>
      ))}
      {heldCents > 0 ? (
        <p className="mt-1 text-sm">{t('register.creditHeld', { amount: money(heldCents) })}</p>
      ) : null}
    </div>
  );
}
