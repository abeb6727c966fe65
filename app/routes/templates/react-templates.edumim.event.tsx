import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { EventsList } from '~/components/templates/EventsList';
import { templateMeta } from '~/components/templates/meta';
import { PageBanner } from '~/components/templates/PageBanner';
import { TEMPLATE_PAGES } from '~/components/templates/pages';
import { contentFor } from '~/content/content.server';
import { templateEventsQuery } from '~/content/queries';
import type { RouteHandle } from '~/root';

export const handle: RouteHandle = { ownFrame: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  return content.query(templateEventsQuery);
}

export const meta: MetaFunction = () => templateMeta('event');

export default function TemplateEvents() {
  const { events } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner heading={TEMPLATE_PAGES.event.heading} />
      <EventsList events={events} />
    </>
  );
}
