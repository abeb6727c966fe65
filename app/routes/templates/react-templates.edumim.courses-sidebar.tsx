import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { CoursesSidebar } from '~/components/templates/CoursesSidebar';
import { templateMeta } from '~/components/templates/meta';
import { PageBanner } from '~/components/templates/PageBanner';
import { TEMPLATE_PAGES } from '~/components/templates/pages';
import { contentFor } from '~/content/content.server';
import { templateCoursesQuery } from '~/content/queries';
import type { RouteHandle } from '~/root';

export const handle: RouteHandle = { ownFrame: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  return content.query(templateCoursesQuery);
}

export const meta: MetaFunction = () => templateMeta('courses-sidebar');

export default function TemplateCoursesSidebar() {
  const { courses, modules } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner heading={TEMPLATE_PAGES['courses-sidebar'].heading} />
      <CoursesSidebar courses={courses} modules={modules} />
    </>
  );
}
