import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { AboutBlock } from '~/components/templates/AboutBlock';
import { Accordion } from '~/components/templates/Accordion';
import { Brands } from '~/components/templates/Brands';
import { Gallery } from '~/components/templates/Gallery';
import { templateMeta } from '~/components/templates/meta';
import { PageBanner } from '~/components/templates/PageBanner';
import { TEMPLATE_PAGES } from '~/components/templates/pages';
import { Pricing } from '~/components/templates/Pricing';
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

export const meta: MetaFunction = () => templateMeta('about-two');

export default function TemplateAboutTwo() {
  const { landing, gallery } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner heading={TEMPLATE_PAGES['about-two'].heading} />
      <AboutBlock about={landing.about} />
      <Accordion faq={landing.faq} />
      <Pricing pricing={landing.pricing} />
      {gallery ? <Gallery heading={landing.galleryHeading} images={gallery.images} /> : null}
      <Brands brands={landing.brands} />
    </>
  );
}
