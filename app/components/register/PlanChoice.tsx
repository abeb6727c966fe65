import type { Language } from '~/i18n/config';
import { formatCents, formatDay } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { PlanTerms, ScheduledPayment } from '~/prices/plan-schedule';

interface Props {
  priceCents: number;
  terms: PlanTerms;
  /** The payments as they would fall if paid today (the server counts from the same day). */
  schedule: readonly ScheduledPayment[];
  monthly: boolean;
  onMonthly: (monthly: boolean) => void;
  consent: boolean;
  onConsent: (consent: boolean) => void;
  /** Locked once the card form asked for a payment: a change would start another. */
  disabled: boolean;
  language: Language;
}

/**
 * 'Pay in full' or 'Pay monthly' for a program sold monthly (docs/decisions/0070): the whole
 * schedule before paying, and the consent to charge the saved card for the later payments.
 */
export function PlanChoice({
  priceCents,
  terms,
  schedule,
  monthly,
  onMonthly,
  consent,
  onConsent,
  disabled,
  language,
}: Props) {
  const { t } = useTranslation();
  const money = (cents: number) => formatCents(cents, language);
  const totalCents = priceCents + terms.feeCents;
  return (
    <fieldset className="mt-6 grid gap-3">
      <legend className="mb-2 text-lg font-semibold text-brand-900">
        {t('register.plan.legend')}
      </legend>
      <label className="flex items-start gap-2">
        <input
          type="radio"
          name="payment-plan"
          value="full"
          checked={!monthly}
          disabled={disabled}
          onChange={() => onMonthly(false)}
          className="mt-1"
        />
        {t('register.plan.full', { total: money(priceCents) })}
      </label>
      <label className="flex items-start gap-2">
        <input
          type="radio"
          name="payment-plan"
          value="monthly"
          checked={monthly}
          disabled={disabled}
          onChange={() => onMonthly(true)}
          aria-describedby="plan-summary"
          className="mt-1"
        />
        {t('register.plan.monthly', { count: terms.months })}
      </label>
      <p id="plan-summary" className="text-sm text-slate-700">
        {t('register.plan.summary', {
          first: money(schedule[0]!.amountCents),
          fee: money(terms.feeCents),
          monthly: money(schedule[1]!.amountCents),
          total: money(totalCents),
        })}
      </p>
      {monthly ? (
        <>
          <div className="rounded-md border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('register.plan.caption')}</caption>
              <thead className="bg-slate-100">
                <tr>
                  <th scope="col" className="px-3 py-1">
                    {t('register.plan.number')}
                  </th>
                  <th scope="col" className="px-3 py-1">
                    {t('register.plan.date')}
                  </th>
                  <th scope="col" className="px-3 py-1 text-right">
                    {t('register.plan.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {schedule.map((payment) => (
                  <tr key={payment.number} className="border-t border-slate-100">
                    <td className="px-3 py-1">{payment.number}</td>
                    <td className="px-3 py-1">
                      {payment.number === 1
                        ? t('register.plan.today')
                        : formatDay(payment.dueDate, language)}
                    </td>
                    <td className="px-3 py-1 text-right tabular-nums">
                      {money(payment.amountCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <label className="flex items-start gap-2 font-semibold">
            <input
              type="checkbox"
              checked={consent}
              disabled={disabled}
              onChange={(event) => onConsent(event.target.checked)}
              className="mt-1"
            />
            {t('register.plan.consent', { rest: terms.months - 1 })}
          </label>
        </>
      ) : null}
    </fieldset>
  );
}
