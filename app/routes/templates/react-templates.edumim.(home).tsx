import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { AboutBlock } from '~/components/templates/AboutBlock';
import { BlogCards } from '~/components/templates/BlogCards';
import { Brands } from '~/components/templates/Brands';
import { CategoryGrid } from '~/components/templates/CategoryGrid';
import { Counters } from '~/components/templates/Counters';
import { CourseFilter } from '~/components/templates/CourseFilter';
import { Hero } from '~/components/templates/Hero';
import { InstructorsGrid } from '~/components/templates/InstructorsGrid';
import { templateMeta } from '~/components/templates/meta';
import { TestimonialSlider } from '~/components/templates/TestimonialSlider';
import { contentFor } from '~/content/content.server';
import { templateHomeQuery } from '~/content/queries';
import type { RouteHandle } from '~/root';
import { homePageData } from '~/templates/home-data';

/**
 * Home one: the template root. The optional `(home)` segment also answers
 * /react-templates/edumim/home, where the breadcrumbs' Home link goes (docs/product.md#template-pages).
 */
export const handle: RouteHandle = { ownFrame: true };

/** The category counts are decided here, on the server, so the HTML and the hydrated page agree. */
export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  return homePageData(await content.query(templateHomeQuery));
}

export const meta: MetaFunction = () => templateMeta('home');

export default function TemplateHomeOne() {
  const { landing, courses, instructors, testimonials, posts, counts } =
    useLoaderData<typeof loader>();
  return (
    <>
      <Hero hero={landing.hero} />
      <Brands brands={landing.brands} />
      <CategoryGrid categories={landing.categories} counts={counts} />
      <AboutBlock about={landing.about} />
      <CourseFilter heading={landing.coursesHeading} courses={courses} />
      <Counters stats={landing.stats} />
      <InstructorsGrid heading={landing.instructorsHeading} instructors={instructors} />
      <TestimonialSlider heading={landing.testimonialsHeading} testimonials={testimonials} />
      <BlogCards heading={landing.blogHeading} posts={posts} />
    </>
  );
}
