import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { ContentImg } from '~/components/ContentImg';
import { PortableTextBody } from '~/components/PortableTextBody';
import { contentFor } from '~/content/content.server';
import { catalogArticleQuery } from '~/content/queries';
import { stegaClean } from '~/content/stega';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  const article = await content.query(catalogArticleQuery, {
    slug: params.slug ?? '',
  });
  // docs/product.md#pages-and-navigation: an unknown article sends the browser to /404, the not-found page.
  if (!article) throw redirect('/404');
  return { article };
}

// Meta tags are data to whoever reads them: a preview's stega is taken out.
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: stegaClean(data.article.title) },
        { name: 'description', content: stegaClean(data.article.excerpt ?? data.article.title) },
        { property: 'og:title', content: stegaClean(data.article.title) },
        { property: 'og:type', content: 'article' },
      ]
    : [];

export default function CatalogArticlePage() {
  const { article } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold text-brand-900">{article.title}</h1>
      {article.excerpt ? <p className="mt-4 text-lg text-slate-700">{article.excerpt}</p> : null}
      {article.thumbnail ? (
        <ContentImg
          image={article.thumbnail}
          width={768}
          eager
          className="mt-8 h-auto w-full rounded-xl"
        />
      ) : null}
      {article.content ? <PortableTextBody value={article.content} /> : null}
    </article>
  );
}
