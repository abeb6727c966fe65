import type { CancellationRecord, StaffCancelAnswer } from '~/cancellations/staff-entry';
import type { Language } from '~/i18n/config';
import { formatCents, formatDateTime } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { LedgerLine, OrderLedger } from '~/orders/ledger';

import { CancelEntry, type CancelEntryForm } from './CancelEntry';
import { courseWithSession } from './cancellation-text';
import { StaffTable } from './StaffTable';

/**
 * The order's cancellations (when, how, percent, amount, where the money went) and, for a paid
 * order with courses left, the form to enter a cancellation received by e-mail: the refund at
 * the received time shown first, then confirmed (docs/decisions/0059). Plain forms: they work
 * before hydration.
 */
export function OrderCancellations({
  order,
  lines,
  cancellations,
  entry,
  answer,
  entered,
  courseNames,
  sessionNames,
}: {
  order: OrderLedger['order'];
  lines: LedgerLine[];
  cancellations: CancellationRecord[];
  entry: CancelEntryForm | null;
  answer: StaffCancelAnswer | null;
  /** Back after a confirmed entry. */
  entered: boolean;
  courseNames: Record<string, string>;
  sessionNames: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'es' ? 'es' : 'en';
  const names = { courseNames, sessionNames };
  const money = (cents: number) => formatCents(cents, language);

  return (
    <section
      aria-labelledby="cancellations-title"
      id="cancellations"
      className="mt-10 scroll-mt-24"
    >
      <h2 id="cancellations-title" className="text-2xl font-bold text-slate-900">
        {t('staff.cancellations')}
      </h2>
      {entered ? (
        <p role="status" className="mt-3 font-medium text-green-800">
          {t('staff.cancelEntered')}
        </p>
      ) : null}
      {cancellations.length ? (
        <StaffTable
          caption={t('staff.cancellationsCaption')}
          minWidth="min-w-[56rem]"
          columns={[
            { label: t('staff.course') },
            { label: t('staff.countedFrom') },
            { label: t('staff.how') },
            { label: t('staff.percent'), numeric: true },
            { label: t('staff.amount'), numeric: true },
            { label: t('staff.destination') },
          ]}
        >
          {cancellations.map((cancellation) => (
            <tr key={cancellation.courseId} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-4 font-semibold">
                {courseWithSession(cancellation.courseId, cancellation.sessionKey, names)}
              </th>
              <td className="py-2 pr-4 whitespace-nowrap">
                {formatDateTime(cancellation.requestedAt, language)}
              </td>
              <td className="py-2 pr-4 break-words">
                {cancellation.channel === 'email'
                  ? t('staff.channelEmail', { who: cancellation.actor ?? '' })
                  : cancellation.channel === 'academy'
                    ? t('staff.channelAcademy')
                    : t('staff.channelAccount')}
              </td>
              <td className="py-2 pr-4 text-right tabular-nums">{cancellation.percent}%</td>
              <td className="py-2 pr-4 text-right tabular-nums">
                {money(cancellation.amountCents)}
              </td>
              <td className="py-2">
                {cancellation.amountCents === 0
                  ? t('staff.destinationNone')
                  : t(
                      cancellation.destination === 'credit'
                        ? 'staff.destinationCredit'
                        : 'staff.destinationCard',
                    )}
              </td>
            </tr>
          ))}
        </StaffTable>
      ) : (
        <p className="mt-3 text-slate-700">{t('staff.noCancellations')}</p>
      )}

      <CancelEntry
        order={order}
        lines={lines}
        entry={entry}
        answer={answer}
        courseNames={courseNames}
        sessionNames={sessionNames}
      />
    </section>
  );
}
