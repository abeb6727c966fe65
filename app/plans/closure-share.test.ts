import { describe, expect, it } from 'vitest';

import { shareCents } from '~/orders/line-shares';
import { planSchedule } from '~/prices/plan-schedule';

import { planClosure } from './closure-share';

// The Mastership: $35,000 over 18 months with the $375 fee; Clinical 1's line is its share of
// the price by the courses' registration prices (module1..4, clinical1, clinical2).
const schedule = planSchedule({
  priceCents: 3_500_000,
  feeCents: 37_500,
  months: 18,
  start: new Date('2026-01-15T17:00:00Z'),
});
const [, , , , clinical1, clinical2] = shareCents(
  3_500_000,
  [285_000, 285_000, 295_000, 295_000, 650_000, 1_700_000],
);

/** The plan after `paid` payments: what they add up to and the payments left. */
function after(paid: number) {
  return {
    feeCents: 37_500,
    paidCents: schedule.slice(0, paid).reduce((sum, payment) => sum + payment.amountCents, 0),
    returnedCents: 0,
    open: schedule.slice(paid).map(({ number, amountCents }) => ({ number, amountCents })),
  };
}

describe('planClosure: a closed course of a monthly program', () => {
  it('starts from the Mastership as sold', () => {
    expect(schedule[0]!.amountCents).toBe(231_952);
    expect(schedule[1]!.amountCents).toBe(194_444);
    expect(clinical1).toBe(648_148);
  });

  it.each([
    // paid payments, share, returned, taken off, first remaining, the others, ends
    ['after 1 payment', 1, clinical1!, 36_009, 612_139, 158_449, 158_435, false],
    ['after 6 payments', 6, clinical1!, 216_050, 432_098, 158_445, 158_435, false],
    // 3 payments left ($5,833.32) are less than the share: most of it is paid already.
    [
      'when the share exceeds what remains',
      15,
      clinical1!,
      540_123,
      108_025,
      158_437,
      158_435,
      false,
    ],
    ['Clinical 2 after 1 payment', 1, clinical2!, 94_179, 1_600_978, 100_282, 100_268, false],
    // The whole price: nothing is left to pay; the fee is still kept.
    ['the whole program after 1 payment', 1, 3_500_000, 194_452, 3_305_548, 0, 0, true],
  ] as const)('%s', (_name, paid, share, returned, removed, first, others, ends) => {
    const result = planClosure({ shareCents: share, ...after(paid) });
    expect(result.returnCents).toBe(returned);
    expect(result.removedCents).toBe(removed);
    expect(result.returnCents + result.removedCents).toBe(share);
    expect(result.payments.map((payment) => payment.toCents)).toEqual([
      first,
      ...Array.from({ length: 17 - paid }, () => others),
    ]);
    expect(result.ends).toBe(ends);
    // The plan still adds up: what is paid and left is the price less the share, plus the fee.
    const left = result.payments.reduce((sum, payment) => sum + payment.toCents, 0);
    expect(after(paid).paidCents - result.returnCents + left).toBe(3_500_000 - share + 37_500);
  });

  it('when everything was paid: the whole share comes back, nothing to take off', () => {
    expect(planClosure({ shareCents: clinical1!, ...after(18) })).toEqual({
      returnCents: 648_148,
      removedCents: 0,
      payments: [],
      ends: false,
    });
  });

  it('never returns the processing fee: a plan whose only payment so far is the fee', () => {
    const result = planClosure({
      shareCents: 50_000,
      feeCents: 37_500,
      paidCents: 37_500,
      returnedCents: 0,
      open: [
        { number: 2, amountCents: 50_000 },
        { number: 3, amountCents: 50_000 },
      ],
    });
    expect(result).toMatchObject({ returnCents: 0, removedCents: 50_000, ends: false });
    expect(result.payments.map((payment) => payment.toCents)).toEqual([25_000, 25_000]);
  });

  it('a second closure counts what the first gave back', () => {
    const first = planClosure({ shareCents: clinical2!, ...after(6) });
    const second = planClosure({
      shareCents: clinical1!,
      feeCents: 37_500,
      paidCents: after(6).paidCents,
      returnedCents: first.returnCents,
      open: first.payments.map((payment) => ({
        number: payment.number,
        amountCents: payment.toCents,
      })),
    });
    // The same proportion of each share is paid: 6 of 18 payments' worth of the price.
    expect(first.returnCents).toBe(565_054);
    expect(second.returnCents).toBe(216_050);
    const left = second.payments.reduce((sum, payment) => sum + payment.toCents, 0);
    expect(after(6).paidCents - first.returnCents - second.returnCents + left).toBe(
      3_500_000 - clinical1! - clinical2! + 37_500,
    );
  });

  it('refuses a share larger than what is left of the price', () => {
    expect(() => planClosure({ shareCents: 3_500_001, ...after(1) })).toThrow(RangeError);
  });
});
