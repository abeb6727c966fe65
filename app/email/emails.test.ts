/**
 * Every e-mail the site sends, rendered in each language it can be sent in: subject, text and
 * HTML in the right language, links absolute on the site's origin, nothing that needs an image,
 * and HTML that a real validator (html-validate) accepts with the rules e-mail HTML must break
 * relaxed (email-html-validate.ts says which and why).
 */
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';

import { emailVerificationEmail, passwordResetEmail } from '~/auth/emails';
import { enquiryEmail } from '~/enquiries/enquiry.server';
import type { Language } from '~/i18n/config';
import {
  academyNoticeEmail,
  attentionEmail,
  disputeEmail,
  mismatchEmail,
  partialRefundEmail,
} from '~/payments/academy-emails';
import { buyerConfirmationEmail, type PaidOrder } from '~/payments/emails';
import {
  sessionCancelledEmail,
  sessionMovedEmail,
  type SessionMoveMail,
  sessionMoveNoticeEmail,
} from '~/sessions/move-emails';
import { confirmationEmail, offerEmail } from '~/sessions/waiting-list-emails';

import { EMAIL_HTML_VALIDATE_CONFIG } from './email-html-validate';
import type { EmailAcademy, EmailContent } from './message';
import type { ComposedEmail } from './outbox.server';
import { renderEmail } from './render.server';

const academy: EmailAcademy = {
  name: 'Beverly Hills Implant Academy',
  addressLines: ['9454 Wilshire Blvd, Suite 600', 'Beverly Hills, CA 90212', 'United States'],
  phone: '(310) 555-0123',
  phoneHref: 'tel:+13105550123',
  email: 'registration@academy.example',
  origin: 'https://academy.example',
};

const courseNames = {
  module1: 'Basic Dental Implantology (Online, 24 CE Hours)',
  module2: 'Advanced and Immediate Implantology (Online, 24 CE Hours)',
  clinical1: 'Basic and Intermediate Surgery (Beverly Hills)',
};
const context = { academy, courseNames };

const order = (language: Language): PaidOrder => ({
  id: '3f2c1a9e-0000-4000-8000-000000000001',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '+52 55 1234 5678',
  selectedItems: ['fellowship'],
  courseIds: ['module1', 'module2', 'clinical1'],
  amountCents: 1_200_000,
  paymentIntentId: 'pi_123',
  language,
  sessions: [
    {
      courseId: 'clinical1',
      dateText: 'Apr 15-20, 2027',
      startDate: '2027-04-15',
      endDate: '2027-04-20',
      location: 'Beverly Hills, CA',
    },
  ],
});

const noted = {
  id: '3f2c1a9e-0000-4000-8000-000000000001',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '+52 55 1234 5678',
  amountCents: 570_000,
  currency: 'usd',
  paymentIntentId: 'pi_123',
};

const offer = (language: Language) =>
  offerEmail(
    {
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      language,
      token: 'T'.repeat(43),
      offerUntil: new Date('2027-03-01T17:00:00Z'),
    },
    {
      courseId: 'clinical1',
      sessionKey: 'c1-2027-04',
      courseName: 'Clinical 1',
      dateText: 'Apr 15-20, 2027',
      startDate: '2027-04-15',
      endDate: '2027-04-20',
      location: 'Beverly Hills, CA',
    },
    { academy },
  );

const waitingListConfirmation = (language: Language) =>
  confirmationEmail(
    { email: 'ana@example.com', language, token: 'T'.repeat(43) },
    {
      courseId: 'clinical1',
      sessionKey: 'c1-2027-04',
      courseName: 'Clinical 1',
      dateText: 'Apr 15-20, 2027',
      startDate: '2027-04-15',
      endDate: '2027-04-20',
      location: 'Beverly Hills, CA',
    },
    { academy, confirmHours: 24 },
  );

const move = (language: Language): SessionMoveMail => ({
  orderId: '3f2c1a9e-0000-4000-8000-000000000001',
  courseId: 'clinical1',
  courseName: 'Clinical 1',
  courseNameEn: 'Clinical 1',
  student: { name: 'Ana Ruiz', email: 'ana@example.com', language },
  from: {
    key: 'c1-04',
    dateText: 'Apr 15-20, 2027',
    startDate: '2027-04-15',
    endDate: '2027-04-20',
    location: 'Beverly Hills, CA',
  },
  to: {
    key: 'c1-06',
    dateText: 'Jun 10-15, 2027',
    startDate: '2027-06-10',
    endDate: '2027-06-15',
    location: 'Miami, FL',
  },
  moves: 1,
  movedBefore: false,
});

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

describe('the session move', () => {
  it('names a session content no longer lists by its key, without a place, and the short reference', () => {
    const unlisted = {
      ...move('en'),
      from: { key: 'old-key', dateText: 'old-key', startDate: null, endDate: null, location: '' },
    };
    const student = renderEmail(sessionMovedEmail(unlisted, academy).content, academy).text;
    expect(student).toContain('has moved from old-key to Jun 10-15, 2027, Miami, FL,');
    expect(student).toContain('Order reference: 3F2C1A9E\n');
    // Nothing to take out of a calendar that never had it.
    expect(sessionCancelledEmail(unlisted, academy)).toBeNull();
    const registrar = renderEmail(sessionMoveNoticeEmail(unlisted, academy).content, academy).text;
    expect(registrar).toContain('old-key');
    expect(registrar).toContain('3F2C1A9E');
    expect(registrar).not.toContain('3f2c1a9e-0000');
  });
});

describe('the order confirmation', () => {
  it('says what was bought, for how much and when, in English', () => {
    const email = buyerConfirmationEmail(order('en'), context);
    const { subject, text, html } = renderEmail(email.content, academy);
    expect(subject).toBe('Your registration with Beverly Hills Implant Academy');
    expect(email.to).toBe('ana@example.com');
    expect(email.replyTo).toBe(academy.email);
    expect(text).toContain('Dear Ana Ruiz,');
    expect(text).toContain('We received your payment of $12,000.00.');
    expect(text).toContain('Fellowship Program, which includes:\n- Basic Dental Implantology');
    expect(text).toContain(
      '- Basic and Intermediate Surgery (Beverly Hills): Apr 15-20, 2027, Beverly Hills, CA',
    );
    expect(text).toContain(
      'A confirmation e-mail with your course details follows within 1-2 business days.',
    );
    expect(text).toContain('https://academy.example/account\n');
    // The short reference staff see on /staff, not the UUID.
    expect(text).toContain('Order reference: 3F2C1A9E\n');
    expect(text).not.toContain('3f2c1a9e-0000');
    // The program's courses without a session: how and by when to choose them.
    expect(text).toContain(
      'No session is booked yet for Basic Dental Implantology (Online, 24 CE Hours), Advanced and Immediate Implantology (Online, 24 CE Hours): you choose them in your account.',
    );
    expect(text).toContain("choose each course's session under My Courses");
    expect(text).toContain(
      'choose before the session you want fills up; a session can be booked until its first day',
    );
    expect(html).toContain('We received your payment of $12,000.00.');
    expect(html).toContain('<li>Basic and Intermediate Surgery (Beverly Hills)</li>');
    expect(email.calendar).toContain('DTSTART;VALUE=DATE:20270415');
  });

  it('writes money and dates the Spanish way, and keeps the calendar file', () => {
    const email = buyerConfirmationEmail(order('es'), context);
    const { subject, text, html } = renderEmail(email.content, academy);
    expect(subject).toBe('Su inscripción en Beverly Hills Implant Academy');
    expect(text).toContain('Estimado/a Ana Ruiz:');
    expect(text).toContain('Hemos recibido su pago de USD 12,000.00.');
    expect(text).toContain('Programa Fellowship, que incluye:');
    expect(text).toContain(
      '- Basic and Intermediate Surgery (Beverly Hills): 15–20 de abril de 2027, Beverly Hills, CA',
    );
    expect(text).toContain('En un plazo de 1 a 2 días hábiles');
    expect(text).toContain('Aún no hay fecha reservada para');
    expect(text).toContain('elija la fecha de cada curso en Mis cursos');
    expect(text).toContain('https://academy.example/account?lng=es\n');
    expect(html).toContain('Hemos recibido su pago de USD 12,000.00.');
    expect(html).toContain('Ir a su cuenta');
    expect(email.calendar).toContain('DTEND;VALUE=DATE:20270421');
  });

  it('names the waiting list’s session as the Spanish site does: its days, and the course in Spanish when known', () => {
    const { subject, text } = renderEmail(offer('es').content, academy);
    expect(subject).toBe('Plaza disponible: Clinical 1, 15–20 de abril de 2027');
    expect(text).toContain('Se ha liberado una plaza en Clinical 1, 15–20 de abril de 2027');
    expect(renderEmail(offer('en').content, academy).subject).toBe(
      'A seat is yours to take: Clinical 1, Apr 15-20, 2027',
    );
    const named = confirmationEmail(
      { email: 'ana@example.com', language: 'es', token: 'T'.repeat(43) },
      {
        courseId: 'clinical1',
        sessionKey: 'c1-2027-04',
        courseName: 'Clinical 1',
        dateText: 'Apr 15-20, 2027',
        startDate: '2027-04-15',
        endDate: '2027-04-20',
        location: 'Beverly Hills, CA',
      },
      { academy, confirmHours: 24, courseNamesIn: { es: { clinical1: 'Clínica 1' } } },
    );
    expect(named.content.subject).toBe(
      'Confirme su lugar en la lista de espera: Clínica 1, 15–20 de abril de 2027',
    );
  });

  it("tells the academy in English, with the buyer's language", () => {
    const { subject, text } = renderEmail(
      academyNoticeEmail(order('es'), context).content,
      academy,
    );
    expect(subject).toBe('New paid registration: Ana Ruiz');
    expect(text).toContain('Language: Spanish');
    expect(text).toContain('Amount: $12,000.00');
    expect(text).toContain('Chosen: Fellowship Program');
    // Each granted course's session, or that the student still has to choose one.
    expect(text).toContain(
      '- Basic and Intermediate Surgery (Beverly Hills): Apr 15-20, 2027, Beverly Hills, CA',
    );
    expect(text).toContain(
      '- Basic Dental Implantology (Online, 24 CE Hours): no session chosen yet (the student chooses it in the account)',
    );
  });
});

describe('the account e-mails', () => {
  it('carry their single-use link, absolute, on the Spanish page for a Spanish reader', () => {
    const reset = renderEmail(passwordResetEmail('tok_reset', academy.origin, 'es'), academy);
    expect(reset.text).toContain('https://academy.example/reset-password?token=tok_reset&lng=es');
    expect(reset.html).toContain(
      'href="https://academy.example/reset-password?token=tok_reset&amp;lng=es"',
    );
    const verify = renderEmail(emailVerificationEmail('tok_v', academy.origin, 'en'), academy);
    expect(verify.subject).toBe('Confirm your e-mail address');
    expect(verify.text).toContain('https://academy.example/account?verify=tok_v\n');
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
