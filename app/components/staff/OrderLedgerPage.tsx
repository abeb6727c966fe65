import type { CancellationRecord, StaffCancelAnswer } from '~/cancellations/staff-entry';
import type { StaffCertificate } from '~/certificates/staff';
import { formatCents, formatDateTime } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { OrderLedger } from '~/orders/ledger';
import { planStandingOf } from '~/orders/plan-standing';
import type { AccountReceipt } from '~/receipts/receipt';

import type { CancelEntryForm } from './CancelEntry';
import { OrderCancellations } from './OrderCancellations';
import { OrderCertificates } from './OrderCertificates';
import { OrderLines } from './OrderLines';
import { OrderLog } from './OrderLog';
import { OrderPayments } from './OrderPayments';
import { OrderPlan, type StaffPlan } from './OrderPlan';
import { OrderReceipts } from './OrderReceipts';
import { planStandingWords } from './PlanStandingText';

/**
 * /staff/orders/<id>: an order's reference and buyer, its lines (with sessions and prices), its
 * cancellations and the form to enter one received by e-mail, its payments and refunds, its
 * balance and its log, and a form to add a note or resolve its attention
 * (docs/decisions/0056-order-ledger.md, 0059).
 */
export function OrderLedgerPage({
  ledger,
  courseNames,
  sessionNames,
  notice,
  error,
  noteMax,
  cancellations,
  cancelEntry,
  cancelAnswer,
  plan = null,
  receipts = [],
  certificates = [],
  certificateError = null,
}: {
  ledger: OrderLedger;
  /** The order's monthly payments; null when paid in full. */
  plan?: StaffPlan | null;
  courseNames: Record<string, string>;
  /** A session's days by `courseId:sessionKey`; the key is shown for one content no longer has. */
  sessionNames: Record<string, string>;
  notice: 'note' | 'resolve' | 'cancelled' | 'certificate' | null;
  error: 'noteRequired' | 'noteTooLong' | 'nothingToResolve' | null;
  noteMax: number;
  cancellations: CancellationRecord[];
  cancelEntry: CancelEntryForm | null;
  cancelAnswer: StaffCancelAnswer | null;
  receipts?: readonly AccountReceipt[];
  certificates?: readonly StaffCertificate[];
  /** A refused revocation or reissue. */
  certificateError?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  const { order } = ledger;
  const money = (cents: number | null) => (cents === null ? '' : formatCents(cents, language));
  // A monthly plan's order was not paid at once: what it collected, has due and next.
  const planStanding = plan ? planStandingOf(plan.status, plan.payments) : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <p>
        <a href="/staff#attention-title" className="text-brand-900 underline">
          {t('staff.backToStaff')}
        </a>
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">
        {t('staff.orderTitle', { order: order.reference })}
      </h1>
      <p className="mt-2 text-slate-700">{t('staff.orderIntro')}</p>
      {ledger.needsAttention ? (
        <p className="mt-3 font-medium text-red-800">{t('staff.needsAttention')}</p>
      ) : null}

      {/* minmax(0, 1fr) and wrapping anywhere: a long name or e-mail wraps on a phone. */}
      <dl className="mt-6 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 gap-y-1 text-sm wrap-anywhere">
        <dt className="font-semibold">{t('staff.buyer')}</dt>
        <dd>
          {order.name} ·{' '}
          <a href={`mailto:${order.email}`} className="text-brand-900 underline">
            {order.email}
          </a>{' '}
          · {order.phone}
        </dd>
        <dt className="font-semibold">{t('staff.amount')}</dt>
        <dd className="tabular-nums">{money(order.amountCents)}</dd>
        {planStanding ? (
          <>
            <dt className="font-semibold">{t('staff.planCollected')}</dt>
            <dd className="tabular-nums">{planStandingWords(planStanding, t, language)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{t('staff.status')}</dt>
        <dd>{t(`account.status.${order.status}`, { defaultValue: order.status })}</dd>
        <dt className="font-semibold">{t('staff.created')}</dt>
        <dd>{formatDateTime(order.createdAt, language)}</dd>
        {order.completedAt ? (
          <>
            <dt className="font-semibold">{t('staff.paidAt')}</dt>
            <dd>{formatDateTime(order.completedAt, language)}</dd>
          </>
        ) : null}
      </dl>

      <OrderLines
        ledger={ledger}
        courseNames={courseNames}
        sessionNames={sessionNames}
        paidMonthly={planStanding !== null}
      />

      <OrderCancellations
        order={order}
        lines={ledger.lines}
        cancellations={cancellations}
        entry={cancelEntry}
        answer={cancelAnswer}
        entered={notice === 'cancelled'}
        courseNames={courseNames}
        sessionNames={sessionNames}
      />

      {plan ? <OrderPlan plan={plan} courseNames={courseNames} /> : null}

      <OrderPayments ledger={ledger} />
      <OrderReceipts receipts={receipts} />
      <OrderCertificates
        certificates={certificates}
        error={certificateError}
        saved={notice === 'certificate'}
      />

      <OrderLog
        ledger={ledger}
        courseNames={courseNames}
        sessionNames={sessionNames}
        notice={notice}
        error={error}
        noteMax={noteMax}
      />
    </div>
  );
}
