import { Form, Link } from '@remix-run/react';

import type { ActiveCourses, Bookings } from '~/accounts/account';
import { canMoveFrom, type PendingMove } from '~/accounts/bookings';
import { splitFinishedCourses } from '~/accounts/course-status';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSubmitting } from '~/components/forms/use-submitting';
import type { CourseSession } from '~/courses/sessions';
import { sessionDays, sessionDaysAndPlace } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import { courseDisplayName } from '~/prices/course-names';
import type { SeatsLeft } from '~/sessions/seat-key';

import { CancelCourse, type CancelState } from './CancelCourse';
import { PanelSection } from './PanelSection';
import { SessionChoice } from './SessionChoice';

/**
 * My Courses: the granted courses by display name; a course whose booked session has ended is
 * listed under Completed/Expired Courses instead (docs/decisions/0096).
 */
export function CoursesPanel({
  activeCourses,
  courseNames,
  bookings,
  courseSessions,
  seatsLeft,
  today,
  emailVerified = true,
  pendingMove = null,
  cancel,
  certificates = null,
}: {
  activeCourses: ActiveCourses;
  courseNames: Record<string, string>;
  bookings: Bookings;
  courseSessions: Record<string, CourseSession[]>;
  seatsLeft: Record<string, SeatsLeft>;
  today: string;
  /** An unconfirmed address is granted nothing yet: the empty list says why. */
  emailVerified?: boolean;
  pendingMove?: PendingMove | null;
  cancel?: CancelState;
  /** The CE certificates' section (CertificatesSection), after the completed courses. */
  certificates?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const pending = useSubmitting();
  // In the order staff gave the courses (Module 1, Module 2, Clinical 1, ...); unknown ids last.
  const order = Object.keys(courseNames);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  const { active: ids, finished } = splitFinishedCourses(
    Object.keys(activeCourses)
      .filter((id) => activeCourses[id])
      .sort((a, b) => rank(a) - rank(b)),
    bookings,
    courseSessions,
    today,
  );
  return (
    <div className="grid gap-8">
      <PanelSection id="active-courses" title={t('account.courses.active')}>
        {ids.length ? (
          <ul className="mt-3 grid gap-2">
            {ids.map((id) => {
              const name = courseDisplayName(id, courseNames);
              const sessions = courseSessions[id] ?? [];
              const booked = sessions.find((session) => session.key === bookings[id]);
              const others = sessions.filter(
                (session) => session.bookable && session.key !== booked?.key,
              );
              return (
                <li key={id} className="rounded-md border border-slate-200 bg-white p-3">
                  <p className="font-medium">{name}</p>
                  <p className="mt-1 text-sm text-slate-700">
                    {booked
                      ? t('account.courses.sessions.session', {
                          date: sessionDays(booked, i18n.language),
                          location: booked.location,
                        })
                      : others.length
                        ? t('account.courses.sessions.noSession')
                        : t('account.courses.sessions.noDates')}
                  </p>
                  {!booked && others.length ? (
                    <p className="mt-1 text-sm text-slate-700">
                      {t('account.courses.sessions.chooseBy')}
                    </p>
                  ) : null}
                  {!booked && others.length ? (
                    <SessionChoice
                      courseId={id}
                      courseName={name}
                      sessions={others}
                      seatsLeft={seatsLeft}
                      submitLabel={t('account.courses.sessions.book')}
                    />
                  ) : null}
                  {pendingMove?.courseId === id ? (
                    <Form
                      method="post"
                      id={`move-${id}`}
                      className="mt-3 grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-3"
                    >
                      <p className="text-sm font-medium text-slate-900" role="status">
                        {t('account.courses.sessions.confirmMove', {
                          course: name,
                          from: sessionDaysAndPlace(pendingMove.from, i18n.language),
                          to: sessionDaysAndPlace(pendingMove.to, i18n.language),
                        })}
                      </p>
                      <input type="hidden" name="intent" value="book-session" />
                      <input type="hidden" name="courseId" value={id} />
                      <input type="hidden" name="sessionKey" value={pendingMove.toKey} />
                      <div className="flex flex-wrap items-center gap-4">
                        <SubmitButton
                          pending={pending}
                          name="confirm"
                          value="move"
                          label={t('account.courses.sessions.confirmMoveButton')}
                          look="small"
                        />
                        <Link
                          to="/account?tab=courses"
                          className="text-sm font-semibold text-brand-900 underline"
                        >
                          {t('account.courses.sessions.keepSession')}
                        </Link>
                      </div>
                    </Form>
                  ) : booked && others.length && canMoveFrom(booked.startDate, today) ? (
                    <details className="mt-2">
                      <summary className="cursor-pointer text-sm font-semibold text-brand-900">
                        {t('account.courses.sessions.move')}
                      </summary>
                      <p className="mt-1 text-sm text-slate-700">
                        {t('account.courses.sessions.moveDeadline')}
                      </p>
                      <SessionChoice
                        courseId={id}
                        courseName={name}
                        sessions={others}
                        seatsLeft={seatsLeft}
                        submitLabel={t('account.courses.sessions.moveTo')}
                      />
                    </details>
                  ) : null}
                  <CancelCourse
                    courseId={id}
                    courseName={name}
                    offer={cancel?.offers[id]}
                    open={cancel?.open === id}
                    quoteChanged={cancel?.quoteChanged ?? false}
                  />
                </li>
              );
            })}
          </ul>
        ) : (
          <>
            <p className="mt-3 text-slate-700">{t('account.courses.noActive')}</p>
            {emailVerified ? null : (
              // The page's banner above offers the link again: one button for one action.
              <p className="mt-3 text-sm text-slate-700">{t('account.courses.unconfirmed')}</p>
            )}
          </>
        )}
      </PanelSection>
      <PanelSection id="completed-courses" title={t('account.courses.completed')}>
        {finished.length ? (
          <ul className="mt-3 grid gap-2">
            {finished.map((id) => {
              const booked = courseSessions[id]?.find((session) => session.key === bookings[id]);
              return (
                <li key={id} className="rounded-md border border-slate-200 bg-white p-3">
                  <p className="font-medium">{courseDisplayName(id, courseNames)}</p>
                  {booked ? (
                    <p className="mt-1 text-sm text-slate-700">
                      {t('account.courses.sessions.session', {
                        date: sessionDays(booked, i18n.language),
                        location: booked.location,
                      })}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">{t('account.courses.noCompleted')}</p>
        )}
      </PanelSection>
      {certificates}
    </div>
  );
}
