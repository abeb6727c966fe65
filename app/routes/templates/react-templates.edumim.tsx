import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';

import type { TemplateOutletContext } from '~/components/templates/frame-context';
import { templateMeta } from '~/components/templates/meta';
import { TemplateFooter } from '~/components/templates/TemplateFooter';
import { TemplateHeader } from '~/components/templates/TemplateHeader';
import { contentFor } from '~/content/content.server';
import { templateFrameQuery } from '~/content/queries';
import { requireContent } from '~/content/require-content';
import type { RouteHandle } from '~/root';

/**
 * The frame of the template pages (/react-templates/edumim/*): their own header and footer
 * instead of the academy's. The pages get the frame's content through the outlet context.
 */
export const handle: RouteHandle = { ownFrame: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  const frame = requireContent(await content.query(templateFrameQuery), 'templateSite');
  return { frame, year: new Date().getFullYear() };
}

export const meta: MetaFunction = () => templateMeta('home');

export default function TemplateFrameRoute() {
  const { frame, year } = useLoaderData<typeof loader>();
  return (
    <div lang="en" className="flex flex-1 flex-col">
      <a
        href="#template-main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-teal-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <TemplateHeader frame={frame} />
      <main id="template-main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet context={{ frame } satisfies TemplateOutletContext} />
      </main>
      <TemplateFooter frame={frame} year={year} />
    </div>
  );
}
