import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { Accordion } from '~/components/templates/Accordion';
import { BlogCards } from '~/components/templates/BlogCards';
import { CategoryGrid } from '~/components/templates/CategoryGrid';
import { Gallery } from '~/components/templates/Gallery';
import { Hero } from '~/components/templates/Hero';
import { InstructorsGrid } from '~/components/templates/InstructorsGrid';
import { templateMeta } from '~/components/templates/meta';
import { PromoCards } from '~/components/templates/PromoCards';
import { contentFor } from '~/content/content.server';
import { templateHomeQuery } from '~/content/queries';
import type { RouteHandle } from '~/root';
import { homePageData } from '~/templates/home-data';

export const handle: RouteHandle = { ownFrame: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  return homePageData(await content.query(templateHomeQuery));
}

export const meta: MetaFunction = () => templateMeta('home-three');

export default function TemplateHomeThree() {
  const { landing, instructors, posts, gallery, counts } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero hero={landing.hero} />
      <CategoryGrid categories={landing.categories} counts={counts} />
      <PromoCards cards={landing.promoCards} />
      <Accordion faq={landing.faq} />
      {gallery ? <Gallery heading={landing.galleryHeading} images={gallery.images} /> : null}
      <InstructorsGrid heading={landing.instructorsHeading} instructors={instructors} />
      <BlogCards heading={landing.blogHeading} posts={posts} />
    </>
  );
}
