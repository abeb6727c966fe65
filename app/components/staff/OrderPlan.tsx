import { formatCents, formatDateTime, formatLongDate } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { ClosedPlanCourse } from '~/plans/closure-share';
import { courseDisplayName } from '~/prices/course-names';

import { StaffTable } from './StaffTable';

/** An order's plan as the staff order page receives it (dates as ISO text). */
export interface StaffPlan {
  status: 'active' | 'past_due' | 'completed' | 'cancelled';
  pastDueSince: string | null;
  /** Past due beyond the grace period: new session bookings are refused. */
  bookingsRefused: boolean;
  months: number;
  feeCents: number;
  /** Courses whose session the academy closed: what each gave back and took off (0092). */
  closedCourses: ClosedPlanCourse[];
  payments: Array<{
    number: number;
    dueDate: string;
    amountCents: number;
    status: 'due' | 'paid' | 'failed' | 'cancelled';
    attempts: number;
    nextRetryAt: string | null;
    failureReason: string | null;
  }>;
}

const STATUS_TEXT = {
  active: 'staff.planActive',
  past_due: 'staff.planPastDue',
  completed: 'staff.planCompleted',
  cancelled: 'staff.planCancelled',
} as const;

const PAYMENT_TEXT = {
  due: 'staff.planPaymentDue',
  paid: 'staff.planPaymentPaid',
  failed: 'staff.planPaymentFailed',
  cancelled: 'staff.planPaymentCancelled',
} as const;

/** The order page's monthly payments (docs/decisions/0064): the plan's state and its schedule. */
export function OrderPlan({
  plan,
  courseNames,
}: {
  plan: StaffPlan;
  courseNames: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  return (
    <section aria-labelledby="plan-title" className="mt-10">
      <h2 id="plan-title" className="text-2xl font-bold text-slate-900">
        {t('staff.plan', { months: plan.months })}
      </h2>
      <p className="mt-2 text-slate-700">
        {t(STATUS_TEXT[plan.status])}
        {plan.pastDueSince
          ? ` ${t('staff.planPastDueSince', { since: formatDateTime(plan.pastDueSince, language) })}`
          : ''}
      </p>
      {plan.closedCourses.map((closed) => (
        <p key={closed.courseId} className="mt-2 text-slate-700">
          {t(closed.destination === 'credit' ? 'staff.planClosedCredit' : 'staff.planClosedCard', {
            course: courseDisplayName(closed.courseId, courseNames),
            share: formatCents(closed.shareCents, language),
            returned: formatCents(closed.returnedCents, language),
            removed: formatCents(closed.removedCents, language),
          })}
        </p>
      ))}
      {plan.bookingsRefused ? (
        <p className="mt-2 font-medium text-red-800">{t('staff.planBookingsRefused')}</p>
      ) : null}
      <StaffTable
        caption={t('staff.planCaption', { fee: formatCents(plan.feeCents, language) })}
        minWidth="min-w-[48rem]"
        columns={[
          { label: t('staff.planNumber'), numeric: true },
          { label: t('staff.planDue') },
          { label: t('staff.amount'), numeric: true },
          { label: t('staff.status') },
          { label: t('staff.planAttempts'), numeric: true },
        ]}
      >
        {plan.payments.map((payment) => (
          <tr key={payment.number} className="border-b border-slate-200 align-top">
            <td className="py-2 pr-4 text-right tabular-nums">{payment.number}</td>
            <td className="py-2 pr-4 whitespace-nowrap">
              {formatLongDate(payment.dueDate, language)}
            </td>
            <td className="py-2 pr-4 text-right tabular-nums">
              {formatCents(payment.amountCents, language)}
            </td>
            <td className="py-2 pr-4">
              {t(PAYMENT_TEXT[payment.status])}
              {payment.failureReason ? ` — ${payment.failureReason}` : ''}
              {payment.nextRetryAt
                ? ` (${t('staff.planNextRetry', { at: formatDateTime(payment.nextRetryAt, language) })})`
                : ''}
            </td>
            <td className="py-2 text-right tabular-nums">{payment.attempts}</td>
          </tr>
        ))}
      </StaffTable>
    </section>
  );
}
