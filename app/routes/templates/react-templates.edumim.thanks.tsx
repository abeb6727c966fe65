import type { MetaFunction } from '@remix-run/node';

import { useTemplateFrame } from '~/components/templates/frame-context';
import { templateMeta } from '~/components/templates/meta';
import { TemplateMessage } from '~/components/templates/TemplateMessage';
import type { RouteHandle } from '~/root';

/** 'Thank you for your e-mail.' / 'We Will contact you very soon.' / 'Back To Home'. */
export const handle: RouteHandle = { ownFrame: true };

export const meta: MetaFunction = () => templateMeta('thanks');

export default function TemplateThanks() {
  return <TemplateMessage message={useTemplateFrame().thanks} />;
}
