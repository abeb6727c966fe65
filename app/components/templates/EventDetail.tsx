import type { TemplateEventDetail } from '~/content/queries';

import { ContentImg } from '../ContentImg';
import { ContentLink } from '../ContentLink';
import { Countdown } from './Countdown';
import { paragraphs } from './format';
import { Icon } from './Icons';
import { buttonClass } from './SectionHeading';
import { SocialLinks } from './SocialLinks';

/** An event in detail: picture, countdown, details, special guests, and a 'Book A Seat' box. */
export function EventDetail({
  event,
  serverNow,
}: {
  event: TemplateEventDetail;
  serverNow: number;
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-3">
      <article className="lg:col-span-2" aria-labelledby="event-title">
        <ContentImg
          image={event.img}
          width={800}
          eager
          sizes="(min-width: 1024px) 800px, 100vw"
          className="h-auto w-full rounded-2xl"
        />
        <h2 id="event-title" className="mt-8 text-3xl font-bold text-slate-900">
          {event.title}
        </h2>
        <div className="mt-6 rounded-2xl bg-teal-50 p-4">
          <Countdown target={event.startsAt} serverNow={serverNow} />
        </div>
        <h3 className="mt-10 text-2xl font-semibold text-slate-900">Event Details</h3>
        {paragraphs(event.details).map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
        {event.highlights?.length ? (
          <ul className="mt-6 space-y-3">
            {event.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3 text-slate-800">
                <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" />
                {highlight}
              </li>
            ))}
          </ul>
        ) : null}
        <h3 className="mt-10 text-2xl font-semibold text-slate-900">Special Guests</h3>
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {event.guests.map((guest) => (
            <li key={guest._id} className="rounded-2xl border border-slate-200 p-4 text-center">
              <ContentImg
                image={guest.img}
                width={160}
                height={160}
                className="mx-auto h-28 w-28 rounded-full object-cover"
              />
              <p className="mt-3 font-semibold text-slate-900">{guest.name}</p>
              <p className="text-sm text-slate-700">{guest.title}</p>
              <SocialLinks person={guest} className="mt-3 justify-center" />
            </li>
          ))}
        </ul>
      </article>
      <aside
        aria-label="Booking"
        className="h-fit rounded-2xl border border-slate-200 p-6 shadow-sm"
      >
        <dl className="space-y-5">
          <div>
            <dt className="flex items-center gap-2 font-semibold text-slate-900">
              <Icon name="calendar" className="h-5 w-5 text-teal-700" />
              Date and time
            </dt>
            <dd className="mt-1 text-slate-700">
              <time dateTime={event.startsAt}>{event.dateText}</time>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 font-semibold text-slate-900">
              <Icon name="pin" className="h-5 w-5 text-teal-700" />
              Location
            </dt>
            <dd className="mt-1 text-slate-700">{event.location}</dd>
          </div>
        </dl>
        <ContentLink href={event.cta.href} className={`${buttonClass} mt-6 w-full`}>
          {event.cta.label}
        </ContentLink>
      </aside>
    </div>
  );
}
