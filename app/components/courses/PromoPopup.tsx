import { type MetaDescriptor, useLocation } from '@remix-run/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

import { imageAttributes } from '~/content/image-url';
import type { CoursesPageContent } from '~/content/queries';
import { useTranslation } from '~/i18n/translation';
import { useNonce } from '~/lib/csp';
import { isSitePath, safeHref } from '~/lib/safe-href';

import { ContentImg } from '../ContentImg';
import { ContentLink } from '../ContentLink';
import { pathwaysHeadingId, scrollToAndFocus } from './scroll';

type Promo = NonNullable<CoursesPageContent['promoPopup']>;

/** The box the popup shows its image in (CSS pixels). */
const IMAGE_BOX = { width: 512, height: 384 };

/**
 * A preload of the popup's image for the page's head. The image is the largest thing /courses
 * paints (Lighthouse's largest contentful paint), and the dialog comes last in the HTML: from the
 * head it is fetched with the styles, so it is there for the first paint.
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
 * Runs right after the server's dialog is parsed, before the first paint and long before
 * hydration: a visitor who dismissed the popup earlier in the session never sees it flash. It
 * also remembers a dismissal made before hydration (Close, or the link, which is then a plain
 * link that loads the page again). Inline, so it carries the page's nonce, or, from the page
 * cache, the policy names it by hash (CSP, decision 0086).
 */
export const promoPopupScript =
  `(function(){var d=document.currentScript.previousElementSibling.previousElementSibling,k=${JSON.stringify(dismissedKey)};` +
  'function r(){try{sessionStorage.setItem(k,"1")}catch(e){}}' +
  'try{if(sessionStorage.getItem(k)==="1"){d.removeAttribute("open");return}}catch(e){}' +
  'd.addEventListener("close",r);' +
  'd.addEventListener("click",function(e){if(e.target.closest&&e.target.closest("a"))r()})})()';

const ctaClass =
  'mt-6 inline-block rounded-md bg-accent-500 px-6 py-3 font-semibold text-slate-950 hover:bg-orange-400';

/** The page's main content (root.tsx's `<main id="main" tabIndex={-1}>`). */
const mainContent = () => document.getElementById('main');

/** A layout effect in the browser (before the paint); the server runs neither. */
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The promotional popup, a `<dialog>` the server renders already open (non-modal), so its image
 * (the page's largest contentful paint) is painted with the page instead of after hydration.
 * Fixed and centred, it has the box it keeps when hydration makes it modal (`showModal()`:
 * backdrop, focus inside, Escape), so nothing moves. Close (a `method="dialog"` form, which works
 * without JavaScript), Escape, a click on the backdrop and its link dismiss it, and focus goes
 * back where it was. See docs/decisions/0035-promo-popup-server-rendered.md.
 */
export function PromoPopup({ promo }: { promo: Promo }) {
  const { t } = useTranslation();
  const nonce = useNonce();
  // Open at first, as the server rendered it, so hydration matches; the effect below decides.
  const [open, setOpen] = useState(true);
  // Until it is modal, the page is dimmed by a backdrop of the server's; then by ::backdrop.
  const [modal, setModal] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Where focus was before the popup became modal (kept across StrictMode's second effect run).
  const returnFocus = useRef<HTMLElement | null>(null);
  // Set when its button is pressed on the page it links to: closing then goes to the courses.
  const toCourses = useRef(false);
  const { pathname } = useLocation();
  const ctaHref = safeHref(promo.ctaHref);
  // The button links to /courses, the page the popup covers: there it shows the courses instead.
  const ctaHere =
    !!ctaHref && isSitePath(ctaHref) && new URL(ctaHref, 'http://x').pathname === pathname;

  useBrowserLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    // Closed before hydration (by the script above, or by the visitor), or dismissed before a
    // client-side navigation here (no script ran): it stays closed.
    if (!dialog.open || wasDismissed()) {
      rememberDismissed();
      setOpen(false);
      return;
    }
    const onClose = () => {
      rememberDismissed();
      setOpen(false);
      const pathways = toCourses.current && document.getElementById('pathways');
      if (pathways) return scrollToAndFocus(pathways, pathwaysHeadingId);
      // Nothing had focus when it opened (a page load): the start of the main content, so the
      // next Tab goes there and not to what follows the dialog at the end of the page.
      const back = returnFocus.current;
      const target = back && back !== document.body && back.isConnected ? back : mainContent();
      target?.focus({ preventScroll: true });
    };
    // A click on the backdrop reaches the dialog itself; clicks inside reach its content.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('click', onClick);
    // Non-modal to modal: showModal() needs it closed, and close() would queue a `close` event
    // (a dismissal); taking the attribute away fires none. Same task, so no paint in between.
    if (!dialog.matches(':modal')) {
      const active = document.activeElement;
      returnFocus.current = active instanceof HTMLElement ? active : null;
      dialog.removeAttribute('open');
      dialog.showModal();
    }
    setModal(true);
    return () => {
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onClick);
    };
  }, [open]);

  if (!open) return null;
  return (
    <>
      <dialog
        ref={dialogRef}
        open
        // The script may have closed it before hydration; the effect then takes over.
        suppressHydrationWarning
        aria-labelledby="promo-title"
        aria-describedby={promo.body ? 'promo-body' : undefined}
        // The same box open (fixed, above the header) and modal (top layer): fixed, centred.
        className="fixed inset-0 z-50 m-auto h-fit max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-auto rounded-2xl p-0 shadow-2xl backdrop:bg-slate-950/70"
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
          {/* The dialog's name: a screen reader says it on opening, so it is not read again. */}
          <h2 id="promo-title" aria-hidden="true" className="text-2xl font-bold text-brand-900">
            {promo.heading}
          </h2>
          {promo.body ? (
            <p id="promo-body" className="mt-3 text-slate-700">
              {promo.body}
            </p>
          ) : null}
          {ctaHere ? (
            // Without JavaScript a jump to the courses; with it, close and scroll there.
            <a
              href="#pathways"
              onClick={(event) => {
                event.preventDefault();
                toCourses.current = true;
                dialogRef.current?.close();
              }}
              className={ctaClass}
            >
              {promo.ctaLabel}
            </a>
          ) : (
            <ContentLink
              href={promo.ctaHref}
              onClick={() => dialogRef.current?.close()}
              className={ctaClass}
            >
              {promo.ctaLabel}
            </ContentLink>
          )}
        </div>
      </dialog>
      {/* The look of the modal's backdrop from the first paint, so hydration changes nothing on
          screen; purely visual (clicks go through), hidden by CSS once the dialog is closed
          (app/tailwind.css), and gone once the dialog is modal. */}
      {modal ? null : (
        <div
          aria-hidden="true"
          className="promo-backdrop pointer-events-none fixed inset-0 z-[45] bg-slate-950/70"
        />
      )}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: promoPopupScript }}
      />
    </>
  );
}
