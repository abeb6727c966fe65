/** The academy as every e-mail signs off: its name and contact block, from the site settings. */
import { siteSettingsQuery } from '~/content/queries';
import { fetchContent } from '~/content/source.server';
import { emailLinkOrigin } from '~/lib/site-origin.server';

import type { EmailAcademy } from './message';

/**
 * The site settings' name, address, phone and registration e-mail, and the origin of the
 * e-mail's links (the site's public origin, emailLinkOrigin(), unless the caller has one).
 */
export async function loadEmailAcademy(origin: string = emailLinkOrigin()): Promise<EmailAcademy> {
  const settings = await fetchContent(siteSettingsQuery);
  if (!settings) throw new Error('Content is missing: siteSettings');
  const { street, city, region, postalCode, country } = settings.address;
  return {
    name: settings.academyName,
    addressLines: [street, `${city}, ${region} ${postalCode}`, country].filter(Boolean),
    phone: settings.phone,
    phoneHref: settings.phoneHref,
    email: settings.registrationEmail,
    origin,
  };
}
