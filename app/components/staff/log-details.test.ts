import { describe, expect, it } from 'vitest';

import type { Language } from '~/i18n/config';
import logNotesEn from '~/i18n/log-notes.en';
import { resources } from '~/i18n/resources';
import { translate } from '~/i18n/translate';

import { fieldWords, LABELLED_FIELDS, logDetailsText, logNoteText } from './log-details';

const names = {
  courseNames: { clinical1: 'Clinical 1', module2: 'Module 2' },
  sessionNames: { 'clinical1:c1-apr': 'Apr 15-20, 2027', 'clinical1:c1-jun': 'Jun 3-8, 2027' },
};
const text = (details: Record<string, unknown>, language: Language = 'en') =>
  logDetailsText(
    details,
    ((key: string, options?: Record<string, unknown>) =>
      translate(resources[language].common, language, key, options)) as never,
    language,
    names,
  );

describe('logDetailsText', () => {
  it.each([
    [
      { intentId: 'pi_123', amountCents: 650_000, currency: 'usd' },
      'Stripe payment: pi_123, Amount: $6,500.00, Currency: USD',
    ],
    [
      { courseId: 'clinical1', from: 'c1-apr', to: 'c1-jun' },
      'Course: Clinical 1, From: Apr 15-20, 2027, To: Jun 3-8, 2027',
    ],
    [
      { noticeDay: '2027-01-05', paidCents: 100, released: ['module2'] },
      'Notice given on: Jan 5, 2027, Paid: $1.00, Courses released: Module 2',
    ],
    [{ weightsCents: ['285000', '650000'] }, 'Line weights: $2,850.00, $6,500.00'],
    [{ requestedAt: '2027-04-01T07:00:00.000Z' }, 'Requested at: Apr 1, 2027, 00:00 PDT'],
    [{ note: 'Called the bank', stripeRefundId: 're_1' }, 'Called the bank — Stripe refund: re_1'],
    [{ someNewField: true, emptyOne: null }, 'Some new field: true'],
  ])('%j', (details, expected) => {
    expect(text(details)).toBe(expected);
  });

  it('speaks Spanish', () => {
    expect(text({ intentId: 'pi_1', amountCents: 100 }, 'es')).toBe(
      'Pago en Stripe: pi_1, Importe: USD 1.00',
    );
  });

  it("names a plan's reduction, card change and a late payment's price in Spanish", () => {
    expect(
      text(
        {
          courseId: 'clinical1',
          shareCents: 100,
          returnedCents: 40,
          removedCents: 60,
          paymentsLeft: 3,
        },
        'es',
      ),
    ).toBe(
      'Curso: Clinical 1, Parte del curso: USD 1.00, Devuelto: USD 0.40, Descontado de los pagos: USD 0.60, Pagos pendientes: 3',
    );
    expect(text({ setupIntent: 'seti_1', card: 'visa 4242', priceNowCents: 100 }, 'es')).toBe(
      'Configuración de tarjeta en Stripe: seti_1, Tarjeta: visa 4242, Precio actual: USD 1.00',
    );
  });

  it('has a label in both languages for every labelled field', () => {
    for (const language of ['en', 'es'] as const) {
      const labels = (resources[language].common.staff as { logFields: Record<string, string> })
        .logFields;
      expect(Object.keys(labels).sort()).toEqual([...LABELLED_FIELDS].sort());
    }
  });

  it.each([
    ['refundedToCents', 'Refunded to'],
    ['stripeRefundId', 'Stripe refund'],
    ['graceDays', 'Grace days'],
  ])('writes %s as %s', (key, words) => {
    expect(fieldWords(key)).toBe(words);
  });
});

describe('the site’s notes, worded when shown', () => {
  it('reads an older entry’s English note back, in the page’s language', () => {
    const note = 'Monthly payment 2 of 12 was paid twice (pi_9); refund one';
    expect(text({ note }, 'en')).toBe(note);
    expect(text({ note }, 'es')).toBe(
      'El pago mensual 2 de 12 se pagó dos veces (pi_9); reembolse uno',
    );
    expect(
      text(
        { note: 'Refund re_1 of 12.00 USD canceled (no reason given): the money did not go back' },
        'es',
      ),
    ).toBe('El reembolso re_1 de 12.00 USD se canceló (no reason given): el dinero no se devolvió');
    expect(text({ note: 'Seat hold over, unpaid: its payment was canceled at Stripe' }, 'es')).toBe(
      'Reserva de plaza vencida sin pagar: su pago se canceló en Stripe',
    );
  });

  it('words a coded note from its values, and lists only the values it does not name', () => {
    const details = {
      noteCode: 'planOtherAmount',
      number: 3,
      months: 12,
      paidCents: 50_000,
      dueCents: 45_000,
      intentId: 'pi_7',
      attempt: 2,
    };
    expect(text(details, 'en')).toBe(
      'Monthly payment 3 of 12 was paid $500.00 (pi_7) while $450.00 is due: apply or refund it — Attempt: 2',
    );
    expect(text(details, 'es')).toMatch(/^El pago mensual 3 de 12 se pagó por USD 500.00 \(pi_7\)/);
  });

  it('words the notes of /staff’s orders needing attention the same way', () => {
    const t = ((key: string, options?: Record<string, unknown>) =>
      translate(resources.es.common, 'es', key, options)) as never;
    expect(
      logNoteText(
        'Duplicate payment: order 3F2C1A9E already paid for these courses; refundable from /staff',
        t,
        'es',
      ),
    ).toBe(
      'Pago duplicado: el pedido 3F2C1A9E ya pagó estos cursos; se puede reembolsar desde /staff',
    );
    expect(logNoteText('Call back Monday', t, 'es')).toBe('Call back Monday');
  });

  it('keeps a note a person wrote as it was written', () => {
    expect(text({ note: 'Payment does not match? Called the bank' }, 'es')).toBe(
      'Payment does not match? Called the bank',
    );
  });

  it('has every note in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      const notes = (resources[language].common.staff as { logNotes: Record<string, string> })
        .logNotes;
      expect(Object.keys(notes).sort()).toEqual(Object.keys(logNotesEn).sort());
    }
  });
});
