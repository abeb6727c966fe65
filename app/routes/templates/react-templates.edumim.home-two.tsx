import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { AboutBlock } from '~/components/templates/AboutBlock';
import { BlogCards } from '~/components/templates/BlogCards';
import { Counters } from '~/components/templates/Counters';
import { EventsGrid } from '~/components/templates/EventCard';
import { Hero } from '~/components/templates/Hero';
import { templateMeta } from '~/components/templates/meta';
import { ModulesGrid } from '~/components/templates/ModulesGrid';
import { Pricing } from '~/components/templates/Pricing';
import { TestimonialSlider } from '~/components/templates/TestimonialSlider';
import { contentFor } from '~/content/content.server';
import { templateHomeQuery } from '~/content/queries';
import type { RouteHandle } from '~/root';
import { homePageData } from '~/templates/home-data';

export const handle: RouteHandle = { ownFrame: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  return homePageData(await content.query(templateHomeQuery));
}

export const meta: MetaFunction = () => templateMeta('home-two');

export default function TemplateHomeTwo() {
  const { landing, modules, events, testimonials, posts } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero hero={landing.hero} variant="centered" />
      <AboutBlock about={landing.about} skills />
      <ModulesGrid heading={landing.modulesHeading} modules={modules} />
      <Counters stats={landing.stats} />
      <Pricing pricing={landing.pricing} />
      <EventsGrid heading={landing.eventsHeading} events={events} />
      <TestimonialSlider heading={landing.testimonialsHeading} testimonials={testimonials} />
      <BlogCards heading={landing.blogHeading} posts={posts} />
    </>
  );
}
