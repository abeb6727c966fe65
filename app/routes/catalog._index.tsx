import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

import { PageSectionBlock } from '~/components/PageSectionBlock';
import { VideoFacade } from '~/components/VideoFacade';
import { contentFor } from '~/content/content.server';
import { catalogVideosQuery } from '~/content/queries';
import { sectionOf } from '~/content/sections';
import { seoMeta } from '~/lib/seo';

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  const [page, videos] = await Promise.all([
    content.page('catalog'),
    content.query(catalogVideosQuery),
  ]);
  return { page, videos };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.page.seo);

export default function Catalog() {
  const { page, videos } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const intro = sectionOf(page, 'intro');
  return (
    <>
      {intro ? <PageSectionBlock section={intro} level={1} /> : null}
      <section
        aria-label={t('pages.catalog.videos')}
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
      </section>
    </>
  );
}
