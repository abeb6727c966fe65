import { Link } from '@remix-run/react';

import type { TemplateBlogPost } from '~/content/queries';

import { ContentImg } from '../ContentImg';
import { formatSampleDate, paragraphs } from './format';
import { templatePath } from './pages';

function Byline({ post }: { post: TemplateBlogPost }) {
  return (
    <p className="text-sm text-slate-700">
      <time dateTime={post.date}>{formatSampleDate(post.date)}</time> · By {post.author}
    </p>
  );
}

/** The blog-standard list: each article with image, byline, excerpt and 'Read More'. */
export function BlogList({ posts }: { posts: TemplateBlogPost[] }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-3">
      <ul className="space-y-12 lg:col-span-2">
        {posts.map((post) => (
          <li key={post._id}>
            <article aria-labelledby={`post-${post._id}`}>
              <ContentImg
                image={post.img}
                width={800}
                sizes="(min-width: 1024px) 800px, 100vw"
                className="h-auto w-full rounded-2xl"
              />
              <div className="mt-5">
                <Byline post={post} />
                <h2 id={`post-${post._id}`} className="mt-2 text-2xl font-bold text-slate-900">
                  {post.title}
                </h2>
                <p className="mt-3 text-slate-700">{post.excerpt}</p>
                <Link
                  to={templatePath('single-blog')}
                  className="mt-4 inline-block font-semibold text-teal-800 underline"
                >
                  Read More<span className="sr-only"> about {post.title}</span>
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <RecentPosts posts={posts} />
    </div>
  );
}

function RecentPosts({ posts }: { posts: TemplateBlogPost[] }) {
  return (
    <aside aria-labelledby="recent-posts" className="h-fit rounded-2xl border border-slate-200 p-6">
      <h2 id="recent-posts" className="text-lg font-semibold text-slate-900">
        Recent Posts
      </h2>
      <ul className="mt-4 space-y-4">
        {posts.slice(0, 3).map((post) => (
          <li key={post._id} className="flex items-center gap-3">
            <ContentImg
              image={post.img}
              width={80}
              height={56}
              alt=""
              className="h-14 w-20 shrink-0 rounded object-cover"
            />
            <div>
              <Link
                to={templatePath('single-blog')}
                className="font-medium text-slate-900 hover:underline"
              >
                {post.title}
              </Link>
              <Byline post={post} />
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** The single-blog sample: one article in full, and the recent posts. */
export function BlogArticle({
  post,
  posts,
}: {
  post: TemplateBlogPost;
  posts: TemplateBlogPost[];
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-3">
      <article aria-labelledby="article-title" className="lg:col-span-2">
        <ContentImg
          image={post.img}
          width={800}
          eager
          sizes="(min-width: 1024px) 800px, 100vw"
          className="h-auto w-full rounded-2xl"
        />
        <div className="mt-5">
          <Byline post={post} />
        </div>
        <h2 id="article-title" className="mt-2 text-3xl font-bold text-slate-900">
          {post.title}
        </h2>
        {paragraphs(post.body).map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
      </article>
      <RecentPosts posts={posts} />
    </div>
  );
}
