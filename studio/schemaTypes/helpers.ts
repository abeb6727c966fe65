import { orderRankField } from '@sanity/orderable-document-list';
import { defineField } from 'sanity';

/** The `alt` text field every image in this Studio carries (required). */
export const altField = defineField({
  name: 'alt',
  title: 'Alternative text',
  type: 'string',
  description:
    'Describe the image for visitors using screen readers and for search engines (e.g. "Dentist placing an implant on a training model"). Required.',
  validation: (rule) => rule.required().min(3).max(200),
});

/**
 * `orderRank`: the position in lists on the site and in the Studio, ascending. A LexoRank string
 * that staff set by dragging documents in the desk's lists (@sanity/orderable-document-list, see
 * structure.ts); hidden in the form. A new document goes to the end of its list.
 */
export const orderRank = (type: string) =>
  orderRankField({ type, title: 'Order', newItemPosition: 'after' });

/** Links the site renders: a path on this site, a full URL, or a mailto:/tel: link. */
export const hrefPattern = /^(\/[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9]+)$/;

/** Formats whole US dollars the way the site shows them: 2850 -> "$2,850". */
export function formatUsd(amount: unknown): string {
  return typeof amount === 'number' ? `$${amount.toLocaleString('en-US')}` : '';
}

/** Joins the non-empty parts with a separator (for preview subtitles). */
export function joinParts(parts: unknown[], separator = ' · '): string {
  return parts.filter((part) => typeof part === 'string' && part.length > 0).join(separator);
}
