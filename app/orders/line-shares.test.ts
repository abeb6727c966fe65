import { describe, expect, it } from 'vitest';

import { loadPriceList } from '../prices/price-list.server';
import { orderLinesFor, shareCents } from './line-shares';

describe('shareCents', () => {
  it.each([
    { what: 'exact shares', amount: 100, weights: [1, 2, 3, 4], shares: [10, 20, 30, 40] },
    { what: 'a remainder of 1 cent', amount: 10, weights: [1, 1, 1], shares: [4, 3, 3] },
    { what: 'a remainder of n−1 cents', amount: 3, weights: [1, 1, 1, 1], shares: [1, 1, 1, 0] },
    { what: 'equal weights', amount: 5, weights: [7, 7, 7, 7], shares: [2, 1, 1, 1] },
    { what: 'a zero weight', amount: 7, weights: [3, 0, 4], shares: [3, 0, 4] },
    { what: 'a zero weight beside a remainder', amount: 10, weights: [1, 0, 2], shares: [3, 0, 7] },
    { what: 'one course', amount: 1_200_000, weights: [650_000], shares: [1_200_000] },
    { what: 'every weight zero', amount: 10, weights: [0, 0, 0], shares: [4, 3, 3] },
    {
      what: 'the largest remainders first',
      amount: 100,
      weights: [4, 1, 1, 1],
      shares: [57, 15, 14, 14],
    },
  ])('$what', ({ amount, weights, shares }) => {
    expect(shareCents(amount, weights)).toEqual(shares);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
  });

  it('refuses amounts and weights that are not whole', () => {
    expect(() => shareCents(10.5, [1])).toThrow(RangeError);
    expect(() => shareCents(-1, [1])).toThrow(RangeError);
    expect(() => shareCents(10, [1.5])).toThrow(RangeError);
    expect(() => shareCents(10, [])).toThrow(RangeError);
  });
});

describe('orderLinesFor (the seed’s prices)', async () => {
  const priceList = await loadPriceList();
  const program = (id: string) => priceList.programs.find((p) => p.programId === id)!;

  it('spreads the Fellowship’s $12,000 over Modules 1, 2 and Clinical 1 by their prices', () => {
    const fellowship = program('fellowship');
    expect(fellowship).toMatchObject({ price: 12_000 });
    const lines = orderLinesFor(
      { kind: 'program', items: ['fellowship'], courseIds: fellowship.courseIds, coursePrices: [] },
      1_200_000,
      priceList,
    );
    expect(lines).toEqual([
      {
        courseId: 'module1',
        programId: 'fellowship',
        listPriceCents: 285_000,
        paidCents: 280_328,
        priceTier: 'registration',
      },
      {
        courseId: 'module2',
        programId: 'fellowship',
        listPriceCents: 285_000,
        paidCents: 280_328,
        priceTier: 'registration',
      },
      {
        courseId: 'clinical1',
        programId: 'fellowship',
        listPriceCents: 650_000,
        paidCents: 639_344,
        priceTier: 'registration',
      },
    ]);
  });

  it('spreads the Mastership’s $35,000 over its six courses, to the cent', () => {
    const mastership = program('mastership');
    expect(mastership).toMatchObject({ price: 35_000 });
    const lines = orderLinesFor(
      { kind: 'program', items: ['mastership'], courseIds: mastership.courseIds, coursePrices: [] },
      3_500_000,
      priceList,
    );
    expect(lines.map((line) => [line.courseId, line.listPriceCents, line.paidCents])).toEqual([
      ['module1', 285_000, 284_188],
      ['module2', 285_000, 284_188],
      ['clinical1', 650_000, 648_148],
      ['module3', 295_000, 294_160],
      ['module4', 295_000, 294_159],
      ['clinical2', 1_700_000, 1_695_157],
    ]);
    expect(lines.reduce((sum, line) => sum + line.paidCents, 0)).toBe(3_500_000);
  });

  it('charges courses bought one by one their prices, each with its tier', () => {
    const lines = orderLinesFor(
      {
        kind: 'courses',
        items: ['module1', 'clinical1'],
        courseIds: ['module1', 'clinical1'],
        coursePrices: [
          { courseId: 'module1', cents: 285_000, tier: 'registration' },
          { courseId: 'clinical1', cents: 750_000, tier: 'regular' },
        ],
      },
      1_035_000,
      priceList,
    );
    expect(lines).toEqual([
      {
        courseId: 'module1',
        programId: null,
        listPriceCents: 285_000,
        paidCents: 285_000,
        priceTier: 'registration',
      },
      {
        courseId: 'clinical1',
        programId: null,
        listPriceCents: 750_000,
        paidCents: 750_000,
        priceTier: 'regular',
      },
    ]);
  });

  it('refuses an amount its course prices do not add up to', () => {
    expect(() =>
      orderLinesFor(
        {
          kind: 'courses',
          items: ['module1'],
          courseIds: ['module1'],
          coursePrices: [{ courseId: 'module1', cents: 285_000, tier: 'early' }],
        },
        285_001,
        priceList,
      ),
    ).toThrow(RangeError);
  });
});
