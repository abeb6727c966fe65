import { useTranslation } from 'react-i18next';

import type { ActiveCourses } from '~/accounts/account';
import { courseDisplayName } from '~/payments/course-names';

/** My Courses: the granted courses by display name; the completed list is always empty (SPEC). */
export function CoursesPanel({
  activeCourses,
  courseNames,
}: {
  activeCourses: ActiveCourses;
  courseNames: Record<string, string>;
}) {
  const { t } = useTranslation();
  // In the order staff gave the courses (Module 1, Module 2, Clinical 1, ...); unknown ids last.
  const order = Object.keys(courseNames);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  const ids = Object.keys(activeCourses)
    .filter((id) => activeCourses[id])
    .sort((a, b) => rank(a) - rank(b));
  return (
    <div className="grid gap-8">
      <section aria-labelledby="active-courses">
        <h3 id="active-courses" className="text-lg font-bold text-slate-900">
          {t('account.courses.active')}
        </h3>
        {ids.length ? (
          <ul className="mt-3 grid gap-2">
            {ids.map((id) => (
              <li key={id} className="rounded-md border border-slate-200 bg-white p-3 font-medium">
                {courseDisplayName(id, courseNames)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">{t('account.courses.noActive')}</p>
        )}
      </section>
      <section aria-labelledby="completed-courses">
        <h3 id="completed-courses" className="text-lg font-bold text-slate-900">
          {t('account.courses.completed')}
        </h3>
        <p className="mt-3 text-slate-700">{t('account.courses.noCompleted')}</p>
      </section>
    </div>
  );
}
