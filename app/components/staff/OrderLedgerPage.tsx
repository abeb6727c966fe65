import type { CancellationRecord, StaffCancelAnswer } from '~/cancellations/staff-entry';
import type { StaffCertificate } from '~/certificates/staff';
import { formatCents, formatDateTime } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { LedgerLogEntry, LogEvent, OrderLedger } from '~/payments/ledger';
import type { AccountReceipt } from '~/receipts/receipt';

import { type CancelEntryForm, cancelledLogText, OrderCancellations } from './OrderCancellations';
import { OrderCertificates } from './OrderCertificates';
import { OrderPayments } from './OrderPayments';
import { OrderPlan, type StaffPlan } from './OrderPlan';
import { OrderReceipts } from './OrderReceipts';
import { StaffTable } from './StaffTable';

/** Each price tier of an order line (app/courses/early-price.ts), as staff read it. */
const TIER_KEYS = {
  registration: 'staff.tierRegistration',
  early: 'staff.tierEarly',
  regular: 'staff.tierRegular',
  unrecorded: 'staff.tierUnrecorded',
} as const;

/** The log's event words → their text keys. */
const EVENT_TEXT: Record<LogEvent, string> = {
  paid: 'staff.eventPaid',
  'payment-failed': 'staff.eventPaymentFailed',
  'seat-moved': 'staff.eventSeatMoved',
  cancelled: 'staff.eventCancelled',
  'refund-issued': 'staff.eventRefundIssued',
  'refund-pending': 'staff.eventRefundPending',
  'refund-succeeded': 'staff.eventRefundSucceeded',
  'refund-failed': 'staff.eventRefundFailed',
  'credit-granted': 'staff.eventCreditGranted',
  'credit-used': 'staff.eventCreditUsed',
  duplicate: 'staff.eventDuplicate',
  mismatch: 'staff.eventMismatch',
  dispute: 'staff.eventDispute',
  'needs-attention': 'staff.eventNeedsAttention',
  'attention-resolved': 'staff.eventAttentionResolved',
  note: 'staff.eventNote',
  backfilled: 'staff.eventBackfilled',
  'plan-started': 'staff.eventPlanStarted',
  'plan-payment-paid': 'staff.eventPlanPaymentPaid',
  'plan-payment-failed': 'staff.eventPlanPaymentFailed',
  'plan-past-due': 'staff.eventPlanPastDue',
  'plan-completed': 'staff.eventPlanCompleted',
  'plan-cancelled': 'staff.eventPlanCancelled',
  'certificate-issued': 'staff.eventCertificateIssued',
  'certificate-revoked': 'staff.eventCertificateRevoked',
  'certificate-reissued': 'staff.eventCertificateReissued',
};

const ACTOR_TEXT = {
  system: 'staff.actorSystem',
  stripe: 'staff.actorStripe',
  student: 'staff.actorStudent',
  staff: 'staff.actorStaff',
} as const;

const SEAT_TEXT: Record<string, string> = {
  held: 'staff.seatHeld',
  booked: 'staff.seatBooked',
  released: 'staff.seatReleased',
};

/** A log entry's details as a line of text: its note first, amounts as money. */
function detailsText(details: LedgerLogEntry['details'], language: string): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(details)) {
    if (key === 'note' || value === null || value === undefined) continue;
    const shown =
      key.endsWith('Cents') && typeof value === 'number'
        ? formatCents(value, language === 'es' ? 'es' : 'en')
        : Array.isArray(value)
          ? value.join(', ')
          : String(value);
    parts.push(`${key}: ${shown}`);
  }
  return [typeof details.note === 'string' ? details.note : '', parts.join(', ')]
    .filter(Boolean)
    .join(' — ');
}

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

      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
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

      <section aria-labelledby="lines-title" className="mt-10">
        <h2 id="lines-title" className="text-2xl font-bold text-slate-900">
          {t('staff.lines')}
        </h2>
        <StaffTable
          caption={t('staff.linesCaption')}
          minWidth="min-w-[48rem]"
          columns={[
            { label: t('staff.course') },
            { label: t('staff.program') },
            { label: t('staff.session') },
            { label: t('staff.listPrice'), numeric: true },
            { label: t('staff.paidShare'), numeric: true },
            { label: t('staff.priceTier') },
          ]}
        >
          {ledger.lines.map((line) => (
            <tr key={line.courseId} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-4 font-semibold">
                {courseNames[line.courseId] ?? line.courseId}
              </th>
              <td className="py-2 pr-4">
                {line.programId ? (courseNames[line.programId] ?? line.programId) : ''}
              </td>
              <td className="py-2 pr-4">
                {line.sessionKey
                  ? `${sessionNames[`${line.courseId}:${line.sessionKey}`] ?? line.sessionKey} (${t(
                      SEAT_TEXT[line.seatStatus ?? ''] ?? 'staff.seatHeld',
                    )})`
                  : t('staff.noSession')}
              </td>
              <td className="py-2 pr-4 text-right tabular-nums">
                {line.listPriceCents === null ? t('staff.notRecorded') : money(line.listPriceCents)}
              </td>
              <td className="py-2 pr-4 text-right tabular-nums">
                {line.paidCents === null ? t('staff.notRecorded') : money(line.paidCents)}
              </td>
              <td className="py-2">
                {line.priceTier && line.priceTier in TIER_KEYS
                  ? t(TIER_KEYS[line.priceTier as keyof typeof TIER_KEYS])
                  : (line.priceTier ?? t('staff.notRecorded'))}
              </td>
            </tr>
          ))}
        </StaffTable>
      </section>

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

      {plan ? <OrderPlan plan={plan} /> : null}

      <OrderPayments ledger={ledger} />
      <OrderReceipts receipts={receipts} />
      <OrderCertificates
        certificates={certificates}
        error={certificateError}
        saved={notice === 'certificate'}
      />

      <section aria-labelledby="log-title" id="log" className="mt-10 scroll-mt-24">
        <h2 id="log-title" className="text-2xl font-bold text-slate-900">
          {t('staff.log')}
        </h2>
        {notice === 'note' || notice === 'resolve' ? (
          <p role="status" className="mt-3 font-medium text-green-800">
            {t(notice === 'note' ? 'staff.noted' : 'staff.resolved')}
          </p>
        ) : null}
        {ledger.log.length ? (
          <StaffTable
            caption={t('staff.logCaption')}
            minWidth="min-w-[48rem]"
            columns={[
              { label: t('staff.when') },
              { label: t('staff.who') },
              { label: t('staff.what') },
            ]}
          >
            {ledger.log.map((entry) => {
              const details =
                (entry.event === 'cancelled'
                  ? cancelledLogText(entry.details, t, language, { courseNames, sessionNames })
                  : null) ?? detailsText(entry.details, language);
              return (
                <tr key={entry.id} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {formatDateTime(entry.at, language)}
                  </td>
                  <td className="py-2 pr-4 break-all">
                    {t(ACTOR_TEXT[entry.actorKind])}
                    {entry.actor ? ` (${entry.actor})` : ''}
                  </td>
                  <td className="py-2">
                    <span className="font-semibold">{t(EVENT_TEXT[entry.event])}</span>
                    {details ? (
                      <span className="whitespace-pre-line">
                        {': '}
                        {details}
                      </span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </StaffTable>
        ) : (
          <p className="mt-3 text-slate-700">{t('staff.noLog')}</p>
        )}

        <form method="post" className="mt-6 max-w-2xl">
          <h3 className="text-lg font-bold text-slate-900">{t('staff.addNoteTitle')}</h3>
          {error ? (
            <p role="alert" id="note-error" className="mt-2 font-medium text-red-800">
              {t(`staff.${error}`, { max: noteMax })}
            </p>
          ) : null}
          <label htmlFor="note" className="mt-3 block font-semibold">
            {t('staff.noteLabel')}
          </label>
          <textarea
            id="note"
            name="note"
            rows={4}
            maxLength={noteMax}
            aria-describedby={error ? 'note-hint note-error' : 'note-hint'}
            aria-invalid={error === 'noteRequired' || error === 'noteTooLong' ? true : undefined}
            className="mt-1 block w-full rounded-md border border-slate-400 p-2"
          />
          <p id="note-hint" className="mt-1 text-sm text-slate-700">
            {t('staff.noteHint', { max: noteMax })}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="note"
              className="rounded-md bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {t('staff.addNote')}
            </button>
            {ledger.needsAttention ? (
              <button
                type="submit"
                name="intent"
                value="resolve"
                className="rounded-md border border-brand-900 px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
              >
                {t('staff.resolve')}
              </button>
            ) : null}
          </div>
        </form>
      </section>
    </div>
  );
}
