/** The site's log notes are stored as a code and values, with the English they always had. */
import { describe, expect, it } from 'vitest';

import { logDetailsText } from '~/components/staff/log-details';
import { formatCents } from '~/i18n/format';
import { resources } from '~/i18n/resources';
import { translate } from '~/i18n/translate';

import { logNote, noteDetails } from './log-note';

const worded = (details: Record<string, unknown>, language: 'en' | 'es') =>
  logDetailsText(
    details,
    ((key: string, options?: Record<string, unknown>) =>
      translate(resources[language].common, language, key, options)) as never,
    language,
    { courseNames: {}, sessionNames: {} },
  );

describe('logNote', () => {
  it.each([
    [
      logNote('planPaidTwice', { number: 3, months: 18, intentId: 'pi_1' }),
      'Monthly payment 3 of 18 was paid twice (pi_1); refund one',
    ],
    [
      logNote(
        'planOtherAmount',
        { number: 2, months: 18, paidCents: 50_000, intentId: 'pi_2', dueCents: 45_000 },
        { paidCents: formatCents(50_000, 'en'), dueCents: formatCents(45_000, 'en') },
      ),
      'Monthly payment 2 of 18 was paid $500.00 (pi_2) while $450.00 is due: apply or refund it',
    ],
    [
      logNote('refundFailed', { stripeRefundId: 're_1', amount: '12.00 USD', reason: 'expired' }),
      'Refund re_1 of 12.00 USD failed (expired): the money did not go back',
    ],
    [logNote('holdOver'), 'Seat hold over, unpaid: its payment was canceled at Stripe'],
  ])('keeps the English the note always had: %s', (note, english) => {
    expect(note.text).toBe(english);
    expect(noteDetails(note)).toEqual({ note: english, noteCode: note.code, ...note.values });
  });

  it('stores the values as they are, so a Spanish page words them (money in Spanish too)', () => {
    const details = noteDetails(
      logNote(
        'planOtherAmount',
        { number: 2, months: 18, paidCents: 50_000, intentId: 'pi_2', dueCents: 45_000 },
        { paidCents: formatCents(50_000, 'en'), dueCents: formatCents(45_000, 'en') },
      ),
    );
    expect(details).toMatchObject({ paidCents: 50_000, dueCents: 45_000 });
    const spanish = worded(details, 'es');
    expect(spanish).toContain(formatCents(50_000, 'es'));
    expect(spanish).not.toContain('Monthly payment');
    expect(worded(details, 'en')).toBe(details.note);
  });

  it('keeps a person’s words as they were written', () => {
    expect(noteDetails('Called the bank.')).toEqual({ note: 'Called the bank.' });
  });
});
