import type { PageSection } from '~/content/queries';

import { CtaLinks } from '../CtaLinks';

/** The top banner: the page's h1 and the link to the academy's social media account. */
export function CoursesBanner({ section }: { section: PageSection }) {
  return (
    <section
      aria-labelledby="courses-title"
      className="bg-gradient-to-br from-brand-950 to-brand-900 text-white"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:py-14">
        <div>
          {section.eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-widest text-accent-500">
              {section.eyebrow}
            </p>
          ) : null}
          <h1
            id="courses-title"
            className="mt-2 text-3xl font-extrabold leading-tight sm:text-4xl lg:text-5xl"
          >
            {section.heading}
          </h1>
          {section.body ? (
            <p className="mt-4 max-w-2xl text-lg text-slate-200">{section.body}</p>
          ) : null}
        </div>
        <CtaLinks ctas={section.ctas} tone="dark" className="shrink-0" />
      </div>
    </section>
  );
}
