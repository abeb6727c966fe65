import type { Language } from '~/i18n/config';
import { formatCents, formatDay } from '~/i18n/format';
import type { TranslateOptions } from '~/i18n/translate';
import { useTranslation } from '~/i18n/translation';
import type { PlanStanding } from '~/orders/plan-standing';

/**
 * A monthly plan as staff read it wherever its order appears (issue 48 item 7): 'Paid $2,319.52
 * of $35,375.00 · next $1,944.44 on Jan 7, 2027', never the program's price as if it were paid.
 */
export function planStandingWords(
  plan: PlanStanding,
  t: (key: string, options?: TranslateOptions) => string,
  language: Language,
): string {
  const parts = [
    t('staff.planStanding', {
      collected: formatCents(plan.collectedCents, language),
      total: formatCents(plan.totalCents, language),
    }),
  ];
  if (plan.next) {
    parts.push(
      t('staff.planStandingNext', {
        amount: formatCents(plan.next.amountCents, language),
        date: formatDay(plan.next.dueDate, language),
      }),
    );
  }
  if (plan.status === 'past_due') parts.push(t('staff.planStandingPastDue'));
  if (plan.status === 'cancelled') parts.push(t('staff.planStandingCancelled'));
  return parts.join(' · ');
}

/** An order's amount cell text: a plan's standing, or the order's total. */
export function OrderAmount({
  amountCents,
  plan,
}: {
  amountCents: number;
  plan: PlanStanding | null;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  return <>{plan ? planStandingWords(plan, t, language) : formatCents(amountCents, language)}</>;
}
