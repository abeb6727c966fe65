/**
 * Which strings of a preview's query results carry stega (invisible characters naming their
 * document and field, which the Studio's overlays turn into click-to-edit): only text that is
 * read on the page. Anything that is data to the site (ids, keys, slugs, URLs, e-mail addresses,
 * the values a form posts, course and session ids, places compared with the academy's city) stays
 * clean, so no link, comparison, form value or JSON-LD breaks in preview. See
 * docs/decisions/0029-preview-the-sanity-way.md.
 */
import type { StegaConfig } from '@sanity/client';

type FilterProps = Parameters<NonNullable<StegaConfig['filter']>>[0];

/** The result keys whose strings are prose shown as such (a portable text span is `text`). */
export const DISPLAY_TEXT_KEYS = new Set([
  'title',
  'heading',
  'subheading',
  'eyebrow',
  'subtitle',
  'summary',
  'description',
  'intro',
  'body',
  'text',
  'quote',
  'bio',
  'caption',
  'tagline',
]);

export function stegaFilter(props: FilterProps): boolean {
  const { resultPath, value } = props;
  const key = [...resultPath].reverse().find((segment) => typeof segment === 'string');
  if (typeof key !== 'string' || !DISPLAY_TEXT_KEYS.has(key)) return false;
  // One word is more likely a value than a sentence (a code, a label used as a value).
  if (!/\s/.test(value.trim())) return false;
  return props.filterDefault(props);
}

// The code points stega encodes with (as @vercel/stega, which @sanity/client uses); an encoded
// value is a run of at least four of them.
const STEGA_CODE_POINTS = [
  0x200b, 0x200c, 0x200d, 0x2062, 0x2063, 0x2060, 0xfeff, 0x2061, 0x1d173, 0x1d174, 0x1d175,
  0x1d176, 0x1d177, 0x1d178, 0x1d179, 0x1d17a,
];
const STEGA_RUN = new RegExp(
  `[${STEGA_CODE_POINTS.map((point) => `\\u{${point.toString(16)}}`).join('')}]{4,}`,
  'gu',
);

/**
 * `text` without stega: for strings used as data where one may have slipped through (JSON-LD).
 * Small and dependency-free, so it costs the pages of ordinary visitors nothing.
 */
export function stegaClean(text: string): string {
  return text.replace(STEGA_RUN, '');
}
