import type { TemplateEvent } from '~/content/queries';

export const EVENT_SORTS = [
  { value: 'default', label: 'Default' },
  { value: 'date', label: 'Date: soonest first' },
  { value: 'title', label: 'Title: A to Z' },
] as const;

export type EventSort = (typeof EVENT_SORTS)[number]['value'];

/** The events list's sort dropdown: the content's order, by start, or by title. */
export function sortEvents<T extends Pick<TemplateEvent, 'startsAt' | 'title'>>(
  events: T[],
  sort: EventSort,
): T[] {
  if (sort === 'date')
    return [...events].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  if (sort === 'title') return [...events].sort((a, b) => a.title.localeCompare(b.title, 'en'));
  return events;
}
