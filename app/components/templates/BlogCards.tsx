import { Link } from '@remix-run/react';

import type { TemplateBlogPost, TemplateHeading } from '~/content/queries';

import { ContentImg } from '../ContentImg';
import { formatSampleDate } from './format';
import { Icon } from './Icons';
import { templatePath } from './pages';
import { SectionHeading, TemplateSection } from './SectionHeading';

/** Blog articles as cards: image, date, title linking to the single-blog sample. */
export function BlogCards({
  heading,
  posts,
}: {
  heading: TemplateHeading;
  posts: TemplateBlogPost[];
}) {
  return (
    <TemplateSection id="blog-heading">
      <SectionHeading id="blog-heading" heading={heading} centered />
      <ul className="mt-10 grid gap-8 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post._id}>
            <article className="h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <ContentImg
                image={post.img}
                width={400}
                sizes="(min-width: 768px) 400px, 100vw"
                className="h-auto w-full"
              />
              <div className="p-6">
                <p className="flex items-center gap-2 text-sm text-slate-700">
                  <Icon name="calendar" className="h-4 w-4" />
                  <time dateTime={post.date}>{formatSampleDate(post.date)}</time>
                </p>
                <h3 className="mt-3 text-lg font-semibold text-slate-900">
                  <Link to={templatePath('single-blog')} className="hover:underline">
                    {post.title}
                  </Link>
                </h3>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </TemplateSection>
  );
}
