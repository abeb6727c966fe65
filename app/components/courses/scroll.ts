/** Browser-only helpers for moving the reader around the page. */

export const pathwaysHeadingId = 'pathways-title';
export const panelHeadingId = 'panel-title';

/** Smooth scrolling, unless the reader asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Scrolls `area` to the top of the view (below the sticky header) and focuses `focusId`. */
export function scrollToAndFocus(area: Element, focusId: string) {
  area.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  document.getElementById(focusId)?.focus({ preventScroll: true });
}
