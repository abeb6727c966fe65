/**
 * Links from the content reach the page only with a safe address (app/lib/safe-href.ts): a
 * `javascript:` or `data:` link in Portable Text or a CTA leaves its text, without the link.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';

import type { Cta, PortableTextBlock } from '~/content/queries';

import { CtaLinks } from './CtaLinks';
import { PortableTextBody } from './PortableTextBody';

function html(element: React.ReactElement): string {
  return renderToString(<StaticRouter location="/">{element}</StaticRouter>);
}

function paragraphWithLink(href: string, text = 'Read more'): PortableTextBlock[] {
  return [
    {
      _type: 'block',
      _key: 'b1',
      style: 'normal',
      markDefs: [{ _type: 'link', _key: 'l1', href }],
      children: [
        { _type: 'span', _key: 's1', text: 'Before ', marks: [] },
        { _type: 'span', _key: 's2', text, marks: ['l1'] },
      ],
    },
  ] as unknown as PortableTextBlock[];
}

const unsafe = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  ' \u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
];

describe('PortableTextBody links', () => {
  it.each(unsafe)('renders the text of a %j link without the link', (href) => {
    const page = html(<PortableTextBody value={paragraphWithLink(href)} />);
    expect(page).toContain('Read more');
    expect(page).not.toContain('<a');
    expect(page.toLowerCase()).not.toMatch(/javascript|data:/);
  });

  it('keeps safe links: site paths, https, mailto and tel', () => {
    expect(html(<PortableTextBody value={paragraphWithLink('/courses')} />)).toContain(
      'href="/courses"',
    );
    expect(html(<PortableTextBody value={paragraphWithLink('https://example.com/a')} />)).toContain(
      'href="https://example.com/a"',
    );
    expect(html(<PortableTextBody value={paragraphWithLink('mailto:a@example.com')} />)).toContain(
      'href="mailto:a@example.com"',
    );
    expect(html(<PortableTextBody value={paragraphWithLink('tel:+13105550123')} />)).toContain(
      'href="tel:+13105550123"',
    );
  });
});

describe('CtaLinks', () => {
  const cta = (href: string, label = 'Register Now'): Cta =>
    ({ _key: href, label, href, variant: 'primary' }) as Cta;

  it.each(unsafe)('renders the label of a %j CTA without the link', (href) => {
    const page = html(<CtaLinks ctas={[cta(href)]} />);
    expect(page).toContain('Register Now');
    expect(page).not.toContain('<a');
    expect(page.toLowerCase()).not.toMatch(/javascript|data:/);
  });

  it('links site paths and external pages', () => {
    const page = html(
      <CtaLinks ctas={[cta('/register', 'Register'), cta('https://example.com/', 'Elsewhere')]} />,
    );
    expect(page).toContain('href="/register"');
    expect(page).toContain('href="https://example.com/"');
  });
});
