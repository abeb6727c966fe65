import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { CourseDetails } from '~/components/templates/CourseDetails';
import { templateMeta } from '~/components/templates/meta';
import { PageBanner } from '~/components/templates/PageBanner';
import { TEMPLATE_PAGES } from '~/components/templates/pages';
import { contentFor } from '~/content/content.server';
import { templateCoursesQuery } from '~/content/queries';
import { requireContent } from '~/content/require-content';
import type { RouteHandle } from '~/root';

export const handle: RouteHandle = { ownFrame: true };

/** The sample course page shows the first module in the Studio's order. */
export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  const { modules, instructor } = await content.query(templateCoursesQuery);
  return { module: requireContent(modules[0], 'a templateModule'), instructor };
}

export const meta: MetaFunction = () => templateMeta('single-course');

export default function TemplateSingleCourse() {
  const { module, instructor } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner heading={TEMPLATE_PAGES['single-course'].heading} />
      <CourseDetails module={module} instructor={instructor} />
    </>
  );
}
