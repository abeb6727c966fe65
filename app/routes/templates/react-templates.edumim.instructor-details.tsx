import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { InstructorDetails } from '~/components/templates/InstructorDetails';
import { templateMeta } from '~/components/templates/meta';
import { PageBanner } from '~/components/templates/PageBanner';
import { TEMPLATE_PAGES } from '~/components/templates/pages';
import { contentFor } from '~/content/content.server';
import { templateInstructorsQuery } from '~/content/queries';
import { requireContent } from '~/content/require-content';
import type { RouteHandle } from '~/root';

export const handle: RouteHandle = { ownFrame: true };

/** The sample profile is the first instructor in the Studio's order. */
export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  const { instructors, skills, courses } = await content.query(templateInstructorsQuery);
  return {
    instructor: requireContent(instructors[0], 'a templateInstructor'),
    skills: skills ?? [],
    courses,
  };
}

export const meta: MetaFunction = () => templateMeta('instructor-details');

export default function TemplateInstructorDetails() {
  const { instructor, skills, courses } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner heading={TEMPLATE_PAGES['instructor-details'].heading} />
      <InstructorDetails instructor={instructor} skills={skills} courses={courses} />
    </>
  );
}
