import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/react';

import { NotFound } from '~/components/NotFound';
import { contentFor } from '~/content/content.server';
import { seoMeta } from '~/content/seo';

// Any path no other route matches.
export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  return data({ page: await content.page('not-found') }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...seoMeta(data?.page.seo),
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
