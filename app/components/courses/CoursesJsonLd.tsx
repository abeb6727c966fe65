import type { Course, SiteSettings } from '~/content/queries';
import { coursesJsonLd, scriptJson } from '~/courses/json-ld';

/** The courses as schema.org data for search engines, in the page itself. */
export function CoursesJsonLd({
  courses,
  settings,
}: {
  courses: Course[];
  settings: SiteSettings;
}) {
  // scriptJson escapes `<`, so the content cannot end the script element early.
  const json = scriptJson(coursesJsonLd(courses, settings));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
