import type { PageSection } from '~/content/queries';

import { ContentImg } from './ContentImg';
import { CtaLinks } from './CtaLinks';

/** The dark banner that opens a page, with its h1. */
export function PageHero({ section }: { section: PageSection }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-br from-brand-950 to-brand-900 text-white"
    >
      <div
        className={`mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:py-20 ${section.image ? 'lg:grid-cols-2' : ''}`}
      >
        <div>
          {section.eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-widest text-accent-500">
              {section.eyebrow}
            </p>
          ) : null}
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold leading-tight sm:text-5xl">
            {section.heading}
          </h1>
          {section.body ? (
            <p className="mt-6 max-w-3xl text-lg text-slate-200">{section.body}</p>
          ) : null}
          <CtaLinks ctas={section.ctas} className="mt-8" tone="dark" />
        </div>
        {section.image ? (
          <ContentImg
            image={section.image}
            width={560}
            eager
            sizes="(min-width: 1024px) 560px, 100vw"
            className="h-auto w-full max-w-xl justify-self-center rounded-2xl"
          />
        ) : null}
      </div>
    </section>
  );
}
