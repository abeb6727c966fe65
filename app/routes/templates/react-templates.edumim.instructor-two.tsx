import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { InstructorsGrid } from '~/components/templates/InstructorsGrid';
import { templateMeta } from '~/components/templates/meta';
import { PageBanner } from '~/components/templates/PageBanner';
import { TEMPLATE_PAGES } from '~/components/templates/pages';
import { PromoCards } from '~/components/templates/PromoCards';
import { contentFor } from '~/content/content.server';
import { templateInstructorsQuery } from '~/content/queries';
import { requireContent } from '~/content/require-content';
import type { RouteHandle } from '~/root';

export const handle: RouteHandle = { ownFrame: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  const people = await content.query(templateInstructorsQuery);
  return {
    ...people,
    heading: requireContent(people.heading, 'templateLanding'),
    promoCards: people.promoCards ?? [],
  };
}

export const meta: MetaFunction = () => templateMeta('instructor-two');

export default function TemplateInstructorTwo() {
  const { heading, instructors, promoCards } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner heading={TEMPLATE_PAGES['instructor-two'].heading} />
      <PromoCards cards={promoCards} />
      <InstructorsGrid heading={heading} instructors={instructors} />
    </>
  );
}
