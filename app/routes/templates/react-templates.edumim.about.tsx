import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { AboutBlock } from '~/components/templates/AboutBlock';
import { Brands } from '~/components/templates/Brands';
import { Counters } from '~/components/templates/Counters';
import { InstructorsGrid } from '~/components/templates/InstructorsGrid';
import { templateMeta } from '~/components/templates/meta';
import { PageBanner } from '~/components/templates/PageBanner';
import { TEMPLATE_PAGES } from '~/components/templates/pages';
import { TestimonialSlider } from '~/components/templates/TestimonialSlider';
import { contentFor } from '~/content/content.server';
import { templateAboutQuery } from '~/content/queries';
import { requireContent } from '~/content/require-content';
import type { RouteHandle } from '~/root';

export const handle: RouteHandle = { ownFrame: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  const about = await content.query(templateAboutQuery);
  return { ...about, landing: requireContent(about.landing, 'templateLanding') };
}

export const meta: MetaFunction = () => templateMeta('about');

export default function TemplateAbout() {
  const { landing, instructors, testimonials } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner heading={TEMPLATE_PAGES.about.heading} />
      <AboutBlock about={landing.about} skills />
      <Counters stats={landing.stats} />
      <InstructorsGrid heading={landing.instructorsHeading} instructors={instructors} />
      <TestimonialSlider heading={landing.testimonialsHeading} testimonials={testimonials} />
      <Brands brands={landing.brands} />
    </>
  );
}
