import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ContentImg } from '~/components/ContentImg';
import { CtaLinks } from '~/components/CtaLinks';
import { PageSectionBlock } from '~/components/PageSectionBlock';
import { contentFor } from '~/content/content.server';
import type { PageSection } from '~/content/queries';
import { seoMeta } from '~/lib/seo';

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  return { page: await content.page('home') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.page.seo);

export default function Home() {
  const { page } = useLoaderData<typeof loader>();
  // Sections render in the order staff gave them; the hero has its own look.
  return (
    <>
      {page.sections?.map((section, index) =>
        section.key === 'hero' ? (
          <Hero key={section._key} section={section} />
        ) : (
          <PageSectionBlock key={section._key} section={section} shaded={index % 2 === 1} />
        ),
      )}
    </>
  );
}

function Hero({ section }: { section: PageSection }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-br from-brand-950 to-brand-900 text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          {section.eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-widest text-accent-500">
              {section.eyebrow}
            </p>
          ) : null}
          <h1 id="hero-title" className="mt-3 text-4xl font-extrabold leading-tight sm:text-5xl">
            {section.heading}
          </h1>
          {section.body ? <p className="mt-6 text-lg text-slate-200">{section.body}</p> : null}
          <CtaLinks ctas={section.ctas} className="mt-8" tone="dark" />
        </div>
        {section.image ? (
          <ContentImg
            image={section.image}
            width={560}
            eager
            sizes="(min-width: 1024px) 560px, 100vw"
            className="h-auto w-full max-w-xl justify-self-center rounded-2xl"
          />
        ) : null}
      </div>
    </section>
  );
}
