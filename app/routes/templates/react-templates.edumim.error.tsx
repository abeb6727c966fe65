import type { MetaFunction } from '@remix-run/node';

import { useTemplateFrame } from '~/components/templates/frame-context';
import { templateMeta } from '~/components/templates/meta';
import { TemplateMessage } from '~/components/templates/TemplateMessage';
import type { RouteHandle } from '~/root';

/** The 404 page of the template, as a page of its own (answers 200; unknown paths answer 404). */
export const handle: RouteHandle = { ownFrame: true };

export const meta: MetaFunction = () => templateMeta('error');

export default function TemplateErrorPage() {
  return <TemplateMessage message={useTemplateFrame().notFound} code="404" />;
}
