import { useState } from 'react';

import type { ContentImage } from '~/content/queries';
import { useTranslation } from '~/i18n/translation';

import { ContentImg } from '../ContentImg';
import { pairsOf, wrapIndex } from './carousel';

/** Class photos two at a time; previous and next wrap around, one dot per pair, a counter. */
export function CoursesCarousel({ images }: { images: ContentImage[] }) {
  const { t } = useTranslation();
  const pairs = pairsOf(images);
  const [current, setCurrent] = useState(0);
  const total = pairs.length;
  const move = (step: number) => setCurrent((index) => wrapIndex(index, step, total));

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('courses.carousel.label')}
      className="mx-auto max-w-7xl px-4 pt-10 sm:px-6"
    >
      <div className="space-y-4">
        {pairs.map((pair, index) => (
          <div
            key={pair.map((image) => image.url).join(' ')}
            data-carousel-slide=""
            role="group"
            aria-roledescription="slide"
            aria-label={t('courses.carousel.slide', { current: index + 1, total })}
            className={`${index === current ? 'grid' : 'hidden'} grid-cols-2 gap-2 sm:gap-4`}
          >
            {pair.map((image) => (
              <figure key={image.url} className="min-w-0">
                <ContentImg
                  image={image}
                  width={600}
                  height={400}
                  eager={index === 0}
                  sizes="(min-width: 1280px) 600px, 50vw"
                  className="aspect-[3/2] h-auto w-full rounded-xl bg-slate-100 object-cover"
                />
                {image.caption ? (
                  <figcaption className="mt-2 text-xs text-slate-600 sm:text-sm">
                    {image.caption}
                  </figcaption>
                ) : null}
              </figure>
            ))}
          </div>
        ))}
      </div>
      {total > 1 ? (
        <div
          data-carousel-controls=""
          className="mt-4 flex flex-wrap items-center justify-center gap-x-4 gap-y-2"
        >
          <ArrowButton label={t('courses.carousel.previous')} onClick={() => move(-1)} flip />
          <div role="group" aria-label={t('courses.carousel.choose')} className="flex">
            {pairs.map((pair, index) => (
              <button
                key={pair.map((image) => image.url).join(' ')}
                type="button"
                aria-label={t('courses.carousel.goTo', { number: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setCurrent(index)}
                className="group grid h-8 w-8 place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-3 w-3 rounded-full border-2 border-brand-900 ${index === current ? 'bg-brand-900' : 'bg-white group-hover:bg-brand-100'}`}
                />
              </button>
            ))}
          </div>
          <ArrowButton label={t('courses.carousel.next')} onClick={() => move(1)} />
          <p
            aria-live="polite"
            aria-atomic="true"
            className="min-w-16 text-center text-sm font-semibold tabular-nums text-slate-700"
          >
            <span aria-hidden="true">
              {current + 1} / {total}
            </span>
            <span className="sr-only">
              {t('courses.carousel.slide', { current: current + 1, total })}
            </span>
          </p>
        </div>
      ) : null}
    </section>
  );
}

function ArrowButton({
  label,
  onClick,
  flip = false,
}: {
  label: string;
  onClick: () => void;
  flip?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid h-11 w-11 place-items-center rounded-full border-2 border-brand-900 text-brand-900 hover:bg-brand-50"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className={`h-5 w-5 ${flip ? 'rotate-180' : ''}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M7 4l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
