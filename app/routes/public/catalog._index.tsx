import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRouteError } from '@remix-run/react';
import { isRouteErrorResponse } from '@remix-run/react';

import { pageCount, pageHref, pageSlice, requestedPage } from '~/catalog/paging';
import { CatalogPageLinks } from '~/components/CatalogPageLinks';
import { NotFound } from '~/components/NotFound';
import { PageSectionBlock } from '~/components/PageSectionBlock';
import { VideoFacade } from '~/components/VideoFacade';
import { contentFor } from '~/content/content.server';
import { catalogVideosPageQuery } from '~/content/queries';
import { sectionOf } from '~/content/sections';
import { seoMeta } from '~/content/seo';
import { useTranslation } from '~/i18n/translation';
import { env } from '~/lib/env.server';
import type { RouteHandle } from '~/root';

export const handle: RouteHandle = { paged: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = requestedPage(url.searchParams);
  if (page === null) {
    throw data({ page: url.searchParams.get('page')?.slice(0, 20) ?? '' }, { status: 400 });
  }
  const content = await contentFor(request);
  const size = env().CATALOG_PAGE_SIZE;
  const [intro, { total, videos }] = await Promise.all([
    content.page('catalog'),
    content.query(catalogVideosPageQuery, pageSlice(page, size)),
  ]);
  const count = pageCount(total, size);
  // A page past the last (the catalog has shrunk since the link was made) does not exist.
  if (page > count) throw data({ page: String(page) }, { status: 404 });
  return { page: intro, videos, paging: { page, count } };
}

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  if (!data) return [];
  const { page, count } = data.paging;
  const url = new URL(location.pathname + location.search, 'http://catalog.invalid');
  return [
    ...seoMeta(data.page.seo),
    // The neighbouring pages, for crawlers and browsers that prefetch.
    ...(page > 1 ? [{ tagName: 'link', rel: 'prev', href: pageHref(url, page - 1) }] : []),
    ...(page < count ? [{ tagName: 'link', rel: 'next', href: pageHref(url, page + 1) }] : []),
  ];
};

export default function Catalog() {
  const { page, videos, paging } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const intro = sectionOf(page, 'intro');
  return (
    <>
      {intro ? <PageSectionBlock section={intro} level={1} /> : null}
      <section
        aria-label={
          paging.count > 1
            ? `${t('pages.catalog.videos')}: ${t('pages.catalog.pageOf', paging)}`
            : t('pages.catalog.videos')
        }
        className="mx-auto max-w-7xl px-4 pb-16 sm:px-6"
      >
        <ul className="grid gap-8 md:grid-cols-2">
          {videos.map((video) => (
            <li key={video._id}>
              <VideoFacade video={video} />
              <h2 className="mt-3 text-lg font-semibold text-slate-900">{video.title}</h2>
            </li>
          ))}
        </ul>
        <CatalogPageLinks page={paging.page} count={paging.count} />
      </section>
    </>
  );
}

/** `?page=` that is not a page number (400) or past the last page (404): say so, link page 1. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error) || (error.status !== 400 && error.status !== 404)) throw error;
  const requested = (error.data as { page?: string } | null)?.page;
  if (requested === undefined) return <NotFound />;
  return (
    <section className="mx-auto max-w-3xl px-6 py-24 text-center" aria-labelledby="catalog-error">
      <title>{t('pages.catalog.pages')}</title>
      <h1 id="catalog-error" className="text-2xl font-bold text-slate-900">
        {error.status === 400
          ? t('pages.catalog.badPage', { page: requested })
          : t('pages.catalog.noSuchPage', { page: requested })}
      </h1>
      <Link
        to="/catalog"
        className="mt-8 inline-block rounded-md bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('pages.catalog.firstPage')}
      </Link>
    </section>
  );
}
