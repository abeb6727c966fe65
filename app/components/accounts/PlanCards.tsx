/**
 * The card each program paid monthly is charged to (issue 48 item 8, docs/decisions/0094): its
 * brand, last four digits and expiry, with the way to change it. Manage Payments' 'Payment
 * Methods' lists them; a plan that charges nothing more keeps no card there.
 */
import { useTranslation } from '~/i18n/translation';
import type { PlanCard } from '~/plans/plan-card';
import type { AccountPlan } from '~/plans/plan-reads.server';
import { courseDisplayName } from '~/prices/course-names';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** 'Visa ending in 4242, expires 12/2031'; the unknown card's words when null. */
export function usePlanCardText() {
  const { t } = useTranslation();
  return (card: PlanCard | null) =>
    card
      ? t('account.planCard.card', {
          brand: BRANDS[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1),
          last4: card.last4,
          month: String(card.expMonth).padStart(2, '0'),
          year: card.expYear,
        })
      : t('account.planCard.unknown');
}

/** The plans that still charge a card. */
export const chargingPlans = (plans: readonly AccountPlan[]) =>
  plans.filter((plan) => plan.status === 'active' || plan.status === 'past_due');

export function PlanCards({
  plans,
  courseNames,
}: {
  plans: readonly AccountPlan[];
  courseNames: Record<string, string>;
}) {
  const { t } = useTranslation();
  const cardText = usePlanCardText();
  return (
    <ul className="mt-3 grid gap-3">
      {plans.map((plan) => {
        const program = courseDisplayName(plan.programId, courseNames);
        return (
          <li
            key={plan.orderId}
            data-plan-card={plan.orderId}
            className="rounded-lg border border-slate-300 bg-white p-4"
          >
            <p className="font-medium text-slate-900">{cardText(plan.card)}</p>
            <p className="mt-1 text-sm text-slate-700">
              {t('account.payments.forPlan', { program })}
            </p>
            {/* A document load: only the card page's own policy allows Stripe.js. */}
            <a
              href={`/account/plans/${plan.orderId}/card`}
              className="mt-2 inline-block font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950"
            >
              {t('account.planCard.link')}
              <span className="sr-only"> ({program})</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
