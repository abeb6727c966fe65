import { describe, expect, it } from 'vitest';

import { parsePaymentRequest, REQUEST_ERRORS } from './payment-request.server';

const customerData = {
  name: 'Jane Doe',
  email: 'Jane@Example.com',
  phone: '+1 310 555 0100',
  selectedItems: ['module1', 'module2'],
};

describe('parsePaymentRequest (docs/product.md#api body)', () => {
  it('reads customerData with a list of course ids or one program id', () => {
    expect(parsePaymentRequest({ email: 'jane@example.com', customerData })).toEqual({
      ok: true,
      request: {
        customer: { name: 'Jane Doe', email: 'Jane@Example.com', phone: '+1 310 555 0100' },
        selectedItems: ['module1', 'module2'],
        sessions: {},
      },
    });
    expect(
      parsePaymentRequest({ customerData: { ...customerData, selectedItems: 'fellowship' } }),
    ).toMatchObject({ ok: true, request: { selectedItems: ['fellowship'] } });
  });

  it('takes the top-level e-mail when customerData has none, and refuses two different ones', () => {
    expect(
      parsePaymentRequest({
        email: 'jane@example.com',
        customerData: { ...customerData, email: undefined },
      }),
    ).toMatchObject({ ok: true, request: { customer: { email: 'jane@example.com' } } });
    expect(parsePaymentRequest({ email: 'joe@example.com', customerData })).toEqual({
      ok: false,
      error: REQUEST_ERRORS.emailMismatch,
    });
  });

  it('reads the optional sessions map, course id to session key', () => {
    expect(
      parsePaymentRequest({ customerData, sessions: { module2: 'module2-2027-05' } }),
    ).toMatchObject({ ok: true, request: { sessions: { module2: 'module2-2027-05' } } });
    for (const sessions of [['module2'], { module2: 7 }, { module2: 'a b' }, { module2: '' }]) {
      expect(parsePaymentRequest({ customerData, sessions })).toEqual({
        ok: false,
        error: REQUEST_ERRORS.sessions,
      });
    }
  });

  it('reads the optional waiting-list offer token', () => {
    const offer = 'A'.repeat(43);
    expect(parsePaymentRequest({ customerData, offer })).toMatchObject({
      ok: true,
      request: { offer },
    });
    expect(parsePaymentRequest({ customerData, offer: null })).toMatchObject({ ok: true });
    for (const bad of ['short', 7, `${offer}!`, ['x']]) {
      expect(parsePaymentRequest({ customerData, offer: bad })).toEqual({
        ok: false,
        error: REQUEST_ERRORS.offer,
      });
    }
  });

  it.each([
    ['none', {}, {}],
    ['a positive number of cents', { creditCents: 285_000 }, { creditCents: 285_000 }],
    ['zero: none', { creditCents: 0 }, {}],
    [
      'with taking it over',
      { creditCents: 100, takeOverCredit: true },
      { creditCents: 100, takeOverCredit: true },
    ],
    ['taking over without credit: nothing', { takeOverCredit: true }, {}],
  ])('reads the credit to spend: %s', (_what, body, read) => {
    const parsed = parsePaymentRequest({ customerData, ...body });
    if (!parsed.ok) throw new Error(parsed.error);
    expect({
      creditCents: parsed.request.creditCents,
      takeOverCredit: parsed.request.takeOverCredit,
    }).toEqual({ creditCents: undefined, takeOverCredit: undefined, ...read });
  });

  it.each([
    [{ creditCents: -1 }, REQUEST_ERRORS.creditCents],
    [{ creditCents: 1.5 }, REQUEST_ERRORS.creditCents],
    [{ creditCents: '285000' }, REQUEST_ERRORS.creditCents],
    [{ creditCents: 100_000_001 }, REQUEST_ERRORS.creditCents],
    [{ creditCents: 100, takeOverCredit: 'yes' }, REQUEST_ERRORS.takeOverCredit],
    [{ paymentPlan: 'yearly' }, REQUEST_ERRORS.paymentPlan],
    [{ paymentPlan: 'monthly' }, REQUEST_ERRORS.planConsent],
    [{ paymentPlan: 'monthly', planConsent: 'yes' }, REQUEST_ERRORS.planConsent],
  ])('refuses %j', (body, error) => {
    expect(parsePaymentRequest({ customerData, ...body })).toEqual({ ok: false, error });
  });

  it('reads monthly payments with the consent, and pay in full as no plan', () => {
    const monthly = parsePaymentRequest({
      customerData: { ...customerData, selectedItems: 'mastership' },
      paymentPlan: 'monthly',
      planConsent: true,
    });
    expect(monthly.ok && monthly.request.paymentPlan).toBe('monthly');
    const full = parsePaymentRequest({ customerData, paymentPlan: 'full', planConsent: false });
    expect(full.ok && full.request).not.toHaveProperty('paymentPlan');
  });

  it('answers an error text for anything else', () => {
    expect(parsePaymentRequest(null)).toEqual({ ok: false, error: REQUEST_ERRORS.shape });
    expect(parsePaymentRequest([customerData])).toEqual({ ok: false, error: REQUEST_ERRORS.shape });
    expect(parsePaymentRequest({ customerData: { ...customerData, name: ' ' } })).toEqual({
      ok: false,
      error: 'Please enter your name.',
    });
    expect(parsePaymentRequest({ customerData: { ...customerData, selectedItems: [1] } })).toEqual({
      ok: false,
      error: REQUEST_ERRORS.items,
    });
    expect(
      parsePaymentRequest({
        customerData: { ...customerData, selectedItems: Array(21).fill('module1') },
      }),
    ).toEqual({ ok: false, error: REQUEST_ERRORS.items });
  });
});

describe('the accountant’s details (app/receipts/accountant.ts)', () => {
  it('reads a practice name and tax id, trimmed, and leaves blank ones out', () => {
    expect(
      parsePaymentRequest({
        customerData: { ...customerData, practiceName: '  Clínica  Peña ', taxId: ' 12-3456789 ' },
      }),
    ).toMatchObject({
      ok: true,
      request: { accountant: { practiceName: 'Clínica Peña', taxId: '12-3456789' } },
    });
    const blank = parsePaymentRequest({ customerData: { ...customerData, practiceName: ' ' } });
    expect(blank.ok && 'accountant' in blank.request).toBe(false);
  });

  it.each([
    [{ practiceName: 'x'.repeat(121) }, 'practiceName: Please enter at most 120 characters.'],
    [{ taxId: '1'.repeat(41) }, 'taxId: Please enter at most 40 characters.'],
    [{ taxId: '<b>' }, 'taxId: Please use letters, digits, spaces and - . / only.'],
    [{ taxId: 12 }, 'taxId: Please enter text.'],
  ])('refuses %j with a clear message', (fields, error) => {
    expect(parsePaymentRequest({ customerData: { ...customerData, ...fields } })).toEqual({
      ok: false,
      error,
    });
  });
});
