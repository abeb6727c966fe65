import { Link } from '@remix-run/react';

import type { Course, PageSection, Program } from '~/content/queries';
import { panelHref, type PanelId, pathwayCourses, programById } from '~/courses/panels';
import { useTranslation } from '~/i18n/translation';

import { pathwaysHeadingId } from './scroll';

interface Props {
  section: PageSection | undefined;
  columns: Record<'fellowship' | 'mastership' | 'residency', PageSection | undefined>;
  courses: Course[];
  programs: Program[];
  panel: PanelId | null;
}

/** Educational Pathways: three columns of links, each opening its detail panel below. */
export function Pathways({ section, columns, courses, programs, panel }: Props) {
  const { t } = useTranslation();
  const lists = pathwayCourses(courses, programs);
  const fellowship = programById(programs, 'fellowship');
  const mastership = programById(programs, 'mastership');
  const residency = programById(programs, 'residency');

  const courseItem = (course: Course): ItemProps => ({
    id: course.courseId,
    title: `${course.shortName}: ${course.title}`,
    detail: [
      t(`courses.pathways.${course.format}`),
      course.ceHours ? t('courses.ceHours', { count: course.ceHours }) : null,
    ]
      .filter(Boolean)
      .join(' · '),
  });
  const requirementsItem = (program: Program | undefined): ItemProps[] =>
    program
      ? [
          {
            id: program.programId,
            title: t('courses.pathways.requirements', { award: program.awardName }),
          },
        ]
      : [];

  return (
    <section
      id="pathways"
      aria-labelledby={pathwaysHeadingId}
      className="mx-auto max-w-7xl scroll-mt-28 px-4 py-14 sm:px-6"
    >
      <h2
        id={pathwaysHeadingId}
        tabIndex={-1}
        className="text-3xl font-bold text-brand-900 focus:outline-none"
      >
        {section?.heading}
      </h2>
      {section?.body ? (
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{section.body}</p>
      ) : null}
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        <Column
          section={columns.fellowship}
          items={[...requirementsItem(fellowship), ...lists.fellowship.map(courseItem)]}
          panel={panel}
        />
        <Column
          section={columns.mastership}
          badge={mastership?.prerequisite ?? columns.mastership?.eyebrow}
          items={[...requirementsItem(mastership), ...lists.mastership.map(courseItem)]}
          panel={panel}
        />
        <Column
          section={columns.residency}
          facts={residency ? [residency.duration, residency.location] : []}
          items={
            residency
              ? [
                  {
                    id: residency.programId,
                    title: residency.awardName,
                    detail: residency.ceHours
                      ? t('courses.residency.ceValue', { count: residency.ceHours })
                      : undefined,
                  },
                ]
              : []
          }
          panel={panel}
        />
      </div>
    </section>
  );
}

interface ItemProps {
  id: PanelId;
  title: string;
  detail?: string;
}

function Column({
  section,
  badge,
  facts,
  items,
  panel,
}: {
  section: PageSection | undefined;
  badge?: string | null;
  facts?: Array<string | null>;
  items: ItemProps[];
  panel: PanelId | null;
}) {
  if (!section) return null;
  const headingId = `pathway-${section.key}`;
  const shownFacts = facts?.filter(Boolean) ?? [];
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <h3 id={headingId} className="text-xl font-bold text-brand-900">
        {section.heading}
      </h3>
      {badge ? (
        <p className="mt-2 self-start rounded-full bg-accent-500 px-3 py-1 text-sm font-bold text-slate-950">
          {badge}
        </p>
      ) : null}
      {shownFacts.length ? (
        <p className="mt-2 font-medium text-slate-700">{shownFacts.join(', ')}</p>
      ) : section.body ? (
        <p className="mt-2 text-slate-700">{section.body}</p>
      ) : null}
      <ul className="mt-4 space-y-2">
        {items.map((item) => (
          <li key={item.id + item.title}>
            <Link
              to={panelHref(item.id)}
              preventScrollReset
              aria-current={panel === item.id ? 'true' : undefined}
              className={`block rounded-lg border-2 px-4 py-3 transition-colors ${
                panel === item.id
                  ? 'border-brand-900 bg-brand-900 text-white'
                  : 'border-slate-200 bg-white text-slate-900 hover:border-brand-700'
              }`}
            >
              <span className="block font-semibold">{item.title}</span>
              {item.detail ? (
                <span
                  className={`block text-sm ${panel === item.id ? 'text-brand-100' : 'text-slate-600'}`}
                >
                  {item.detail}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
