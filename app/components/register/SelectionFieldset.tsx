import { Link } from '@remix-run/react';

import type { Preselection } from '~/checkout/preselection';
import { type Choice, INDIVIDUAL_OPTION } from '~/checkout/registration-choice';
import { SessionPrice } from '~/components/courses/SessionPrice';
import type { Language } from '~/i18n/config';
import { formatDollars, sessionDays } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import { courseDisplayName, courseNamesFrom } from '~/prices/course-names';
import type { PricedCourse, PriceList } from '~/prices/price-list';
import { coursePriceShown } from '~/prices/selection-price';
import { seatKey, type SeatsLeft, seatState } from '~/sessions/seat-key';

export interface SelectionProps {
  idPrefix: string;
  priceList: PriceList;
  /** The date a /courses link chose, shown beside its course. */
  date: Preselection['date'];
  /** Seats left per session (`courseId:sessionKey`), with those found full since. */
  seatsLeft: Record<string, SeatsLeft>;
  /** The choice the inputs start with (conform's initial value). */
  initial: Choice;
  /** The choice as it is now (conform's value). */
  choice: Choice;
  /** Changes when the ticked courses are reset: the checkboxes start again. */
  coursesKey: string | undefined;
  onOptionChange: () => void;
}

/**
 * Fellowship, Mastership or individual courses (docs/product.md#registration-and-payment
 * /register). The six course checkboxes show only for the individual option; names and
 * registration prices come from content. The inputs are the form's own (conform reads them):
 * what they start with comes from `initial`, what shows beside them from `choice`.
 */
export function SelectionFieldset({
  idPrefix,
  priceList,
  date,
  seatsLeft,
  initial,
  choice,
  coursesKey,
  onOptionChange,
}: SelectionProps) {
  const { t, i18n } = useTranslation();
  const names = courseNamesFrom(priceList.courses);
  const radio = 'mt-1 h-4 w-4 shrink-0 accent-brand-900';
  return (
    <fieldset className="grid gap-3">
      <legend className="text-lg font-semibold text-brand-900">{t('register.choice')}</legend>
      {priceList.programs.map((program) => {
        const includesId = `${idPrefix}-${program.programId}-includes`;
        return (
          <div
            key={program.programId}
            className="rounded-lg border border-slate-300 p-4 has-[:checked]:border-brand-900 has-[:checked]:bg-brand-50"
          >
            <label className="flex items-start gap-3 font-semibold">
              <input
                type="radio"
                name="selectedOption"
                value={program.programId}
                defaultChecked={initial.selectedOption === program.programId}
                onChange={onOptionChange}
                aria-describedby={includesId}
                className={radio}
              />
              {t('register.programPrice', {
                name: program.name,
                price: formatDollars(program.price, i18n.language),
              })}
            </label>
            <p id={includesId} className="ml-7 text-sm text-slate-700">
              {t('register.programIncludes', {
                courses: program.courseIds.map((id) => courseDisplayName(id, names)).join(', '),
              })}
            </p>
          </div>
        );
      })}
      <label className="flex items-start gap-3 rounded-lg border border-slate-300 p-4 font-semibold has-[:checked]:border-brand-900 has-[:checked]:bg-brand-50">
        <input
          type="radio"
          name="selectedOption"
          value={INDIVIDUAL_OPTION}
          defaultChecked={initial.selectedOption === INDIVIDUAL_OPTION}
          onChange={onOptionChange}
          className={radio}
        />
        {t('register.individual')}
      </label>
      {choice.selectedOption === INDIVIDUAL_OPTION ? (
        <fieldset key={coursesKey} className="ml-4 grid gap-2 border-l-2 border-brand-100 pl-4">
          <legend className="sr-only">{t('register.courses')}</legend>
          {priceList.courses.map((course) => {
            const dateId = `${idPrefix}-${course.courseId}-date`;
            const dated = date?.courseId === course.courseId;
            return (
              <div key={course.courseId}>
                <label className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    name="selectedSubItems"
                    value={course.courseId}
                    defaultChecked={initial.selectedSubItems.includes(course.courseId)}
                    aria-describedby={dated ? dateId : undefined}
                    className="mt-1 h-4 w-4 shrink-0 accent-brand-900"
                  />
                  {t('register.coursePrice', {
                    name: course.displayName,
                    price: formatDollars(
                      coursePriceShown(course, choice.sessions[course.courseId]) / 100,
                      i18n.language,
                    ),
                  })}
                </label>
                {dated && !choice.sessions[course.courseId] ? (
                  <p id={dateId} className="ml-7 text-sm font-medium text-accent-700">
                    {t('register.chosenDate', {
                      date: chosenDays(course, date.text, i18n.language),
                    })}
                  </p>
                ) : null}
                {choice.selectedSubItems.includes(course.courseId) ? (
                  <SessionChoice
                    course={course}
                    initial={initial.sessions[course.courseId]}
                    chosen={choice.sessions[course.courseId]}
                    seatsLeft={seatsLeft}
                  />
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ) : null}
    </fieldset>
  );
}

/** The date a /courses link named (its content text), as the page's language writes it. */
function chosenDays(course: PricedCourse, dateText: string, language: Language): string {
  const session = course.sessions.find((candidate) => candidate.dateText === dateText);
  return session ? sessionDays(session, language) : dateText;
}

/** The bookable sessions of a ticked course: date, location and seats left, or 'Full'. */
function SessionChoice({
  course,
  initial,
  chosen,
  seatsLeft,
}: {
  course: PricedCourse;
  initial: string | undefined;
  chosen: string | undefined;
  seatsLeft: Record<string, SeatsLeft>;
}) {
  const { t, i18n } = useTranslation();
  const bookable = course.sessions.filter((session) => session.bookable);
  if (bookable.length === 0) return null;
  return (
    <fieldset className="ml-7 mt-2 grid gap-1">
      <legend className="text-sm font-semibold text-slate-800">
        {t('register.sessionFor', { course: course.displayName })}
      </legend>
      {bookable.map((session) => {
        const seats = seatsLeft[seatKey(course.courseId, session.key)] ?? session.capacity;
        const state = seatState(seats);
        const left = typeof seats === 'number' ? seats : 0;
        const waitingList = new URLSearchParams({ course: course.courseId, session: session.key });
        return (
          <div key={session.key} className="flex flex-wrap items-start gap-x-2 text-sm">
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name={`sessions.${course.courseId}`}
                value={session.key}
                defaultChecked={initial === session.key}
                disabled={state !== 'open'}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-900"
              />
              <span>
                {sessionDays(session, i18n.language)}, {session.location} ·{' '}
                <SessionPrice price={session.price} /> ·{' '}
                {state === 'cancelled'
                  ? t('register.cancelled')
                  : state === 'full'
                    ? t('register.full')
                    : t('register.seatsLeft', { count: left })}
              </span>
            </label>
            {/* A full session offers its waiting list instead (outside the label: a link). */}
            {state === 'full' && (chosen ?? initial) === session.key ? (
              // Chosen by a link, or filled since the page was shown: refused here, at the choice.
              // Disabled, it is no longer in the form's values: the first choice still names it.
              <p role="alert" className="basis-full font-semibold text-red-700">
                {t('register.errors.full', {
                  course: course.displayName,
                  date: sessionDays(session, i18n.language),
                })}
              </p>
            ) : null}
            {/* A session the academy closed offers nothing: its waiting list is closed too. */}
            {state === 'full' ? (
              <Link
                to={`/waiting-list?${waitingList.toString()}`}
                aria-label={t('waitingList.joinFor', {
                  course: course.displayName,
                  date: sessionDays(session, i18n.language),
                })}
                className="font-semibold text-brand-900 underline"
              >
                {t('waitingList.join')}
              </Link>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
