import { formatDateTime } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { LogEvent, OrderLedger } from '~/orders/ledger';

import { cancelledLogText } from './cancellation-text';
import { logDetailsText } from './log-details';
import { StaffTable } from './StaffTable';

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
  'plan-card-changed': 'staff.eventPlanCardChanged',
  'plan-reduced': 'staff.eventPlanReduced',
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

/** The order page's log, each entry in words, and the form to add a note or resolve attention. */
export function OrderLog({
  ledger,
  courseNames,
  sessionNames,
  notice,
  error,
  noteMax,
}: {
  ledger: OrderLedger;
  courseNames: Record<string, string>;
  sessionNames: Record<string, string>;
  notice: 'note' | 'resolve' | 'cancelled' | 'certificate' | null;
  error: 'noteRequired' | 'noteTooLong' | 'nothingToResolve' | null;
  noteMax: number;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  return (
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
                : null) ??
              logDetailsText(entry.details, t, language, { courseNames, sessionNames });
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
  );
}
