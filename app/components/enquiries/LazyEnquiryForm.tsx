import { type ComponentProps, lazy, Suspense } from 'react';

import type * as EnquiryFormExports from './EnquiryForm';

type EnquiryFormModule = typeof EnquiryFormExports;

const load = () => import('./EnquiryForm');

// The server renders the form in full (it works without JavaScript): its module is loaded as
// the server starts, and handed to React.lazy as a thenable that resolves at once, so the first
// render does not suspend.
let loaded: EnquiryFormModule | undefined;
if (import.meta.env.SSR) {
  void load().then((module) => (loaded = module));
}

/**
 * In the browser the form's code (conform, zod: about a quarter of the site's JavaScript) is
 * not part of the first load (decision 0032): it is fetched once the page is idle, or as soon as
 * someone focuses the form. Until then the server's HTML stays as it is (React hydrates it
 * later), a plain form that posts to /enquiry.
 */
function whenWanted(): Promise<void> {
  return new Promise((resolve) => {
    const go = () => resolve();
    document.addEventListener('focusin', go, { once: true });
    const idle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(go, { timeout: 3000 })
        : setTimeout(go, 1);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

const EnquiryFormLater = lazy(() => {
  if (loaded) {
    const module = loaded;
    // A thenable that resolves synchronously: React.lazy renders it without suspending.
    return {
      then: (resolve: (value: { default: EnquiryFormModule['EnquiryForm'] }) => void) =>
        resolve({ default: module.EnquiryForm }),
    } as unknown as Promise<{ default: EnquiryFormModule['EnquiryForm'] }>;
  }
  return whenWanted()
    .then(load)
    .then((module) => ({ default: module.EnquiryForm }));
});

/** The footer's enquiry form, its code loaded after the page's (see whenWanted). */
export function LazyEnquiryForm(props: ComponentProps<EnquiryFormModule['EnquiryForm']>) {
  return (
    <Suspense fallback={null}>
      <EnquiryFormLater {...props} />
    </Suspense>
  );
}
