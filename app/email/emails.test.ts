/**
 * Every e-mail the site sends, rendered in each language it can be sent in: subject, text and
 * HTML in the right language, links absolute on the site's origin, nothing that needs an image,
 * and HTML that a real validator (html-validate) accepts with the rules e-mail HTML must break
 * relaxed (email-html-validate.ts says which and why). What each family of e-mails says is
 * tested beside this file: order-emails, session-emails and account-emails.test.ts.
 */
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';

import { emailVerificationEmail, passwordResetEmail } from '~/auth/emails';
import { enquiryEmail } from '~/enquiries/enquiry.server';
import {
  academyNoticeEmail,
  attentionEmail,
  disputeEmail,
  mismatchEmail,
} from '~/fulfilment/academy-emails';
import { buyerConfirmationEmail } from '~/fulfilment/emails';
import type { Language } from '~/i18n/config';
import { partialRefundEmail } from '~/refunds/refund-emails';
import {
  sessionCancelledEmail,
  sessionMovedEmail,
  sessionMoveNoticeEmail,
} from '~/sessions/move-emails';

import {
  academy,
  context,
  move,
  noted,
  offer,
  order,
  waitingListConfirmation,
} from '../../tests/support/emails';
import { EMAIL_HTML_VALIDATE_CONFIG } from './email-html-validate';
import type { EmailContent } from './message';
import type { ComposedEmail } from './outbox.server';
import { renderEmail } from './render.server';

const content = (email: ComposedEmail | EmailContent): EmailContent =>
  'content' in email ? email.content : email;

/** Each e-mail: the one a reader in each language gets, or English only (the academy's). */
const EMAILS: Record<string, (language: Language) => ComposedEmail | EmailContent> = {
  'order confirmation': (language) => buyerConfirmationEmail(order(language), context),
  'e-mail address confirmation': (language) =>
    emailVerificationEmail('tok_verify', academy.origin, language),
  'password reset': (language) => passwordResetEmail('tok_reset', academy.origin, language),
  'waiting-list offer': offer,
  'waiting-list confirmation': waitingListConfirmation,
  'session moved': (language) => sessionMovedEmail(move(language), academy),
  'session move cancellation': (language) => sessionCancelledEmail(move(language), academy)!,
};

const ACADEMY_EMAILS: Record<string, () => ComposedEmail> = {
  'order notice': () => academyNoticeEmail(order('es'), context),
  'session move notice': () => sessionMoveNoticeEmail(move('es'), academy),
  'order attention': () =>
    attentionEmail(order('es'), [{ courseId: 'clinical1', sessionKey: 'c1-2027-04' }], context),
  'payment mismatch': () =>
    mismatchEmail(noted, 'received 1000.00 USD, priced 5700.00 USD', context),
  dispute: () =>
    disputeEmail(
      noted,
      { id: 'dp_1', reason: 'fraudulent', amountCents: 570_000, currency: 'usd' },
      context,
    ),
  'partial refund': () => partialRefundEmail(noted, 50_000, context),
  enquiry: () =>
    enquiryEmail(
      {
        name: 'Ana Ruiz',
        phone: '+52 55 1234 5678',
        email: 'ana@example.com',
        questions: '¿Hay estacionamiento?\nGracias.',
        selectedCourses: ['Module 1', 'Clinical 2'],
        page: '/courses',
        company: '',
      },
      'info@academy.example',
    ),
};

/** Words only a Spanish e-mail has, and only an English one. */
const SPANISH = /Estimado\/a|Gracias|contraseña|correo electrónico|plaza|Teléfono/;
const ENGLISH = /\b(Dear|Thank you|password|e-mail address|seat|Phone)\b/;

/** The words of a text, without its links (a path may be English: /reset-password). */
const words = (text: string) => text.replace(/https?:\/\/\S+/g, '');

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);

function expectSoundHtml(html: string, language: Language, subject: string) {
  expect(html).toMatch(/^<!DOCTYPE html/);
  expect(html).toContain(`<html dir="ltr" lang="${language}">`);
  expect(html).toContain(`<title>${subject.replaceAll('&', '&amp;')}</title>`);
  expect(html).toContain(academy.name);
  // Readable with images blocked: there are none, and the colours are the site's.
  expect(html).not.toMatch(/<img|background-image|url\(/i);
  expect(html).toContain('#172554');
  expect(html).not.toContain('\0');
  // Every link absolute: the site's origin, or the academy's phone and e-mail.
  for (const href of hrefs(html)) {
    expect(href).toMatch(/^(https:\/\/academy\.example\/|mailto:|tel:)/);
  }
}

describe.each(Object.keys(EMAILS))('the %s', (name) => {
  it('is in English for an English reader', () => {
    const email = content(EMAILS[name]!('en'));
    const rendered = renderEmail(email, academy);
    expect(email.language).toBe('en');
    expect(rendered.text).toMatch(ENGLISH);
    expect(rendered.text).not.toMatch(SPANISH);
    expect(rendered.subject).not.toMatch(/[áéíóúñ¿¡]|Su |Plaza|Confirme|Restablezca/);
    expect(rendered.html).not.toMatch(SPANISH);
    expect(rendered.text).toContain('Phone: (310) 555-0123');
    expect(rendered.text).toContain('Website: https://academy.example/\n');
    expectSoundHtml(rendered.html, 'en', rendered.subject);
    for (const href of hrefs(rendered.html)) expect(href).not.toContain('lng=');
  });

  it('is in Spanish for a Spanish reader, its links opening the Spanish site', () => {
    const email = content(EMAILS[name]!('es'));
    const rendered = renderEmail(email, academy);
    expect(email.language).toBe('es');
    expect(rendered.subject).toMatch(
      /Su inscripción|Confirme|Restablezca|Plaza disponible|Su fecha ha cambiado|Cancelado/,
    );
    expect(rendered.text).toMatch(SPANISH);
    expect(words(rendered.text)).not.toMatch(ENGLISH);
    expect(rendered.html).toMatch(SPANISH);
    expect(words(rendered.html.replace(/href="[^"]*"/g, ''))).not.toMatch(ENGLISH);
    expect(rendered.text).toContain('Teléfono: (310) 555-0123');
    expect(rendered.text).toContain('Sitio web: https://academy.example/?lng=es');
    expectSoundHtml(rendered.html, 'es', rendered.subject);
    const siteLinks = hrefs(rendered.html).filter((href) => href.startsWith('https://'));
    expect(siteLinks.length).toBeGreaterThan(1);
    for (const href of siteLinks) expect(href).toMatch(/[?&](amp;)?lng=es/);
  });
});

describe.each(Object.keys(ACADEMY_EMAILS))("the academy's %s", (name) => {
  it('is in English, to the academy, Reply-To the person it is about', () => {
    const email = ACADEMY_EMAILS[name]!();
    const rendered = renderEmail(email.content, academy);
    expect(email.content.language).toBe('en');
    expect(email.replyTo).toBe('ana@example.com');
    expect(rendered.text).toContain('Ana Ruiz');
    expect(rendered.text).toContain('Phone: (310) 555-0123');
    expect(rendered.text).not.toMatch(/Teléfono|Estimado/);
    expectSoundHtml(rendered.html, 'en', rendered.subject);
  });
});

describe('the HTML', () => {
  const validator = new HtmlValidate(EMAIL_HTML_VALIDATE_CONFIG);
  const all = [
    ...Object.entries(EMAILS).flatMap(([name, make]) =>
      (['en', 'es'] as const).map((language) => [`${name} (${language})`, make(language)] as const),
    ),
    ...Object.entries(ACADEMY_EMAILS).map(([name, make]) => [name, make()] as const),
  ];

  it.each(all)('of the %s is valid', async (_name, email) => {
    const { html } = renderEmail(content(email), academy);
    const report = await validator.validateString(html);
    const problems = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    );
    expect(problems).toEqual([]);
    expect(report.valid).toBe(true);
  });

  it('is checked by a validator that does catch mistakes', async () => {
    const { html } = renderEmail(content(EMAILS['password reset']!('en')), academy);
    const broken = html.replace('<tbody>', '<tbody><div>stray</div>');
    expect((await validator.validateString(broken)).valid).toBe(false);
  });

  it('escapes what people typed', () => {
    const email = ACADEMY_EMAILS.enquiry!();
    email.content.blocks = [{ type: 'paragraph', text: '<script>alert(1)</script> & co' }];
    const { html } = renderEmail(email.content, academy);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
  });
});
