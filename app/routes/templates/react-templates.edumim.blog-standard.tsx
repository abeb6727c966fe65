import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { BlogList } from '~/components/templates/BlogList';
import { templateMeta } from '~/components/templates/meta';
import { PageBanner } from '~/components/templates/PageBanner';
import { TEMPLATE_PAGES } from '~/components/templates/pages';
import { contentFor } from '~/content/content.server';
import { templateBlogQuery } from '~/content/queries';
import type { RouteHandle } from '~/root';

export const handle: RouteHandle = { ownFrame: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  return content.query(templateBlogQuery);
}

export const meta: MetaFunction = () => templateMeta('blog-standard');

export default function TemplateBlogStandard() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner heading={TEMPLATE_PAGES['blog-standard'].heading} />
      <BlogList posts={posts} />
    </>
  );
}
