import type { Course, SiteSettings } from '~/content/queries';
import { coursesJsonLd, scriptJson } from '~/courses/json-ld';
import { useTranslation } from '~/i18n/translation';
import { useNonce } from '~/lib/csp';

/** The courses as schema.org data for search engines, in the page itself. */
export function CoursesJsonLd({
  courses,
  settings,
  today,
}: {
  courses: Course[];
  settings: SiteSettings;
  /** The academy's day the page was made on: the offers' prices are that day's. */
  today: string;
}) {
  // scriptJson escapes `<`, so the content cannot end the script element early.
  const { i18n } = useTranslation();
  const json = scriptJson(coursesJsonLd(courses, settings, today, i18n.language));
  // Data, not code, yet it carries the nonce like every inline script (the browser hides the
  // nonce, so the client renders '' and hydration finds '').
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
