/**
 * What an e-mail says, independent of its form: a subject and blocks (paragraphs, lists,
 * a link to follow, label/value rows). `renderEmail` (render.server.tsx) writes the same blocks
 * as HTML, through React Email components, and as plain text, so the two parts never say
 * different things. No server imports.
 */
import type { Language } from '~/i18n/config';
import { emailWords } from '~/i18n/sent-words';

export type EmailBlock =
  /** A paragraph; line breaks in `text` are kept. */
  | { type: 'paragraph'; text: string }
  /** A bulleted list, after an optional line that introduces it. */
  | { type: 'list'; title?: string; items: readonly string[] }
  /** A link to follow: a button in HTML, `text` then the address on its own line in text. */
  | { type: 'action'; text: string; label: string; href: string }
  /** Label/value rows ('Name: Jane'), e.g. the details of an order for staff. */
  | { type: 'fields'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** Text someone else wrote (an enquiry's questions), quoted as it was. */
  | { type: 'quote'; title: string; text: string };

export interface EmailContent {
  language: Language;
  subject: string;
  /** The line inbox lists show after the subject (hidden in the e-mail itself). */
  preview?: string;
  blocks: readonly EmailBlock[];
}

/** Who the e-mail comes from: the header and the contact block at its foot. */
export interface EmailAcademy {
  name: string;
  addressLines: readonly string[];
  phone: string;
  /** 'tel:+13105550123' */
  phoneHref: string;
  /** The registration e-mail. */
  email: string;
  /** The site's public origin (SITE_URL): every link in an e-mail starts with it. */
  origin: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** An e-mail's last paragraph: its closing line, then the academy's name under it. */
export function signOff(line: string, academy: { name: string }): EmailBlock {
  return { type: 'paragraph', text: `${line}\n\n${academy.name}` };
}

/**
 * A link to a page of the site, absolute, in the reader's language: Spanish links carry
 * `lng=es`, so the page opens in Spanish whatever the browser last used.
 */
export function siteLink(
  origin: string,
  path: string,
  language: Language,
  query: Record<string, string> = {},
): string {
  const params = new URLSearchParams(query);
  if (language !== 'en') params.set('lng', language);
  const search = params.toString();
  return `${origin.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** The e-mail as plain text: blocks apart by blank lines, then the academy's contact block. */
export function emailText(content: EmailContent, academy: EmailAcademy): string {
  const frame = emailWords(content.language, 'frame');
  const blocks = content.blocks.map((block) => {
    switch (block.type) {
      case 'paragraph':
        return block.text;
      case 'list':
        return [
          ...(block.title ? [block.title] : []),
          ...block.items.map((item) => `- ${item}`),
        ].join('\n');
      case 'action':
        return `${block.text}\n${block.href}`;
      case 'fields':
        return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
      case 'quote':
        return `${block.title}\n${block.text}`;
    }
  });
  const footer = [
    '--',
    academy.name,
    ...academy.addressLines,
    `${frame('phone')}: ${academy.phone}`,
    `${frame('email')}: ${academy.email}`,
    `${frame('website')}: ${siteLink(academy.origin, '/', content.language)}`,
  ];
  return [...blocks, footer.join('\n')].join('\n\n') + '\n';
}
