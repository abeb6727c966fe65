import { Link } from '@remix-run/react';

import type { TemplateEvent, TemplateHeading } from '~/content/queries';

import { ContentImg } from '../ContentImg';
import { Icon } from './Icons';
import { templatePath } from './pages';
import { SectionHeading, TemplateSection } from './SectionHeading';

/** Where an event's 'Book A Seat' leads: the event-single page with the event's slug. */
export function eventPath(event: Pick<TemplateEvent, 'slug'>): string {
  return `${templatePath('event-single')}/${encodeURIComponent(event.slug)}`;
}

/** An event card: image, date and time, title, location, 'Book A Seat'. */
export function EventCard({ event }: { event: TemplateEvent }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ContentImg
        image={event.img}
        width={400}
        sizes="(min-width: 1024px) 400px, 100vw"
        className="h-auto w-full"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center gap-2 text-sm font-medium text-teal-800">
          <Icon name="calendar" className="h-4 w-4" />
          <time dateTime={event.startsAt}>{event.dateText}</time>
        </p>
        <h3 className="mt-3 flex-1 text-lg font-semibold text-slate-900">{event.title}</h3>
        <p className="mt-3 flex items-center gap-2 text-slate-700">
          <Icon name="pin" className="h-4 w-4" />
          {event.location}
        </p>
        <Link
          to={eventPath(event)}
          className="mt-5 inline-block w-fit rounded-md border-2 border-teal-700 px-4 py-2 font-semibold text-teal-800 hover:bg-teal-50"
        >
          Book A Seat<span className="sr-only"> for {event.title}</span>
        </Link>
      </div>
    </article>
  );
}

/** The upcoming-events grid: three columns on wide screens. */
export function EventsGrid({
  heading,
  events,
}: {
  heading: TemplateHeading;
  events: TemplateEvent[];
}) {
  return (
    <TemplateSection id="events-heading">
      <SectionHeading id="events-heading" heading={heading} centered />
      <EventCardList events={events} />
    </TemplateSection>
  );
}

export function EventCardList({ events }: { events: TemplateEvent[] }) {
  return (
    <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-events-grid>
      {events.map((event) => (
        <li key={event._id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
