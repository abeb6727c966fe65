import type { TemplateLanding } from '~/content/queries';

import { ContentImg } from '../ContentImg';
import { ContentLink } from '../ContentLink';
import { buttonClass, outlineButtonClass } from './SectionHeading';

/** The landing hero: the page's h1 with 'Learn From Today' (and 'Start Free Trial'). */
export function Hero({
  hero,
  variant = 'split',
}: {
  hero: TemplateLanding['hero'];
  /** The home pages differ in layout: image beside the text, or under it. */
  variant?: 'split' | 'centered';
}) {
  const centered = variant === 'centered';
  return (
    <section className="bg-gradient-to-br from-teal-50 via-white to-amber-50">
      <div
        className={`mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:py-24 ${centered ? 'text-center' : 'lg:grid-cols-2'}`}
      >
        <div className={centered ? 'mx-auto max-w-3xl' : undefined}>
          {hero.eyebrow ? (
            <p className="font-semibold uppercase tracking-widest text-teal-700">{hero.eyebrow}</p>
          ) : null}
          <h1 className="mt-3 text-4xl font-extrabold leading-tight text-slate-900 sm:text-5xl">
            {hero.heading}
          </h1>
          <p className="mt-5 text-lg text-slate-700">{hero.body}</p>
          <div className={`mt-8 flex flex-wrap gap-3 ${centered ? 'justify-center' : ''}`}>
            {hero.ctas.map((cta) => (
              <ContentLink
                key={cta._key}
                href={cta.href}
                className={cta.variant === 'primary' ? buttonClass : outlineButtonClass}
              >
                {cta.label}
              </ContentLink>
            ))}
          </div>
        </div>
        <ContentImg
          image={hero.img}
          width={560}
          eager
          sizes="(min-width: 1024px) 560px, 100vw"
          className={`h-auto w-full max-w-xl rounded-3xl ${centered ? 'mx-auto' : 'justify-self-center'}`}
        />
      </div>
    </section>
  );
}
