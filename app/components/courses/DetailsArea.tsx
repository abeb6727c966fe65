import { useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

import type { Course, PageSection, Program } from '~/content/queries';
import { isCourseId, type PanelId, programById } from '~/courses/panels';
import { useTranslation } from '~/i18n/translation';
import type { SeatsLeft } from '~/sessions/seat-key';

import { CoursePanel } from './CoursePanel';
import { ProgramPanel } from './ProgramPanel';
import { ResidencyPanel } from './ResidencyPanel';
import { panelHeadingId, scrollToAndFocus } from './scroll';

interface Props {
  section: PageSection | undefined;
  courses: Course[];
  programs: Program[];
  panel: PanelId | null;
  today: string;
  seatsLeft?: Record<string, SeatsLeft>;
}

/** The one detail panel chosen above, or the invitation to choose one. */
export function DetailsArea({ section, courses, programs, panel, today, seatsLeft }: Props) {
  const { t } = useTranslation();
  const areaRef = useRef<HTMLElement>(null);
  const shown = useRef(panel);

  // A newly chosen panel (not the one the page was loaded with) scrolls into view and takes focus.
  useEffect(() => {
    if (shown.current === panel) return;
    shown.current = panel;
    if (!panel) return;
    if (areaRef.current) scrollToAndFocus(areaRef.current, panelHeadingId);
  }, [panel]);

  // A chosen panel's texts come with the page's data (decision 0087): until they do, the area
  // says it is being updated, and dims.
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/courses';

  const content = panelContent(panel, courses, programs, today, seatsLeft);
  return (
    <section
      ref={areaRef}
      id="details"
      aria-labelledby="details-title"
      aria-busy={loading || undefined}
      className={`scroll-mt-28 bg-slate-50 transition-opacity${loading ? ' opacity-60' : ''}`}
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="details-title" className="text-3xl font-bold text-brand-900">
          {section?.heading}
        </h2>
        {content ?? (
          <p className="mt-6 rounded-xl border-2 border-dashed border-slate-300 bg-white p-6 text-lg text-slate-700">
            {section?.body ?? t('courses.details.empty')}
          </p>
        )}
      </div>
    </section>
  );
}

function panelContent(
  panel: PanelId | null,
  courses: Course[],
  programs: Program[],
  today: string,
  seatsLeft: Record<string, SeatsLeft> | undefined,
) {
  if (!panel) return null;
  if (isCourseId(panel)) {
    const course = courses.find((candidate) => candidate.courseId === panel);
    return course ? (
      <CoursePanel key={panel} course={course} today={today} seatsLeft={seatsLeft} />
    ) : null;
  }
  if (panel === 'residency') {
    const residency = programById(programs, 'residency');
    return residency ? <ResidencyPanel key={panel} program={residency} /> : null;
  }
  const program = programById(programs, panel);
  return program ? (
    <ProgramPanel key={panel} program={program} programId={panel} courses={courses} />
  ) : null;
}
