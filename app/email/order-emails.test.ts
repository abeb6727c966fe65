/** What the e-mails of a paid order say: the buyer's confirmation and the academy's notice. */
import { describe, expect, it } from 'vitest';

import { academyNoticeEmail } from '~/fulfilment/academy-emails';
import { buyerConfirmationEmail } from '~/fulfilment/emails';

import { academy, context, order } from '../../tests/support/emails';
import { renderEmail } from './render.server';

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

  it('tells the academy what a monthly plan collected and what is due when, not its price', () => {
    const monthly = {
      ...order('en'),
      amountCents: 3_500_000,
      plan: {
        firstCents: 231_952,
        count: 17,
        monthlyCents: 194_444,
        totalCents: 3_537_500,
        nextDueDate: '2027-01-07',
      },
    };
    const { text } = renderEmail(academyNoticeEmail(monthly, context).content, academy);
    expect(text).toContain('Amount: Paid $2,319.52 of $35,375.00 · next $1,944.44 on Jan 7, 2027');
    expect(text).toContain('Still due: $33,055.48 in 17 monthly payments of $1,944.44');
    expect(text).not.toContain('$35,000.00');
  });
});
