import { formatCents, formatDollars } from '~/i18n/format';

/** Sample prices: 0 -> "Free", 7500 -> "$7,500", 89.69 -> "$89.69", 49.5 -> "$49.50". */
export function formatSamplePrice(price: number): string {
  if (price === 0) return 'Free';
  return Number.isInteger(price)
    ? formatDollars(price, 'en')
    : formatCents(Math.round(price * 100), 'en');
}

/** A date of the content ("2023-09-12") as "Sep 12, 2023", the same on server and browser. */
export function formatSampleDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Paragraphs of a plain text separated by empty lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The header sticks once the page has scrolled more than 100 px (docs/product.md#template-pages). */
export const STICKY_THRESHOLD = 100;

export function isSticky(scrollY: number): boolean {
  return scrollY > STICKY_THRESHOLD;
}
