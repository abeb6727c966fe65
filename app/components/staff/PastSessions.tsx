import { sessionDays } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { PastSession } from '~/sessions/roster';

import { rosterCsvPath, sessionAttendancePath } from './format';

/**
 * /staff's ended sessions, latest first (issue 48 item 6): each one's attendance page, where a
 * day marked wrong is corrected after the session, and its roster CSV.
 */
export function PastSessions({ sessions }: { sessions: readonly PastSession[] }) {
  const { t, i18n } = useTranslation();
  if (sessions.length === 0) return null;
  return (
    <section aria-labelledby="past-title" className="mt-12">
      <h2 id="past-title" className="text-2xl font-bold text-slate-900">
        {t('staff.pastSessions')}
      </h2>
      <p className="mt-2 text-slate-700">{t('staff.pastSessionsIntro')}</p>
      <ul className="mt-3 divide-y divide-slate-200" aria-label={t('staff.pastSessionsCaption')}>
        {sessions.map((session) => {
          const label = `${session.courseName}, ${sessionDays(session, i18n.language)}`;
          return (
            <li
              key={`${session.courseId}:${session.key}`}
              className="flex flex-wrap items-baseline justify-between gap-2 py-2"
            >
              <span className="font-semibold text-slate-900">{label}</span>
              <span className="flex flex-wrap gap-4 text-sm">
                <a
                  href={sessionAttendancePath(session.courseId, session.key)}
                  aria-label={t('staff.attendance.linkLabel', { session: label })}
                  className="text-brand-900 underline"
                >
                  {t('staff.attendance.link')}
                </a>
                <a
                  href={rosterCsvPath(session.courseId, session.key)}
                  download
                  aria-label={t('staff.csvLabel', { session: label })}
                  className="text-brand-900 underline"
                >
                  {t('staff.csv')}
                </a>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
