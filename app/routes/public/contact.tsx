import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { LazyEnquiryForm } from '~/components/enquiries/LazyEnquiryForm';
import { PageSectionBlock } from '~/components/PageSectionBlock';
import { contentFor } from '~/content/content.server';
import { enquiryOptionsQuery } from '~/content/queries';
import { seoMeta } from '~/content/seo';
import { useTranslation } from '~/i18n/translation';
import { safeHref } from '~/lib/safe-href';

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  const [page, settings, options] = await Promise.all([
    content.page('contact'),
    content.siteSettings(),
    content.query(enquiryOptionsQuery),
  ]);
  return { page, settings, options };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.page.seo);

export default function Contact() {
  const { page, settings, options } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // The map's address comes from the content: an https page or no map (see safeHref).
  const mapSrc = safeHref(settings.mapEmbedUrl);
  const mapUrl = mapSrc?.startsWith('https://') ? mapSrc : null;
  const address = `${settings.address.street}, ${settings.address.city}, ${settings.address.region} ${settings.address.postalCode}`;
  return (
    <>
      {page.sections?.map((section, index) => {
        const props = { section, level: index === 0 ? 1 : 2, shaded: index % 2 === 1 } as const;
        if (section.key === 'map' && mapUrl) {
          return (
            <PageSectionBlock key={section._key} {...props}>
              <iframe
                src={mapUrl}
                title={t('pages.contact.mapTitle', { address })}
                width="800"
                height="400"
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                className="mt-8 aspect-[2/1] h-auto w-full rounded-xl border border-slate-200"
              />
            </PageSectionBlock>
          );
        }
        if (section.key === 'moreInformation') {
          return (
            <PageSectionBlock key={section._key} {...props}>
              <div className="mt-8 max-w-3xl">
                <LazyEnquiryForm options={options} variant="contact" />
              </div>
            </PageSectionBlock>
          );
        }
        return <PageSectionBlock key={section._key} {...props} />;
      })}
    </>
  );
}
