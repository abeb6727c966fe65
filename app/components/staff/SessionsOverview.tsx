import { ColumnHeaders } from '~/components/ColumnHeaders';
import { columnLabels, TABLE_CARDS_BOX } from '~/components/table-cards';
import { useTranslation } from '~/i18n/translation';
import type { SessionRoster } from '~/sessions/roster';

import { sessionAnchor } from './format';
import { SessionBadges, sessionLabel } from './SessionBadges';

/**
 * One row per session: where and when, its seats (capacity, booked, held, left), who waits; a
 * card per session on a narrow screen (app/components/table-cards.ts).
 */
export function SessionsOverview({
  sessions,
  caption,
}: {
  sessions: SessionRoster[];
  caption: string;
}) {
  const { t, i18n } = useTranslation();
  const columns = [
    { label: t('staff.session') },
    { label: t('staff.location') },
    { label: t('staff.capacity'), numeric: true },
    { label: t('staff.booked'), numeric: true },
    { label: t('staff.held'), numeric: true },
    { label: t('staff.left'), numeric: true },
    { label: t('staff.waiting'), numeric: true },
  ];
  return (
    <div className={`mt-4 ${TABLE_CARDS_BOX} overflow-x-auto`}>
      <table
        className="table-cards w-full min-w-[40rem] border-collapse text-left"
        style={columnLabels(columns)}
      >
        <caption className="sr-only">{caption}</caption>
        <ColumnHeaders
          className="border-b border-slate-300 text-sm text-slate-700"
          columns={columns}
        />
        <tbody>
          {sessions.map((session) => (
            <tr
              key={`${session.courseId}:${session.key}`}
              className="border-b border-slate-200"
              data-session={`${session.courseId}:${session.key}`}
            >
              <th scope="row" className="py-3 pr-4 font-normal">
                <a
                  href={`#${sessionAnchor(session.courseId, session.key)}`}
                  className="font-semibold text-brand-900 underline"
                >
                  {sessionLabel(session, i18n.language)}
                </a>
                <SessionBadges session={session} />
              </th>
              <td className="py-3 pr-4">{session.location}</td>
              <td className="py-3 pr-4 text-right tabular-nums">{session.capacity}</td>
              <td className="py-3 pr-4 text-right tabular-nums">{session.booked}</td>
              <td className="py-3 pr-4 text-right tabular-nums">{session.held}</td>
              <td className="py-3 pr-4 text-right tabular-nums font-semibold">{session.left}</td>
              <td className="py-3 text-right tabular-nums">{session.waiting}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
