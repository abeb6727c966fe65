import { Link } from '@remix-run/react';

import type { ImageAttributes } from '~/content/image-url';
import type { EnquiryOption, SiteSettings } from '~/content/queries';
import { useTranslation } from '~/i18n/translation';

import { ContentLink } from './ContentLink';
import { LazyEnquiryForm } from './enquiries/LazyEnquiryForm';
import { Img } from './Img';

/** The logo's width in the footer, in CSS pixels (its attributes come from the root loader). */
export const FOOTER_LOGO_WIDTH = 192;

interface Props {
  settings: SiteSettings;
  /** The logo, shown FOOTER_LOGO_WIDTH wide; null: the academy's name instead. */
  logo: ImageAttributes | null;
  enquiryOptions: EnquiryOption[];
  year: number;
  /** The public enquiry form; staff pages leave it out. */
  enquiry?: boolean;
}

export function SiteFooter({ settings, logo, enquiryOptions, year, enquiry = true }: Props) {
  const { t } = useTranslation();
  const { address } = settings;
  return (
    <footer className="mt-16 bg-brand-950 text-slate-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <Link to="/" className="inline-flex items-center gap-3" aria-label={settings.academyName}>
            {logo ? (
              <Img attributes={logo} className="h-14 w-auto rounded-md bg-white p-2" alt="" />
            ) : (
              <span className="text-lg font-bold text-white">{settings.academyName}</span>
            )}
          </Link>
        </div>
        <section aria-labelledby="footer-contact" className="md:col-span-2">
          <h2 id="footer-contact" className="text-lg font-semibold text-white">
            {t('footer.contact')}
          </h2>
          {/* Columns as wide as their contents: in three equal ones the e-mail address broke. */}
          <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-[auto_auto_auto]">
            <div>
              <dt className="font-semibold text-orange-300">{t('footer.address')}</dt>
              <dd>
                <address className="not-italic">
                  {address.street}
                  <br />
                  {address.city}, {address.region} {address.postalCode}
                </address>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-orange-300">{t('footer.phone')}</dt>
              <dd>
                <ContentLink
                  href={settings.phoneHref}
                  className="underline-offset-4 hover:underline"
                >
                  {settings.phone}
                </ContentLink>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-orange-300">{t('footer.email')}</dt>
              <dd>
                <a
                  href={`mailto:${settings.registrationEmail}`}
                  className="wrap-break-word underline-offset-4 hover:underline"
                >
                  {settings.registrationEmail}
                </a>
              </dd>
            </div>
          </dl>
          {settings.socialLink ? (
            <p className="mt-6 text-sm">
              {t('footer.follow')}:{' '}
              <ContentLink
                href={settings.socialLink.url}
                className="underline underline-offset-4"
                rel="noopener noreferrer"
              >
                {settings.socialLink.label}
              </ContentLink>
            </p>
          ) : null}
        </section>
      </div>
      {enquiry ? (
        <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
          <section
            aria-labelledby="get-in-touch"
            className="rounded-2xl bg-white p-6 text-slate-900 shadow-lg sm:p-8"
          >
            <h2 id="get-in-touch" className="text-2xl font-bold text-brand-900">
              {t('enquiry.getInTouch')}
            </h2>
            <div className="mt-6">
              <LazyEnquiryForm options={enquiryOptions} variant="footer" />
            </div>
          </section>
        </div>
      ) : null}
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-slate-300 sm:px-6">
          {t('footer.copyright', { year, name: settings.academyName })}
        </p>
      </div>
    </footer>
  );
}
