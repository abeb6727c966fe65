import { lazy, Suspense } from 'react';

import { useHydrated } from './use-hydrated';

// A chunk of its own, fetched only in a preview opened from the Studio: the pages of ordinary
// visitors neither load nor reference more JavaScript for it (root renders this only then).
const VisualEditing = lazy(() =>
  import('@sanity/visual-editing/remix').then((module) => ({ default: module.VisualEditing })),
);

/**
 * The Presentation tool's overlays (click a text to edit it in the Studio) and its link to the
 * frame: follows the Studio's navigation, and reloads the page's data when a draft changes.
 * Rendered after hydration only: the server has nothing to draw for it.
 */
export function PreviewVisualEditing() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <VisualEditing />
    </Suspense>
  );
}
