import type { MetaDescriptor } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';

import { imageAttributes } from '~/content/image-url';
import type { CoursesPageContent } from '~/content/queries';
import { useTranslation } from '~/i18n/translation';

import { ContentImg } from '../ContentImg';
import { ContentLink } from '../ContentLink';

type Promo = NonNullable<CoursesPageContent['promoPopup']>;

/** The box the popup shows its image in (CSS pixels). */
const IMAGE_BOX = { width: 512, height: 384 };

/**
 * A preload of the popup's image for the page's head. The popup opens after hydration, and its
 * image is then the largest thing painted: fetched only when the popup mounts, it came last
 * (Lighthouse's largest contentful paint on /courses). Preloaded, it arrives with the scripts.
 */
export function promoImagePreload(promo: Promo | null | undefined): MetaDescriptor[] {
  const image = promo?.image && imageAttributes(promo.image, IMAGE_BOX);
  if (!image) return [];
  return [
    {
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      href: image.src,
      ...(image.srcSet ? { imageSrcSet: image.srcSet, imageSizes: `${IMAGE_BOX.width}px` } : {}),
    },
  ];
}

/** Remembered for the browser session, so the popup does not come back on every visit. */
const dismissedKey = 'promoPopupDismissed';

function wasDismissed() {
  try {
    return window.sessionStorage.getItem(dismissedKey) === '1';
  } catch {
    return false; // storage blocked: show it, once per page load
  }
}

function rememberDismissed() {
  try {
    window.sessionStorage.setItem(dismissedKey, '1');
  } catch {
    // nothing to remember it in
  }
}

/**
 * The promotional popup: a modal `<dialog>` opened after hydration (so without JavaScript it never
 * appears and never blocks the page). Close, Escape and a click on the backdrop dismiss it, and
 * focus goes back where it was.
 */
export function PromoPopup({ promo }: { promo: Promo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!wasDismissed()) setOpen(true);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onClose = () => {
      rememberDismissed();
      setOpen(false);
      previous?.focus({ preventScroll: true });
    };
    // A click on the backdrop reaches the dialog itself; clicks inside reach its content.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('click', onClick);
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onClick);
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="promo-title"
      aria-describedby={promo.body ? 'promo-body' : undefined}
      className="m-auto w-[calc(100%-2rem)] max-w-lg overflow-hidden rounded-2xl p-0 shadow-2xl backdrop:bg-slate-950/70"
    >
      <div className="relative">
        {promo.image ? (
          <ContentImg
            image={promo.image}
            width={IMAGE_BOX.width}
            height={IMAGE_BOX.height}
            eager
            className="aspect-[4/3] h-auto w-full bg-brand-900 object-cover"
          />
        ) : null}
        <form method="dialog" className="absolute right-3 top-3">
          <button
            type="submit"
            className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 shadow hover:bg-brand-50"
          >
            {t('courses.promo.close')}
          </button>
        </form>
      </div>
      <div className="p-6">
        <h2 id="promo-title" className="text-2xl font-bold text-brand-900">
          {promo.heading}
        </h2>
        {promo.body ? (
          <p id="promo-body" className="mt-3 text-slate-700">
            {promo.body}
          </p>
        ) : null}
        <ContentLink
          href={promo.ctaHref}
          onClick={() => dialogRef.current?.close()}
          className="mt-6 inline-block rounded-md bg-accent-500 px-6 py-3 font-semibold text-slate-950 hover:bg-orange-400"
        >
          {promo.ctaLabel}
        </ContentLink>
      </div>
    </dialog>
  );
}
