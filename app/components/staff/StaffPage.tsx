import { useTranslation } from '~/i18n/translation';
import type { AttentionOrder } from '~/payments/ledger';
import type { SessionRoster, UnscheduledCourse } from '~/sessions/roster';

import { AttentionOrders, type RefundState } from './AttentionOrders';
import { SessionAttendees } from './SessionAttendees';
import { SessionsOverview } from './SessionsOverview';
import { UnscheduledStudents } from './UnscheduledStudents';

/** /staff: upcoming sessions with seats and attendees, and the orders needing attention. */
export function StaffPage({
  sessions,
  unlisted,
  unlistedDays,
  attention,
  courseNames,
  refund,
  unscheduled = [],
}: {
  sessions: SessionRoster[];
  unlisted: SessionRoster[];
  unlistedDays: number;
  attention: AttentionOrder[];
  courseNames: Record<string, string>;
  refund?: RefundState;
  unscheduled?: UnscheduledCourse[];
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('staff.title')}</h1>
      <p className="mt-2 text-slate-700">{t('staff.intro')}</p>

      <section aria-labelledby="sessions-title" className="mt-10">
        <h2 id="sessions-title" className="text-2xl font-bold text-slate-900">
          {t('staff.sessions')}
        </h2>
        {sessions.length ? (
          <>
            <SessionsOverview sessions={sessions} caption={t('staff.sessions')} />
            {sessions.map((session) => (
              <SessionAttendees key={`${session.courseId}:${session.key}`} session={session} />
            ))}
          </>
        ) : (
          <p className="mt-3 text-slate-700">{t('staff.noSessions')}</p>
        )}
      </section>

      {unlisted.length ? (
        <section aria-labelledby="unlisted-title" className="mt-12">
          <h2 id="unlisted-title" className="text-2xl font-bold text-slate-900">
            {t('staff.unlisted')}
          </h2>
          <p className="mt-2 text-slate-700">{t('staff.unlistedIntro', { days: unlistedDays })}</p>
          <SessionsOverview sessions={unlisted} caption={t('staff.unlisted')} />
          {unlisted.map((session) => (
            <SessionAttendees key={`${session.courseId}:${session.key}`} session={session} />
          ))}
        </section>
      ) : null}

      <UnscheduledStudents courses={unscheduled} />

      <AttentionOrders orders={attention} courseNames={courseNames} refund={refund} />
    </div>
  );
}
