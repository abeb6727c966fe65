import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { ContentSections } from '~/components/ContentSections';
import { contentFor } from '~/content/content.server';
import { seoMeta } from '~/content/seo';

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  return { page: await content.page('middle-east-africa') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.page.seo);

export default function MiddleEastAfrica() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentSections sections={page.sections} />;
}
