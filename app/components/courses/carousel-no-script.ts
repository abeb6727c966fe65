/**
 * The courses carousel (CoursesCarousel.tsx) without JavaScript, whose buttons cannot work: every
 * pair shows instead, and no controls. A
 * `<style>` is valid only in the head, so root.tsx puts this in its `<noscript>`. (Not the
 * `hidden` attribute for the other pairs: Tailwind's layered `!important` rule for it would win.)
 */
export const CAROUSEL_NO_SCRIPT_STYLE =
  '<style>[data-carousel-slide]{display:grid!important}[data-carousel-controls]{display:none!important}</style>';
