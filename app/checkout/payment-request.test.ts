import { describe, expect, it } from 'vitest';

import { REGISTRATION_PRICES, withSessions } from '../../tests/support/price-list';
import type { PriceList } from '../prices/price-list';
import { registrationRequest } from './payment-request';
import { parsePaymentRequest } from './payment-request.server';

const prices: PriceList = {
  ...REGISTRATION_PRICES,
  courses: REGISTRATION_PRICES.courses.map((course) =>
    course.courseId === 'clinical1'
      ? withSessions(course, [
          {
            key: 'april',
            dateText: 'Apr 5-10, 2099',
            startDate: '2099-04-05',
            endDate: '2099-04-10',
            location: 'Beverly Hills, CA',
            capacity: 6,
            past: false,
            bookable: true,
          },
        ])
      : course,
  ),
};
const customer = { name: 'Ana Ruiz', email: 'ana@example.com', phone: '+1 310 555 0100' };
const noAccountant = { practiceName: null, taxId: null };

describe('the payment step’s request', () => {
  it('sends the customer, the items and only the sessions chosen for them', () => {
    expect(
      registrationRequest({
        priceList: prices,
        customer,
        accountant: noAccountant,
        selectedItems: ['clinical1'],
        sessions: { clinical1: 'april', module1: 'april' },
        creditCents: 0,
        plan: null,
      }),
    ).toEqual({
      email: 'ana@example.com',
      customerData: { ...customer, selectedItems: ['clinical1'] },
      sessions: { clinical1: 'april' },
    });
  });

  it.each([
    ['an offer', { offerToken: 'tok' }, { offer: 'tok' }],
    ['credit', { creditCents: 5_000 }, { creditCents: 5_000 }],
    ['no credit', { creditCents: 0 }, {}],
    [
      'monthly, consented',
      { plan: { consent: true } },
      { paymentPlan: 'monthly', planConsent: true },
    ],
    [
      'monthly, not yet',
      { plan: { consent: false } },
      { paymentPlan: 'monthly', planConsent: false },
    ],
    [
      'an accountant',
      { accountant: { practiceName: 'Smile LLC', taxId: '12-3456789' } },
      {
        customerData: {
          ...customer,
          selectedItems: ['fellowship'],
          practiceName: 'Smile LLC',
          taxId: '12-3456789',
        },
      },
    ],
  ])('with %s', (_what, given, expected) => {
    const base = {
      priceList: prices,
      customer,
      accountant: noAccountant,
      selectedItems: ['fellowship'],
      sessions: {},
      creditCents: 0,
      plan: null,
    };
    expect(registrationRequest({ ...base, ...given })).toEqual({
      email: 'ana@example.com',
      customerData: { ...customer, selectedItems: ['fellowship'] },
      sessions: {},
      ...expected,
    });
  });

  it('is what the server reads', () => {
    const body = registrationRequest({
      priceList: prices,
      customer,
      accountant: { practiceName: 'Smile LLC', taxId: null },
      selectedItems: ['clinical1'],
      sessions: { clinical1: 'april' },
      creditCents: 0,
      plan: null,
    });
    expect(parsePaymentRequest(body)).toEqual({
      ok: true,
      request: {
        customer,
        selectedItems: ['clinical1'],
        sessions: { clinical1: 'april' },
        accountant: { practiceName: 'Smile LLC', taxId: null },
      },
    });
  });
});
