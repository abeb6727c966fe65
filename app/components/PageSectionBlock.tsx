import type { PageSection } from '~/content/queries';

import { ContentImg } from './ContentImg';
import { CtaLinks } from './CtaLinks';

/** A content section: heading, text, a list of points, buttons and an optional image beside. */
export function PageSectionBlock({
  section,
  shaded = false,
  level = 2,
  children,
}: {
  section: PageSection;
  shaded?: boolean;
  /** 1 when the section opens a page that has no hero. */
  level?: 1 | 2;
  /** Extra content under the section's own (a grid, a form). */
  children?: React.ReactNode;
}) {
  const headingId = `section-${section.key}`;
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby={headingId} className={shaded ? 'bg-slate-50' : undefined}>
      <div
        className={`mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 ${section.image ? 'lg:grid-cols-2' : ''}`}
      >
        <div>
          {section.eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-widest text-accent-700">
              {section.eyebrow}
            </p>
          ) : null}
          <Heading
            id={headingId}
            className={`mt-2 font-bold text-brand-900 ${level === 1 ? 'text-4xl' : 'text-3xl'}`}
          >
            {section.heading}
          </Heading>
          {section.body ? (
            <p className="mt-4 max-w-3xl text-lg text-slate-700">{section.body}</p>
          ) : null}
          {section.items?.length ? (
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {section.items.map((item) => (
                <li
                  key={item}
                  className="rounded-xl border border-slate-200 bg-white p-5 font-medium text-slate-800 shadow-sm"
                >
                  <span aria-hidden="true" className="mr-2 font-bold text-accent-700">
                    ✓
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
          <CtaLinks ctas={section.ctas} className="mt-8" />
          {children}
        </div>
        {section.image ? (
          <ContentImg
            image={section.image}
            width={560}
            sizes="(min-width: 1024px) 560px, 100vw"
            className="h-auto w-full max-w-xl justify-self-center rounded-2xl"
          />
        ) : null}
      </div>
    </section>
  );
}
