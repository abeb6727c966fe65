import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';

import { ContentSections } from '~/components/ContentSections';
import { contentFor } from '~/content/content.server';
import { seoMeta } from '~/content/seo';
import { useTranslation } from '~/i18n/translation';

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  return { page: await content.page('thankyou') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...seoMeta(data?.page.seo),
  { name: 'robots', content: 'noindex' },
];

export default function ThankYou() {
  const { page } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <>
      {searchParams.has('sent') ? (
        <div role="status" className="bg-emerald-700 text-white">
          <p className="mx-auto max-w-7xl px-4 py-3 font-semibold sm:px-6">
            {t('pages.thankyou.sent')}
          </p>
        </div>
      ) : null}
      <ContentSections sections={page.sections} />
    </>
  );
}
