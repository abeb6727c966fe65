import type { MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';

import { ContactSection } from '~/components/templates/ContactSection';
import { useTemplateFrame } from '~/components/templates/frame-context';
import { templateMeta } from '~/components/templates/meta';
import { PageBanner } from '~/components/templates/PageBanner';
import { TEMPLATE_PAGES, templatePath } from '~/components/templates/pages';
import type { RouteHandle } from '~/root';

export const handle: RouteHandle = { ownFrame: true };

/** The sample form leads to the thank-you page; nothing is read, stored or sent. */
export function action() {
  return redirect(templatePath('thanks'));
}

export const meta: MetaFunction = () => templateMeta('contacts');

export default function TemplateContacts() {
  const frame = useTemplateFrame();
  return (
    <>
      <PageBanner heading={TEMPLATE_PAGES.contacts.heading} />
      <ContactSection frame={frame} />
    </>
  );
}
