import { describe, expect, it } from 'vitest';

import { type RefundableCharge, spreadRefund } from './refund-spread';

const charge = (id: string, leftCents: number): RefundableCharge => ({
  paymentId: id,
  stripeId: `pi_${id}`,
  leftCents,
});

describe('spreadRefund', () => {
  it.each([
    { what: 'nothing to refund', amount: 0, charges: [charge('a', 5000)], parts: [] },
    {
      what: 'within the newest charge',
      amount: 3000,
      charges: [charge('b', 5000), charge('a', 5000)],
      parts: [['b', 3000]],
    },
    {
      what: 'exactly the newest charge',
      amount: 5000,
      charges: [charge('b', 5000), charge('a', 5000)],
      parts: [['b', 5000]],
    },
    {
      what: 'one cent over the newest charge',
      amount: 5001,
      charges: [charge('b', 5000), charge('a', 5000)],
      parts: [
        ['b', 5000],
        ['a', 1],
      ],
    },
    {
      what: 'every charge in full',
      amount: 10000,
      charges: [charge('b', 5000), charge('a', 5000)],
      parts: [
        ['b', 5000],
        ['a', 5000],
      ],
    },
    {
      what: 'a charge already refunded is skipped',
      amount: 2000,
      charges: [charge('c', 0), charge('b', 1500), charge('a', 5000)],
      parts: [
        ['b', 1500],
        ['a', 500],
      ],
    },
    {
      what: 'more than the charges have left',
      amount: 10001,
      charges: [charge('b', 5000), charge('a', 5000)],
      parts: null,
    },
    { what: 'no charges', amount: 1, charges: [], parts: null },
  ])('$what', ({ amount, charges, parts }) => {
    const spread = spreadRefund(amount, charges);
    expect(spread && spread.map((part) => [part.charge.paymentId, part.amountCents])).toEqual(
      parts,
    );
    if (spread) expect(spread.reduce((sum, part) => sum + part.amountCents, 0)).toBe(amount);
  });

  it('refuses a negative or fractional amount', () => {
    expect(() => spreadRefund(-1, [])).toThrow(RangeError);
    expect(() => spreadRefund(1.5, [])).toThrow(RangeError);
  });
});
