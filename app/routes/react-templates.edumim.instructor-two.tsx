import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { InstructorsGrid } from '~/components/templates/InstructorsGrid';
import { templateMeta } from '~/components/templates/meta';
import { PageBanner } from '~/components/templates/PageBanner';
import { TEMPLATE_PAGES } from '~/components/templates/pages';
import { PromoCards } from '~/components/templates/PromoCards';
import { contentFor } from '~/content/content.server';
import { templateInstructorsQuery, type TemplateInstructorsContent } from '~/content/queries';
import type { RouteHandle } from '~/root';

export const handle: RouteHandle = { ownFrame: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  return content.query<TemplateInstructorsContent>(templateInstructorsQuery);
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
