import { Link } from '@remix-run/react';

import type { Course, Program } from '~/content/queries';
import { coursesByIds, programRegisterHref } from '~/courses/panels';
import { formatDollars } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

import { registerLinkClass } from './CoursePanel';
import { PanelFrame } from './PanelFrame';
import { Requirements } from './Requirements';

/** Fellowship Award and Mastership Award: price, savings, fee, courses, requirements, Register. */
export function ProgramPanel({
  program,
  programId,
  courses,
}: {
  program: Program;
  programId: 'fellowship' | 'mastership';
  courses: Course[];
}) {
  const { t, i18n } = useTranslation();
  const included = coursesByIds(courses, program.courseIds);
  return (
    <PanelFrame title={program.awardName} eyebrow={program.prerequisite}>
      {program.summary ? (
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{program.summary}</p>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="space-y-2 self-start rounded-xl bg-brand-50 p-4">
          {program.price !== null ? (
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold text-slate-800">{t('courses.program.price')}:</span>{' '}
              <span className="text-2xl font-bold text-brand-900">
                {formatDollars(program.price, i18n.language)}
              </span>{' '}
              {program.savingsPercent ? (
                <span className="rounded-full bg-accent-500 px-3 py-0.5 text-sm font-bold text-slate-950">
                  {t('courses.program.save', { percent: program.savingsPercent })}
                </span>
              ) : null}
            </p>
          ) : null}
          {program.processingFee !== null ? (
            <p className="text-slate-800">
              {t('courses.program.processingFee')}:{' '}
              {formatDollars(program.processingFee, i18n.language)}
            </p>
          ) : null}
          <p className="pt-2">
            <Link to={programRegisterHref(programId)} className={registerLinkClass}>
              {t('courses.register')}
              <span className="sr-only">
                {' '}
                {t('courses.registerForProgram', { program: program.name })}
              </span>
            </Link>
          </p>
        </div>
        {included.length ? (
          <div>
            <h4 className="text-lg font-bold text-slate-900">
              {t('courses.program.coursesIncluded')}
            </h4>
            <ul className="mt-3 space-y-2 text-slate-700">
              {included.map((course) => (
                <li key={course.courseId} className="flex gap-2">
                  <span aria-hidden="true" className="font-bold text-accent-700">
                    ✓
                  </span>
                  <span>
                    <span className="font-semibold text-slate-900">{course.shortName}:</span>{' '}
                    {course.title}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <Requirements groups={program.requirements} />
    </PanelFrame>
  );
}
