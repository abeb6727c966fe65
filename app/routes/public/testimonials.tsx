import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { InstagramReels } from '~/components/InstagramReels';
import { PageSectionBlock } from '~/components/PageSectionBlock';
import { contentFor } from '~/content/content.server';
import { testimonialsQuery } from '~/content/queries';
import { seoMeta } from '~/content/seo';

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  const [page, { testimonials, reels }] = await Promise.all([
    content.page('testimonials'),
    content.query(testimonialsQuery),
  ]);
  return { page, testimonials, reels };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.page.seo);

export default function Testimonials() {
  const { page, testimonials, reels } = useLoaderData<typeof loader>();
  return (
    <>
      {page.sections?.map((section, index) => {
        const level = index === 0 ? 1 : 2;
        const shaded = index % 2 === 1;
        if (section.key === 'reels') {
          if (!reels.length) return null;
          return (
            <PageSectionBlock key={section._key} section={section} level={level} shaded={shaded}>
              <InstagramReels reels={reels} />
            </PageSectionBlock>
          );
        }
        if (section.key === 'quotes') {
          return (
            <PageSectionBlock key={section._key} section={section} level={level} shaded={shaded}>
              <ul className="mt-8 grid gap-6 md:grid-cols-2">
                {testimonials.map((testimonial) => (
                  <li key={testimonial._id}>
                    <figure className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                      <blockquote className="text-lg text-slate-800">
                        <p>“{testimonial.text}”</p>
                      </blockquote>
                      <figcaption className="mt-4 font-semibold text-accent-700">
                        {testimonial.author}
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </PageSectionBlock>
          );
        }
        return (
          <PageSectionBlock key={section._key} section={section} level={level} shaded={shaded} />
        );
      })}
    </>
  );
}
