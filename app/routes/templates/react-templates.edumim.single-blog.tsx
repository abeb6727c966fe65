import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { BlogArticle } from '~/components/templates/BlogList';
import { templateMeta } from '~/components/templates/meta';
import { PageBanner } from '~/components/templates/PageBanner';
import { TEMPLATE_PAGES } from '~/components/templates/pages';
import { contentFor } from '~/content/content.server';
import { templateBlogQuery } from '~/content/queries';
import { requireContent } from '~/content/require-content';
import type { RouteHandle } from '~/root';

export const handle: RouteHandle = { ownFrame: true };

/** The sample article is the first in the Studio's order. */
export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  const { posts } = await content.query(templateBlogQuery);
  return { post: requireContent(posts[0], 'a templateBlogPost'), posts };
}

export const meta: MetaFunction = () => templateMeta('single-blog');

export default function TemplateSingleBlog() {
  const { post, posts } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner heading={TEMPLATE_PAGES['single-blog'].heading} />
      <BlogArticle post={post} posts={posts} />
    </>
  );
}
