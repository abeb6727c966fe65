/**
 * Renders an e-mail's content (message.ts) as HTML with React Email components, and as plain
 * text, for the outbox: both are stored with the row when it is queued.
 *
 * The HTML is made for mail clients: inline styles only (no <style> a client may strip), tables
 * for layout (what React Email's Section/Container write), no images (the academy's name is
 * text on the brand colour), a width that fits a phone, and every link absolute.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { emailWords } from '~/i18n/sent-words';

import {
  type EmailAcademy,
  type EmailBlock,
  type EmailContent,
  emailText,
  type RenderedEmail,
  siteLink,
} from './message';

/** The site's brand colours (app/tailwind.css). */
export const EMAIL_COLOURS = {
  brand950: '#172554',
  brand800: '#1e40af',
  brand50: '#eff4ff',
  accent500: '#f97316',
  accent700: '#c2410c',
  text: '#1f2937',
  muted: '#4b5563',
  page: '#f3f4f6',
  white: '#ffffff',
} as const;

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: EMAIL_COLOURS.page, fontFamily: FONT, margin: 0, padding: '24px 0' },
  container: {
    backgroundColor: EMAIL_COLOURS.white,
    maxWidth: '600px',
    width: '100%',
    margin: '0 auto',
    border: `1px solid #e5e7eb`,
  },
  header: {
    backgroundColor: EMAIL_COLOURS.brand950,
    borderBottom: `4px solid ${EMAIL_COLOURS.accent500}`,
    padding: '20px 32px',
  },
  academy: {
    color: EMAIL_COLOURS.white,
    fontSize: '20px',
    lineHeight: '28px',
    fontWeight: 700,
    margin: 0,
  },
  main: { padding: '8px 32px 16px' },
  paragraph: {
    color: EMAIL_COLOURS.text,
    fontSize: '16px',
    lineHeight: '24px',
    margin: '16px 0',
    whiteSpace: 'pre-line',
  },
  list: { color: EMAIL_COLOURS.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  listTitle: {
    color: EMAIL_COLOURS.text,
    fontSize: '16px',
    lineHeight: '24px',
    margin: '16px 0 4px',
  },
  button: {
    backgroundColor: EMAIL_COLOURS.brand800,
    borderRadius: '6px',
    color: EMAIL_COLOURS.white,
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 24px',
    textDecoration: 'none',
  },
  small: { color: EMAIL_COLOURS.muted, fontSize: '13px', lineHeight: '20px', margin: '12px 0' },
  link: { color: EMAIL_COLOURS.brand800, textDecoration: 'underline', wordBreak: 'break-all' },
  fields: { borderCollapse: 'collapse', margin: '16px 0', width: '100%' },
  fieldLabel: {
    color: EMAIL_COLOURS.muted,
    fontSize: '14px',
    fontWeight: 600,
    padding: '4px 12px 4px 0',
    textAlign: 'left',
    verticalAlign: 'top',
    whiteSpace: 'nowrap',
  },
  fieldValue: {
    color: EMAIL_COLOURS.text,
    fontSize: '14px',
    padding: '4px 0',
    verticalAlign: 'top',
    wordBreak: 'break-word',
  },
  quote: {
    borderLeft: `4px solid ${EMAIL_COLOURS.brand800}`,
    backgroundColor: EMAIL_COLOURS.brand50,
    color: EMAIL_COLOURS.text,
    fontSize: '15px',
    lineHeight: '22px',
    margin: '4px 0 16px',
    padding: '8px 12px',
    whiteSpace: 'pre-wrap',
  },
  rule: { borderColor: '#e5e7eb', margin: 0 },
  footer: { padding: '16px 32px 24px' },
  footerName: {
    color: EMAIL_COLOURS.brand950,
    fontSize: '14px',
    fontWeight: 700,
    lineHeight: '20px',
    margin: '0 0 4px',
  },
  footerText: { color: EMAIL_COLOURS.muted, fontSize: '13px', lineHeight: '20px', margin: 0 },
} satisfies Record<string, CSSProperties>;

/** A phone number kept on one line: no-break spaces and hyphens. */
const unbreakable = (phone: string) => phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

function Block({ block, content }: { block: EmailBlock; content: EmailContent }) {
  switch (block.type) {
    case 'paragraph':
      return <Text style={styles.paragraph}>{block.text}</Text>;
    case 'list':
      return (
        <>
          {block.title ? <Text style={styles.listTitle}>{block.title}</Text> : null}
          <ul style={styles.list}>
            {block.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </>
      );
    case 'action':
      return (
        <>
          <Text style={styles.paragraph}>{block.text}</Text>
          <Button href={block.href} style={styles.button}>
            {block.label}
          </Button>
          <Text style={styles.small}>
            {emailWords(content.language, 'frame')('copyLink')}
            <br />
            <Link href={block.href} style={styles.link}>
              {block.href}
            </Link>
          </Text>
        </>
      );
    case 'fields':
      return (
        <table style={styles.fields}>
          <tbody>
            {block.rows.map(([label, value], index) => (
              <tr key={index}>
                <th scope="row" style={styles.fieldLabel}>
                  {label}
                </th>
                <td style={styles.fieldValue}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'quote':
      return (
        <>
          <Text style={styles.listTitle}>{block.title}</Text>
          <Text style={styles.quote}>{block.text}</Text>
        </>
      );
  }
}

export function EmailDocument({
  content,
  academy,
}: {
  content: EmailContent;
  academy: EmailAcademy;
}) {
  const frame = emailWords(content.language, 'frame');
  const home = siteLink(academy.origin, '/', content.language);
  return (
    <Html lang={content.language} dir="ltr">
      <Head>
        <title>{content.subject}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Body style={styles.body}>
        {/* Inside the body: nothing may stand between </head> and <body>. */}
        {content.preview ? <Preview>{content.preview}</Preview> : null}
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.academy}>
              <Link href={home} style={{ color: EMAIL_COLOURS.white, textDecoration: 'none' }}>
                {academy.name}
              </Link>
            </Text>
          </Section>
          <Section style={styles.main}>
            {content.blocks.map((block, index) => (
              <Block key={index} block={block} content={content} />
            ))}
          </Section>
          <Hr style={styles.rule} />
          <Section style={styles.footer}>
            <Text style={styles.footerName}>{academy.name}</Text>
            <Text style={styles.footerText}>
              {academy.addressLines.map((line, index) => (
                <span key={index}>
                  {line}
                  <br />
                </span>
              ))}
              {frame('phone')}:{' '}
              <Link href={academy.phoneHref} style={styles.link}>
                {unbreakable(academy.phone)}
              </Link>
              <br />
              {frame('email')}:{' '}
              <Link href={`mailto:${academy.email}`} style={styles.link}>
                {academy.email}
              </Link>
              <br />
              {frame('website')}:{' '}
              <Link href={home} style={styles.link}>
                {home}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The doctype @react-email/render writes: the one mail clients' HTML is written against. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The e-mail's subject, text and HTML, ready for queueEmail.
 *
 * Rendered with React's renderToStaticMarkup, not @react-email/render: that one streams
 * (renderToPipeableStream), and React 18's stream writer puts NUL bytes into the output where a
 * multi-byte character (Spanish text, the preview's padding) meets the end of its 2 KB buffer;
 * PostgreSQL then refuses the row. The components render the same either way.
 */
export function renderEmail(content: EmailContent, academy: EmailAcademy): RenderedEmail {
  const html =
    DOCTYPE + renderToStaticMarkup(<EmailDocument content={content} academy={academy} />);
  return { subject: content.subject, text: emailText(content, academy), html };
}
