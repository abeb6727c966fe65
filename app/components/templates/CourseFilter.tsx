import { useState } from 'react';

import type { TemplateCourse, TemplateHeading } from '~/content/queries';

import { COURSE_FILTERS, type CourseFilterValue, filterCourses } from './course-filter';
import { CourseCard } from './CourseCard';
import { SectionHeading, TemplateSection } from './SectionHeading';

/**
 * The course filter grid (docs/product.md#template-pages): See All, Marketing, Design, Finance. A course shows when its
 * id contains the chosen category; none shows 'Not Found Any Data'. Without JavaScript every
 * course shows (See All).
 */
export function CourseFilter({
  heading,
  courses,
}: {
  heading: TemplateHeading;
  courses: TemplateCourse[];
}) {
  const [filter, setFilter] = useState<CourseFilterValue>(0);
  const shown = filterCourses(courses, filter);
  return (
    <TemplateSection id="courses-heading" shaded>
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id="courses-heading" heading={heading} />
        <div role="group" aria-label="Filter courses by category" className="flex flex-wrap gap-2">
          {COURSE_FILTERS.map(({ value, label }) => (
            <button
              key={label}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 aria-pressed:border-teal-700 aria-pressed:bg-teal-700 aria-pressed:text-white"
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <div aria-live="polite" className="mt-10">
        {shown.length ? (
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" aria-label="Courses">
            {shown.map((course) => (
              <li key={course._id}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-lg font-semibold text-slate-700">
            Not Found Any Data
          </p>
        )}
      </div>
    </TemplateSection>
  );
}
