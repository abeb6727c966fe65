/**
 * Manage Payments as the server renders it (docs/decisions/0094): the card each program paid
 * monthly is charged to, with the way to change it, in English and Spanish; no card listed, and
 * the words saying why, when no plan charges one.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { Language } from '~/i18n/config';
import { resources } from '~/i18n/resources';
import { TranslationProvider } from '~/i18n/translation';
import type { AccountPlan } from '~/plans/plan-reads.server';

import { PaymentsPanel } from './PaymentsPanel';

const plan = (fields: Partial<AccountPlan> = {}): AccountPlan => ({
  orderId: '6f1c2a4e-0000-4000-8000-000000000001',
  programId: 'mastership',
  status: 'active',
  months: 18,
  priceCents: 3_500_000,
  feeCents: 37_500,
  card: { brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031 },
  closedCourses: [],
  payments: [],
  ...fields,
});

const render = (language: Language, plans: AccountPlan[]) =>
  renderToString(
    <TranslationProvider language={language} texts={resources[language].common}>
      <PaymentsPanel
        plans={plans}
        transactions={[]}
        courseNames={{ mastership: 'Mastership Program' }}
      />
    </TranslationProvider>,
  );

/** The Payment Methods section's text. */
const methods = (html: string) =>
  html
    .slice(html.indexOf('id="payment-methods"'), html.indexOf('id="payment-history"'))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('Manage Payments', () => {
  it('shows the card each monthly plan uses, and a link to change it', () => {
    const html = render('en', [plan()]);
    const text = methods(html);
    expect(text).toContain('Visa ending in 4242, expires 03/2031');
    expect(text).toContain('For the monthly payments of the Mastership Program');
    expect(text).not.toContain('No payment methods found');
    expect(html).toContain('href="/account/plans/6f1c2a4e-0000-4000-8000-000000000001/card"');
    // The link's name says which program's card it changes.
    expect(html.replace(/<[^>]+>/g, '')).toContain('Change card (Mastership Program)');
  });

  it('in Spanish too', () => {
    const text = methods(render('es', [plan({ status: 'past_due' })]));
    expect(text).toContain('Visa terminada en 4242, vence el 03/2031');
    expect(text).toContain('Cambiar la tarjeta');
  });

  it('names a card saved before its details were kept without inventing them', () => {
    expect(methods(render('en', [plan({ card: null })]))).toContain(
      'The card saved when you registered',
    );
  });

  it('lists no card for a plan that charges nothing more, and says which card is kept', () => {
    for (const status of ['completed', 'cancelled'] as const) {
      const text = methods(render('en', [plan({ status })]));
      expect(text).toContain('No payment methods found');
      expect(text).toContain('Only a program paid monthly keeps a card');
      expect(text).not.toContain('4242');
    }
    expect(methods(render('es', []))).toContain('Solo un programa pagado mensualmente');
  });
});
