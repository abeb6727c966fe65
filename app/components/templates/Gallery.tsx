import { useEffect, useState } from 'react';

import type { TemplateHeading, TemplateImage } from '~/content/queries';

import { ContentImg } from '../ContentImg';
import { GALLERY_INTERVAL_MS, galleryWindow, nextGalleryIndex } from './gallery';
import { useIsMobile } from './hooks';
import { SectionHeading, TemplateSection } from './SectionHeading';

/**
 * The photo gallery (docs/product.md#template-pages): a strip of thumbnails that moves on by two every five seconds
 * and wraps to the first; two thumbnails on a window 768 px wide or less (the mobile flag, updated
 * on resize), six on wider ones. Choosing a thumbnail shows it large. A pause button stops the
 * movement (WCAG 2.2.2).
 */
export function Gallery({
  heading,
  images,
}: {
  heading: TemplateHeading;
  images: TemplateImage[];
}) {
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(true);
  const mobile = useIsMobile();

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setInterval(
      () => setIndex((current) => nextGalleryIndex(current, count)),
      GALLERY_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [playing, count]);

  const large = images[selected];
  if (!large) return null;
  const shown = galleryWindow(index, count, mobile ? 2 : 6);

  return (
    <TemplateSection id="gallery-heading" shaded>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="gallery-heading" heading={heading} />
        <button
          type="button"
          onClick={() => setPlaying((value) => !value)}
          className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:border-teal-700"
        >
          {playing ? 'Pause slideshow' : 'Play slideshow'}
        </button>
      </div>
      <div className="mt-10" data-gallery data-mobile={mobile ? 'true' : 'false'}>
        <figure>
          <ContentImg
            image={large}
            width={720}
            sizes="(min-width: 768px) 720px, 100vw"
            className="mx-auto h-auto w-full max-w-md rounded-2xl"
          />
          <figcaption className="mt-3 text-center text-slate-700" aria-live="polite">
            {large.alt}
          </figcaption>
        </figure>
        <ul
          aria-label="Photos"
          className={`mt-6 grid gap-3 ${mobile ? 'grid-cols-2' : 'grid-cols-6'}`}
        >
          {shown.map((position) => {
            const image = images[position];
            if (!image) return null;
            return (
              <li key={image._key ?? position}>
                <button
                  type="button"
                  aria-pressed={position === selected}
                  onClick={() => setSelected(position)}
                  className="block w-full overflow-hidden rounded-xl border-4 border-transparent aria-pressed:border-teal-700"
                >
                  <ContentImg image={image} width={160} className="h-auto w-full" />
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </TemplateSection>
  );
}
