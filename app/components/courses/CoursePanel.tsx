import { Link } from '@remix-run/react';

import type { Course } from '~/content/queries';
import { sessionPrice } from '~/courses/early-price';
import { courseRegisterHref, earlyRuleKey, spotsKey } from '~/courses/panels';
import { sessionsOf } from '~/courses/sessions';
import { formatDollars, sessionDays } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import { seatKey, type SeatsLeft, seatState } from '~/sessions/seat-key';

import { PanelFrame, PanelHeading } from './PanelFrame';
import { SessionPrice } from './SessionPrice';

export const registerLinkClass =
  'inline-block rounded-md bg-brand-900 px-5 py-2.5 font-semibold text-white hover:bg-brand-800';

/**
 * Module 1-4, Clinical 1 and 2: what it is, CE hours, prices, dates to register for, syllabus.
 * A past session is listed apart under past dates, without seats or a Register link (0095). A bookable session shows
 * its seats left (live, `seatsLeft`); a full one says so and offers its waiting list instead.
 */
export function CoursePanel({
  course,
  today,
  seatsLeft = {},
}: {
  course: Course;
  today: string;
  seatsLeft?: Record<string, SeatsLeft>;
}) {
  const { t, i18n } = useTranslation();
  // A session whose first day is past is no longer upcoming: listed apart, without seats
  // (docs/decisions/0095).
  const all = sessionsOf(course.upcomingDates, today);
  const sessions = all.filter((session) => !session.past);
  const past = all.filter((session) => session.past);
  const name = `${course.shortName}: ${course.title}`;
  return (
    <PanelFrame title={name} eyebrow={t(`courses.pathways.${course.format}`)}>
      {course.summary ? (
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{course.summary}</p>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div>
          {course.ceHours ? (
            <p className="text-lg font-semibold text-slate-900">
              {t('courses.ceHours', { count: course.ceHours })}
            </p>
          ) : null}
          {course.ceBreakdown?.length ? (
            <ul aria-label={t('courses.ceBreakdown')} className="mt-2 space-y-1 text-slate-700">
              {course.ceBreakdown.map((item) => (
                <li key={item._key}>
                  {t('courses.ceBreakdownItem', { label: item.label, count: item.ceHours })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <Prices course={course} />
      </div>

      <PanelHeading>{t('courses.upcomingDates')}</PanelHeading>
      {sessions.length ? (
        <ul className="mt-3 space-y-3">
          {sessions.map((session) => {
            const seats = session.bookable
              ? (seatsLeft[seatKey(course.courseId, session.key)] ?? session.capacity)
              : session.capacity;
            const state = session.bookable ? seatState(seats) : 'open';
            const left = typeof seats === 'number' ? seats : 0;
            const full = state === 'full';
            // Closed by the academy: said so, and nothing offered (no Register, no waiting list).
            const cancelled = state === 'cancelled';
            const waitingList = new URLSearchParams({
              course: course.courseId,
              session: session.key,
            });
            return (
              <li
                key={session.key}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="text-lg font-bold text-slate-900">
                      {sessionDays(session, i18n.language)}
                    </span>
                  </p>
                  <p className="text-slate-700">
                    <span className="font-semibold text-accent-700">
                      {cancelled
                        ? t('courses.cancelled')
                        : full
                          ? t('courses.full')
                          : t(`courses.${spotsKey(left)}`, { count: left })}
                    </span>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                    {session.location}
                  </p>
                  {session.bookable && !cancelled ? (
                    <p className="text-slate-700">
                      <SessionPrice price={sessionPrice(course, session.startDate, today)} />
                    </p>
                  ) : null}
                </div>
                {/* A cancelled session offers nothing. A TBD date keeps the link (the course is
                  bought without a session); a bookable one names its session. */}
                {cancelled ? null : (
                  <Link
                    to={
                      full
                        ? `/waiting-list?${waitingList.toString()}`
                        : courseRegisterHref(
                            course.courseId,
                            session.dateText,
                            session.bookable ? session.key : null,
                          )
                    }
                    className={registerLinkClass}
                  >
                    {full ? t('waitingList.join') : t('courses.register')}
                    <span className="sr-only">
                      {' '}
                      {t('courses.registerForDate', {
                        course: course.shortName,
                        date: sessionDays(session, i18n.language),
                      })}
                    </span>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-3 text-slate-700">{t('courses.noDates')}</p>
      )}
      {past.length ? (
        <>
          <PanelHeading>{t('courses.pastDates')}</PanelHeading>
          <ul className="mt-3 space-y-2">
            {past.map((session) => (
              <li
                key={session.key}
                className="rounded-xl border border-slate-200 p-4 text-slate-700"
              >
                <span className="font-semibold">{sessionDays(session, i18n.language)}</span>
                <span className="sr-only">, </span>
                <span className="ml-3 rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold">
                  {t('courses.pastSession')}
                </span>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                {session.location}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {course.syllabus?.length ? (
        <>
          <PanelHeading>{t('courses.syllabus')}</PanelHeading>
          <ul className="mt-3 grid gap-x-8 gap-y-2 text-slate-700 md:grid-cols-2">
            {course.syllabus.map((topic) => (
              <li key={topic} className="flex gap-2">
                <span aria-hidden="true" className="font-bold text-accent-700">
                  ✓
                </span>
                {topic}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </PanelFrame>
  );
}

function Prices({ course }: { course: Course }) {
  const { t, i18n } = useTranslation();
  if (course.individualPrice === null && course.earlyPrice === null) return null;
  return (
    <div className="space-y-2 self-start rounded-xl bg-brand-50 p-4">
      {course.individualPrice !== null ? (
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-slate-800">{t('courses.individual')}:</span>{' '}
          <span className="text-2xl font-bold text-brand-900">
            {formatDollars(course.individualPrice, i18n.language)}
          </span>
        </p>
      ) : null}
      {course.earlyPrice !== null ? (
        <p className="text-slate-800">
          {t(`courses.early.${earlyRuleKey(course.earlyLeadTime)}`, {
            price: formatDollars(course.earlyPrice, i18n.language),
            count: course.earlyLeadTime?.amount,
          })}
        </p>
      ) : null}
    </div>
  );
}
