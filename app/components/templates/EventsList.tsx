import { Link, useSearchParams } from '@remix-run/react';
import { useId, useState } from 'react';

import type { TemplateEvent } from '~/content/queries';

import { EventCardList } from './EventCard';
import { EVENT_SORTS, type EventSort, sortEvents } from './events';
import { templatePath } from './pages';

const PAGES = [1, 2, 3, 4];

/**
 * The events list (docs/product.md#template-pages): the static label 'Showing 12 courses of 52', a sort dropdown,
 * nine cards and a static pagination 1 to 4 (every page shows the same sample cards).
 */
export function EventsList({ events }: { events: TemplateEvent[] }) {
  const [sort, setSort] = useState<EventSort>('default');
  const [searchParams] = useSearchParams();
  const current = Number(searchParams.get('page')) || 1;
  const selectId = useId();
  return (
    <section aria-label="Events" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-700">
          Showing <strong className="text-slate-900">12</strong> courses of{' '}
          <strong className="text-slate-900">52</strong>
        </p>
        <div className="flex items-center gap-3">
          <label htmlFor={selectId} className="font-medium text-slate-800">
            Sort by
          </label>
          <select
            id={selectId}
            value={sort}
            onChange={(event) => setSort(event.target.value as EventSort)}
            className="rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
          >
            {EVENT_SORTS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <EventCardList events={sortEvents(events.slice(0, 9), sort)} />
      <nav aria-label="Pagination" className="mt-12">
        <ul className="flex justify-center gap-2">
          {PAGES.map((page) => (
            <li key={page}>
              <Link
                to={page === 1 ? templatePath('event') : `${templatePath('event')}?page=${page}`}
                aria-current={page === current ? 'page' : undefined}
                preventScrollReset
                className="flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 font-semibold text-slate-800 hover:border-teal-700 aria-[current=page]:border-teal-700 aria-[current=page]:bg-teal-700 aria-[current=page]:text-white"
              >
                <span className="sr-only">Page </span>
                {page}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
