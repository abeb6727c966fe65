import { useTranslation } from '~/i18n/translation';
import type { AttentionOrder } from '~/orders/ledger';
import type { PastSession, SessionRoster, UnscheduledCourse } from '~/sessions/roster';

import { AttentionOrders, type RefundState } from './AttentionOrders';
import { OrderSearchForm } from './OrdersPage';
import { PastSessions } from './PastSessions';
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
  past = [],
}: {
  sessions: SessionRoster[];
  unlisted: SessionRoster[];
  unlistedDays: number;
  attention: AttentionOrder[];
  courseNames: Record<string, string>;
  refund?: RefundState;
  unscheduled?: UnscheduledCourse[];
  /** Ended sessions of content, latest first: their attendance and roster. */
  past?: PastSession[];
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('staff.title')}</h1>
      <p className="mt-2 text-slate-700">{t('staff.intro')}</p>

      <section aria-labelledby="orders-title" className="mt-8">
        <h2 id="orders-title" className="text-2xl font-bold text-slate-900">
          {t('staff.ordersLink')}
        </h2>
        <OrderSearchForm />
        <p className="mt-2">
          <a href="/staff/orders" className="text-brand-900 underline">
            {t('staff.ordersShowAll')}
          </a>
        </p>
      </section>

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

      <PastSessions sessions={past} />
    </div>
  );
}
