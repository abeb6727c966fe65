import { Link } from '@remix-run/react';

import type { TemplateCourse, TemplateModule } from '~/content/queries';

import { countByCategory, COURSE_FILTERS } from './course-filter';
import { ModuleCard } from './CourseCard';
import { templatePath } from './pages';
import { buttonClass } from './SectionHeading';

/** The modules in a list beside a sidebar of course categories (with counts) and a contact box. */
export function CoursesSidebar({
  courses,
  modules,
}: {
  courses: TemplateCourse[];
  modules: TemplateModule[];
}) {
  const counts = countByCategory(courses);
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-4">
      <section aria-labelledby="modules-list-heading" className="lg:col-span-3">
        <h2 id="modules-list-heading" className="text-2xl font-bold text-slate-900">
          {modules.length} Modules
        </h2>
        <ul className="mt-6 grid gap-8 sm:grid-cols-2">
          {modules.map((module) => (
            <li key={module._id}>
              <ModuleCard module={module} />
            </li>
          ))}
        </ul>
      </section>
      <aside aria-label="Course categories" className="space-y-8">
        <div className="rounded-2xl border border-slate-200 p-6">
          <h2 className="text-lg font-semibold text-slate-900">Categories</h2>
          <ul className="mt-4 space-y-2">
            {COURSE_FILTERS.flatMap(({ value, label }) =>
              value === 0 ? [] : [{ value, label }],
            ).map(({ value, label }) => (
              <li key={value} className="flex justify-between text-slate-700">
                <Link to={templatePath('courses')} className="hover:underline">
                  {label}
                </Link>
                <span>({counts[value]})</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-teal-50 p-6">
          <h2 className="text-lg font-semibold text-slate-900">Need help choosing?</h2>
          <p className="mt-2 text-slate-700">
            Tell us what you want to learn and we will suggest a path.
          </p>
          <Link to={templatePath('contacts')} className={`${buttonClass} mt-4`}>
            Contact Us
          </Link>
        </div>
      </aside>
    </div>
  );
}
