import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, useLoaderData } from '@remix-run/react';

import { EventDetail } from '~/components/templates/EventDetail';
import { useTemplateFrame } from '~/components/templates/frame-context';
import { templateMeta } from '~/components/templates/meta';
import { PageBanner } from '~/components/templates/PageBanner';
import { TEMPLATE_PAGES } from '~/components/templates/pages';
import { TemplateMessage } from '~/components/templates/TemplateMessage';
import { contentFor } from '~/content/content.server';
import {
  templateEventBySlugQuery,
  type TemplateEventDetail,
  templateEventSingleQuery,
} from '~/content/queries';
import { requireContent } from '~/content/require-content';
import type { RouteHandle } from '~/root';

export const handle: RouteHandle = { ownFrame: true };

/**
 * /react-templates/edumim/event-single shows the event detail sample; with a slug
 * (/event-single/<slug>, where a listed event's 'Book A Seat' leads) it shows that event's title,
 * date, place, picture and countdown with the sample's details and guests. An unknown slug is the
 * template 404. `now` is the server's clock for the countdown's first render.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  const [sample, listed] = await Promise.all([
    content.query(templateEventSingleQuery),
    params.slug ? content.query(templateEventBySlugQuery, { slug: params.slug }) : null,
  ]);
  const detail = requireContent(sample, 'templateEventSingle');
  if (params.slug && !listed) return data({ event: null, now: Date.now() }, { status: 404 });
  const event: TemplateEventDetail = listed
    ? { ...detail, ...listed, details: detail.details, guests: detail.guests }
    : detail;
  return { event, now: Date.now() };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  templateMeta(data?.event ? 'event-single' : 'error', data?.event?.title);

export default function TemplateEventSingle() {
  const { event, now } = useLoaderData<typeof loader>();
  const frame = useTemplateFrame();
  if (!event) return <TemplateMessage message={frame.notFound} code="404" />;
  return (
    <>
      <PageBanner heading={TEMPLATE_PAGES['event-single'].heading} />
      <EventDetail event={event} serverNow={now} />
    </>
  );
}
