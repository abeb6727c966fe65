import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CtaLinks } from '~/components/CtaLinks';
import { ContentImg } from '~/components/ContentImg';
import { contentFor } from '~/content/content.server';
import { sectionOf } from '~/content/sections';
import { seoMeta } from '~/lib/seo';

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  return { page: await content.page('home') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.page.seo);

export default function Home() {
  const { page } = useLoaderData<typeof loader>();
  const hero = sectionOf(page, 'hero');
  const flexible = sectionOf(page, 'flexibleLearning');
  const claims = sectionOf(page, 'claims');

  return (
    <>
      {hero ? (
        <section
          aria-labelledby="hero-title"
          className="bg-gradient-to-br from-brand-950 to-brand-900 text-white"
        >
          <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
            <div>
              {hero.eyebrow ? (
                <p className="text-sm font-semibold uppercase tracking-widest text-accent-500">
                  {hero.eyebrow}
                </p>
              ) : null}
              <h1
                id="hero-title"
                className="mt-3 text-4xl font-extrabold leading-tight sm:text-5xl"
              >
                {hero.heading}
              </h1>
              {hero.body ? <p className="mt-6 text-lg text-slate-200">{hero.body}</p> : null}
              <CtaLinks ctas={hero.ctas} className="mt-8" tone="dark" />
            </div>
            {hero.image ? (
              <ContentImg
                image={hero.image}
                width={560}
                eager
                sizes="(min-width: 1024px) 560px, 100vw"
                className="h-auto w-full max-w-xl justify-self-center rounded-2xl"
              />
            ) : null}
          </div>
        </section>
      ) : null}

      {flexible ? (
        <section aria-labelledby="flexible-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <div className="grid items-center gap-10 lg:grid-cols-2">
            {flexible.image ? (
              <ContentImg
                image={flexible.image}
                width={560}
                className="h-auto w-full max-w-xl rounded-2xl"
              />
            ) : null}
            <div>
              <h2 id="flexible-title" className="text-3xl font-bold text-brand-900">
                {flexible.heading}
              </h2>
              {flexible.body ? (
                <p className="mt-4 text-lg text-slate-700">{flexible.body}</p>
              ) : null}
              <CtaLinks ctas={flexible.ctas} className="mt-8" />
            </div>
          </div>
        </section>
      ) : null}

      {claims ? (
        <section aria-labelledby="claims-title" className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
            <h2 id="claims-title" className="text-3xl font-bold text-brand-900">
              {claims.heading}
            </h2>
            {claims.body ? (
              <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {claims.body
                  .split('\n')
                  .filter(Boolean)
                  .map((claim) => (
                    <li
                      key={claim}
                      className="rounded-xl border border-slate-200 bg-white p-5 font-medium text-slate-800 shadow-sm"
                    >
                      <span aria-hidden="true" className="mr-2 text-accent-700">
                        ✓
                      </span>
                      {claim}
                    </li>
                  ))}
              </ul>
            ) : null}
          </div>
        </section>
      ) : null}
    </>
  );
}
