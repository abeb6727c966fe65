import { Link } from '@remix-run/react';

import type { Course, PageSection, Program } from '~/content/queries';
import { coursesByIds, panelHref, programById } from '~/courses/panels';
import { useTranslation } from '~/i18n/translation';

/** The Fellowship and Mastership Track cards: the courses each program books together. */
export function Tracks({
  fellowship,
  mastership,
  courses,
  programs,
}: {
  fellowship: PageSection | undefined;
  mastership: PageSection | undefined;
  courses: Course[];
  programs: Program[];
}) {
  const { t } = useTranslation();
  const cards = [
    { section: fellowship, program: programById(programs, 'fellowship') },
    { section: mastership, program: programById(programs, 'mastership') },
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2">
      {cards.map(({ section, program }) =>
        section && program ? (
          <section
            key={section.key}
            aria-labelledby={`track-${section.key}`}
            className="flex flex-col rounded-2xl border-t-4 border-accent-500 bg-white p-6 shadow-md ring-1 ring-slate-200"
          >
            <h2 id={`track-${section.key}`} className="text-2xl font-bold text-brand-900">
              {section.heading}
            </h2>
            {section.body ? <p className="mt-2 text-slate-700">{section.body}</p> : null}
            <ol className="mt-4 flex-1 space-y-2">
              {coursesByIds(courses, program.courseIds).map((course) => (
                <li
                  key={course.courseId}
                  className="grid grid-cols-[5.5rem_1fr] gap-3 rounded-lg bg-slate-50 px-4 py-2"
                >
                  <span className="font-semibold text-brand-900">{course.shortName}</span>
                  <span className="text-slate-700">{course.title}</span>
                </li>
              ))}
            </ol>
            <p className="mt-6">
              <Link
                to={panelHref(program.programId)}
                preventScrollReset
                className="font-semibold text-brand-900 underline underline-offset-4 hover:text-brand-700"
              >
                {t('courses.tracks.view', { award: program.awardName })}
              </Link>
            </p>
          </section>
        ) : null,
      )}
    </div>
  );
}
