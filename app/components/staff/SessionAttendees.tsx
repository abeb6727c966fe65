import { formatDateTime } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { SessionRoster } from '~/sessions/roster';

import {
  agdRosterPath,
  rosterCsvPath,
  sessionAnchor,
  sessionAttendancePath,
  sessionClosePath,
} from './format';
import { OrderCell, PersonCells } from './PersonCells';
import { OrderAmount } from './PlanStandingText';
import { SessionBadges, sessionLabel } from './SessionBadges';
import { SessionWaitingList } from './SessionWaitingList';
import { StaffTable } from './StaffTable';

/** A session's attendees (booked seats) and its CSV download. */
export function SessionAttendees({ session }: { session: SessionRoster }) {
  const { t, i18n } = useTranslation();
  const label = sessionLabel(session, i18n.language);
  const id = sessionAnchor(session.courseId, session.key);
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="mt-8 scroll-mt-24">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          {label}
          <SessionBadges session={session} />
        </h3>
        <span className="flex flex-wrap gap-2">
          <a
            href={rosterCsvPath(session.courseId, session.key)}
            download
            aria-label={t('staff.csvLabel', { session: label })}
            className="rounded-md border border-brand-900 px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50"
          >
            {t('staff.csv')}
          </a>
          {session.startDate ? (
            <a
              href={sessionAttendancePath(session.courseId, session.key)}
              aria-label={t('staff.attendance.linkLabel', { session: label })}
              className="rounded-md border border-brand-900 px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50"
            >
              {t('staff.attendance.link')}
            </a>
          ) : null}
          {session.startDate ? (
            <a
              href={agdRosterPath(session.courseId, session.key)}
              download
              aria-label={t('staff.attendance.agdLabel', { session: label })}
              className="rounded-md border border-brand-900 px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50"
            >
              {t('staff.attendance.agd')}
            </a>
          ) : null}
          <a
            href={sessionClosePath(session.courseId, session.key)}
            aria-label={t('staff.closeLinkLabel', { session: label })}
            className="rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            {t('staff.closeLink')}
          </a>
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {[
          session.location,
          `${t('staff.capacity')} ${session.capacity}`,
          `${t('staff.booked')} ${session.booked}`,
          `${t('staff.held')} ${session.held}`,
          `${t('staff.left')} ${session.left}`,
          `${t('staff.waiting')} ${session.waiting}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {session.attendees.length ? (
        <StaffTable
          caption={t('staff.attendees', { session: label })}
          minWidth="min-w-[48rem]"
          columns={[
            { label: t('staff.name') },
            { label: t('staff.email') },
            { label: t('staff.phone') },
            { label: t('staff.order') },
            { label: t('staff.paid'), numeric: true },
            { label: t('staff.bookedAt') },
          ]}
        >
          {session.attendees.map((attendee) => (
            <tr key={attendee.orderId} className="border-b border-slate-200">
              <PersonCells name={attendee.name} email={attendee.email} phone={attendee.phone} />
              <OrderCell orderId={attendee.orderId} />
              <td className="py-2 pr-4 text-right tabular-nums">
                <OrderAmount amountCents={attendee.amountCents} plan={attendee.plan} />
              </td>
              <td className="py-2 whitespace-nowrap">
                {formatDateTime(attendee.bookedAt, i18n.language)}
                {attendee.movedFrom ? (
                  <span className="block text-xs text-slate-600">
                    {t('staff.movedFrom', {
                      session: attendee.movedFrom,
                      date: formatDateTime(attendee.movedAt, i18n.language),
                    })}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </StaffTable>
      ) : (
        <p className="mt-3 text-slate-700">{t('staff.noAttendees')}</p>
      )}
      <h4 className="mt-4 font-semibold text-slate-900">
        {t('staff.waitingList', { session: label })}
      </h4>
      <SessionWaitingList session={session} label={label} />
    </section>
  );
}
