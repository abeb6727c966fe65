import { describe, expect, it } from 'vitest';

import type { Language } from '~/i18n/config';
import { resources } from '~/i18n/resources';
import { translate } from '~/i18n/translate';

import { fieldWords, LABELLED_FIELDS, logDetailsText } from './log-details';

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
