import type { MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/react';

import { useTemplateFrame } from '~/components/templates/frame-context';
import { templateMeta } from '~/components/templates/meta';
import { TemplateMessage } from '~/components/templates/TemplateMessage';
import type { RouteHandle } from '~/root';

/** Any unknown path under /react-templates/edumim: the template 404 page, with status 404. */
export const handle: RouteHandle = { ownFrame: true };

export function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction = () => templateMeta('error');

export default function TemplateNotFound() {
  return <TemplateMessage message={useTemplateFrame().notFound} code="404" />;
}
