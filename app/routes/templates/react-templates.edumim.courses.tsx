import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { CourseFilter } from '~/components/templates/CourseFilter';
import { templateMeta } from '~/components/templates/meta';
import { ModulesGrid } from '~/components/templates/ModulesGrid';
import { PageBanner } from '~/components/templates/PageBanner';
import { TEMPLATE_PAGES } from '~/components/templates/pages';
import { contentFor } from '~/content/content.server';
import { templateCoursesQuery } from '~/content/queries';
import { requireContent } from '~/content/require-content';
import type { RouteHandle } from '~/root';

export const handle: RouteHandle = { ownFrame: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  const catalog = await content.query(templateCoursesQuery);
  return {
    ...catalog,
    coursesHeading: requireContent(catalog.coursesHeading, 'templateLanding'),
    modulesHeading: requireContent(catalog.modulesHeading, 'templateLanding'),
  };
}

export const meta: MetaFunction = () => templateMeta('courses');

export default function TemplateCourses() {
  const { coursesHeading, modulesHeading, courses, modules } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner heading={TEMPLATE_PAGES.courses.heading} />
      <CourseFilter heading={coursesHeading} courses={courses} />
      <ModulesGrid heading={modulesHeading} modules={modules} />
    </>
  );
}
