import { Link } from '@remix-run/react';

import type { Program } from '~/content/queries';
import { formatDollars } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

import { registerLinkClass } from './CoursePanel';
import { PanelFrame } from './PanelFrame';
import { Requirements } from './Requirements';

/** The Special Clinical Residency: by interview, so its action is the contact page. */
export function ResidencyPanel({ program }: { program: Program }) {
  const { t, i18n } = useTranslation();
  const facts: Array<[string, string | null]> = [
    [t('courses.residency.duration'), program.duration],
    [t('courses.residency.location'), program.location],
    [
      t('courses.residency.ceHours'),
      program.ceHours ? t('courses.residency.ceValue', { count: program.ceHours }) : null,
    ],
    [
      t('courses.residency.tuition'),
      program.tuitionMin !== null && program.tuitionMax !== null
        ? t('courses.residency.tuitionRange', {
            min: formatDollars(program.tuitionMin, i18n.language),
            max: formatDollars(program.tuitionMax, i18n.language),
          })
        : program.tuitionMin !== null
          ? formatDollars(program.tuitionMin, i18n.language)
          : null,
    ],
  ];
  return (
    <PanelFrame title={program.awardName}>
      {program.summary ? (
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{program.summary}</p>
      ) : null}
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([label, value]) =>
          value ? (
            <div key={label} className="rounded-xl bg-brand-50 p-4">
              <dt className="text-sm font-semibold text-slate-700">{label}</dt>
              <dd className="mt-1 text-lg font-bold text-brand-900">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <Requirements groups={program.requirements} />
      <p className="mt-8 flex flex-wrap items-center gap-4">
        <Link to="/contact" className={registerLinkClass}>
          {t('courses.residency.apply')}
        </Link>
        <span className="text-slate-700">{t('courses.residency.byInterview')}</span>
      </p>
    </PanelFrame>
  );
}
