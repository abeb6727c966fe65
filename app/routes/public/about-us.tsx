import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { FacultyGrid } from '~/components/FacultyGrid';
import { PageSectionBlock } from '~/components/PageSectionBlock';
import { contentFor } from '~/content/content.server';
import { facultyQuery } from '~/content/queries';
import { seoMeta } from '~/content/seo';

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  const [page, faculty] = await Promise.all([
    content.page('about-us'),
    content.query(facultyQuery),
  ]);
  return { page, faculty };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.page.seo);

export default function AboutUs() {
  const { page, faculty } = useLoaderData<typeof loader>();
  return (
    <>
      {page.sections?.map((section, index) =>
        section.key === 'faculty' ? (
          <div id="faculty" key={section._key} className="scroll-mt-28">
            <PageSectionBlock section={section} shaded={index % 2 === 1}>
              <FacultyGrid faculty={faculty} />
            </PageSectionBlock>
          </div>
        ) : (
          <PageSectionBlock
            key={section._key}
            section={section}
            level={index === 0 ? 1 : 2}
            shaded={index % 2 === 1}
          />
        ),
      )}
    </>
  );
}
