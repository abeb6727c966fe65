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

/** `orderRank`: lists in the Studio and on the site are sorted by it, ascending. */
export const orderRankField = defineField({
  name: 'orderRank',
  title: 'Order',
  type: 'number',
  description: 'Position in lists on the site and in the Studio. Lower numbers come first.',
  validation: (rule) => rule.required().integer().min(0),
});

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
