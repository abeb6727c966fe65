import { PortableText, type PortableTextComponents } from '@portabletext/react';

import type { PortableTextBlock } from '~/content/queries';

import { ContentLink } from './ContentLink';

const components: PortableTextComponents = {
  block: {
    h2: ({ children }) => <h2 className="mt-8 text-2xl font-bold text-brand-900">{children}</h2>,
    h3: ({ children }) => <h3 className="mt-6 text-xl font-semibold text-slate-900">{children}</h3>,
    normal: ({ children }) => <p className="mt-4 text-slate-700">{children}</p>,
  },
  list: {
    bullet: ({ children }) => (
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">{children}</ul>
    ),
    number: ({ children }) => (
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">{children}</ol>
    ),
  },
  marks: {
    link: ({ value, children }) => (
      <ContentLink
        href={value?.href}
        className="break-words font-medium text-brand-900 underline underline-offset-2"
      >
        {children}
      </ContentLink>
    ),
  },
};

/** Rich text from the content (articles, the refund policy). */
export function PortableTextBody({ value }: { value: PortableTextBlock[] }) {
  return <PortableText value={value as never} components={components} />;
}
