import { verifyPath } from '~/certificates/certificate';
import { ColumnHeaders } from '~/components/ColumnHeaders';
import type { Language } from '~/i18n/config';
import { formatDayRange, formatTenths, formatWholeTenths } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import { type HoursGoal, percentOf, type Transcript } from '~/transcripts/transcript';

import { PanelSection } from './PanelSection';

/** Where the printable transcript is downloaded. */
export const TRANSCRIPT_PDF_PATH = '/account/transcript.pdf';

const link = 'font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950';

/**
 * The student's CE transcript (docs/decisions/0069): the courses attended with their hours by
 * format and AGD subject code and their certificates, the certified totals, the progress toward
 * the academy's awards and the hours toward AGD's, and the printable PDF.
 */
export function TranscriptSection({ transcript }: { transcript: Transcript | null }) {
  const { t, i18n } = useTranslation();
  const hours = (tenths: number) => formatTenths(tenths, i18n.language);
  if (!transcript) return null;
  const { courses, totals } = transcript;
  return (
    // min-w-0: as a grid item, the wide table scrolls inside instead of widening the page.
    <div className="min-w-0">
      <PanelSection id="transcript" title={t('transcripts.title')}>
        {courses.length === 0 ? (
          <p className="mt-3 text-slate-700">{t('transcripts.none')}</p>
        ) : (
          <>
            <p className="mt-3 text-slate-700">{t('transcripts.intro')}</p>
            <p className="mt-2">
              <a href={TRANSCRIPT_PDF_PATH} download className={link}>
                {t('transcripts.download')}
              </a>
            </p>
            {/* A transcript is a table with its totals: on a phone it scrolls, in a region a
                keyboard reaches and a screen reader names, with a hint and edge shadows. */}
            <p className="mt-3 text-sm text-slate-700 sm:hidden" id="transcript-scroll-hint">
              {t('transcripts.scrollHint')}
            </p>
            <div
              className="scroll-hint mt-3 overflow-x-auto"
              role="region"
              aria-label={t('transcripts.caption')}
              aria-describedby="transcript-scroll-hint"
              // A scrolling region is reached by keyboard to scroll it (WCAG 2.1.1; axe's
              // scrollable-region-focusable).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
            >
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">{t('transcripts.caption')}</caption>
                <ColumnHeaders
                  className="border-b border-slate-300 text-slate-700"
                  columns={[
                    { label: t('transcripts.course') },
                    { label: t('transcripts.dates') },
                    { label: t('transcripts.lecture'), numeric: true },
                    { label: t('transcripts.participation'), numeric: true },
                    { label: t('transcripts.total'), numeric: true },
                    { label: t('transcripts.subjects') },
                    { label: t('transcripts.certificate') },
                  ]}
                />
                <tbody>
                  {courses.map((course) => (
                    <tr
                      key={`${course.courseId}:${course.sessionKey}:${course.certificateId ?? ''}`}
                      className="border-b border-slate-200 align-top"
                    >
                      <th scope="row" className="min-w-36 py-2 pr-3 font-medium text-slate-900">
                        {course.title}
                      </th>
                      <td className="min-w-28 py-2 pr-3">
                        {formatDayRange(course.startDate, course.endDate, i18n.language)}
                        <span className="block text-slate-600">
                          {t('transcripts.daysAttended', {
                            attended: course.daysAttended,
                            days: course.sessionDays,
                          })}
                        </span>
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">
                        {hours(course.hours.lecture)}
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">
                        {hours(course.hours.participation)}
                      </td>
                      <td className="py-2 pr-3 text-right font-semibold tabular-nums">
                        {hours(course.hours.total)}
                      </td>
                      <td className="py-2 pr-3 whitespace-nowrap">
                        <Subjects subjects={course.subjects} hours={hours} />
                      </td>
                      <td className="py-2">
                        {course.certificateId ? (
                          <a
                            href={verifyPath(course.certificateId)}
                            className={`${link} whitespace-nowrap`}
                          >
                            {course.certificateId}
                          </a>
                        ) : (
                          <>
                            <span className="font-medium text-amber-900">
                              {t('transcripts.pending')}
                            </span>
                            <span className="block text-slate-600">
                              {t('transcripts.pendingNote')}
                            </span>
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t-2 border-slate-400 align-top">
                    <th scope="row" colSpan={2} className="py-2 pr-3 text-slate-900">
                      {t('transcripts.totals')}
                    </th>
                    <td className="py-2 pr-3 text-right font-semibold tabular-nums">
                      {hours(totals.lecture)}
                    </td>
                    <td className="py-2 pr-3 text-right font-semibold tabular-nums">
                      {hours(totals.participation)}
                    </td>
                    <td className="py-2 pr-3 text-right font-bold tabular-nums">
                      {hours(totals.hours)}
                    </td>
                    <td className="py-2 pr-3 font-semibold whitespace-nowrap" colSpan={2}>
                      <Subjects subjects={totals.subjects} hours={hours} />
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </>
        )}

        {transcript.awards.length ? (
          <>
            <h4 className="mt-6 font-bold text-slate-900">{t('transcripts.awards.title')}</h4>
            <div className="mt-2 grid gap-4 sm:grid-cols-2">
              {transcript.awards.map((award) => (
                <section
                  key={award.programId}
                  aria-labelledby={`award-${award.programId}`}
                  className="rounded-lg border border-slate-300 p-3"
                >
                  <h5 id={`award-${award.programId}`} className="font-semibold text-slate-900">
                    {t('transcripts.awards.progress', {
                      name: award.name,
                      completed: award.completed,
                      required: award.required,
                    })}
                  </h5>
                  <ul className="mt-2 space-y-1 text-sm">
                    {award.courses.map((course) => (
                      <li key={course.courseId} className="flex justify-between gap-3">
                        <span>{course.title}</span>
                        <span
                          className={
                            course.status === 'completed'
                              ? 'font-semibold whitespace-nowrap text-green-800'
                              : 'whitespace-nowrap text-slate-700'
                          }
                        >
                          {t(`transcripts.awards.status.${course.status}`)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
            <p className="mt-2 text-sm text-slate-700">{t('transcripts.awards.note')}</p>
          </>
        ) : null}

        <h4 className="mt-6 font-bold text-slate-900">{t('transcripts.agd.title')}</h4>
        <ul className="mt-2 space-y-3 text-sm">
          <Goal
            id="agd-fellowship"
            label={t(
              'transcripts.agd.fellowship',
              goalTexts(transcript.agd.fellowship, hours, i18n.language),
            )}
            goal={transcript.agd.fellowship}
          />
          <Goal
            id="agd-mastership"
            label={t(
              'transcripts.agd.mastership',
              goalTexts(transcript.agd.mastership.total, hours, i18n.language),
            )}
            goal={transcript.agd.mastership.total}
          />
          <Goal
            id="agd-participation"
            label={t(
              'transcripts.agd.participation',
              goalTexts(transcript.agd.mastership.participation, hours, i18n.language),
            )}
            goal={transcript.agd.mastership.participation}
          />
        </ul>
        <p className="mt-2 text-sm text-slate-700">{t('transcripts.agd.note')}</p>
      </PanelSection>
    </div>
  );
}

const goalTexts = (goal: HoursGoal, hours: (tenths: number) => string, language: Language) => ({
  hours: hours(goal.earned),
  needed: formatWholeTenths(goal.needed, language),
});

/** A goal in hours: its text, and a bar for the eye (the text says it all to a screen reader). */
function Goal({ id, label, goal }: { id: string; label: string; goal: HoursGoal }) {
  const { t } = useTranslation();
  return (
    <li>
      <span id={id}>
        {label}
        {goal.reached ? (
          <span className="font-semibold text-green-800"> · {t('transcripts.agd.reached')}</span>
        ) : null}
      </span>
      <progress
        aria-labelledby={id}
        max={goal.needed}
        value={Math.min(goal.earned, goal.needed)}
        className="mt-1 block h-2 w-full max-w-md accent-brand-900"
      >
        {percentOf(goal)}%
      </progress>
    </li>
  );
}

/** Hours by AGD subject code, one code a line. */
function Subjects({
  subjects,
  hours,
}: {
  subjects: ReadonlyArray<{ code: string; hours: number }>;
  hours: (tenths: number) => string;
}) {
  const { t } = useTranslation();
  return subjects.map((subject) => (
    <span key={subject.code} className="block">
      {t('transcripts.subjectCode', { code: subject.code, hours: hours(subject.hours) })}
    </span>
  ));
}
