import { describe, expect, it } from 'vitest';

import { REGISTRATION_PRICES } from '../../tests/support/price-list';
import { priceListFrom } from './price-list';
import { coursePriceShown, priceSelection, selectionTotalCents } from './selection-price';

describe('priceSelection', () => {
  it('charges a program its price in cents and grants its courses', () => {
    expect(priceSelection(REGISTRATION_PRICES, ['fellowship'])).toEqual({
      ok: true,
      kind: 'program',
      items: ['fellowship'],
      courseIds: ['module1', 'module2', 'clinical1'],
      amountCents: 1_200_000,
      coursePrices: [],
    });
    expect(priceSelection(REGISTRATION_PRICES, ['mastership'])).toMatchObject({
      amountCents: 3_500_000,
      courseIds: ['module1', 'module2', 'clinical1', 'module3', 'module4', 'clinical2'],
    });
  });

  it('sums the chosen courses, in price-list order, each once', () => {
    expect(priceSelection(REGISTRATION_PRICES, ['clinical2', 'module1', 'module1'])).toEqual({
      ok: true,
      kind: 'courses',
      items: ['module1', 'clinical2'],
      courseIds: ['module1', 'clinical2'],
      amountCents: 285_000 + 1_700_000,
      coursePrices: [
        { courseId: 'module1', cents: 285_000, tier: 'registration' },
        { courseId: 'clinical2', cents: 1_700_000, tier: 'registration' },
      ],
    });
    expect(selectionTotalCents(REGISTRATION_PRICES, ['module3', 'module4'])).toBe(590_000);
    const everyCourse = REGISTRATION_PRICES.courses.map((course) => course.courseId);
    expect(selectionTotalCents(REGISTRATION_PRICES, everyCourse)).toBe(3_510_000);
  });

  // Clinical 1 with its early rule and an April session (first day 15 April 2027, Los Angeles).
  const earlyPriced = (today: Date) =>
    priceListFrom(
      [
        {
          courseId: 'clinical1',
          shortName: 'Clinical 1',
          displayName: 'C1',
          registrationPrice: 6500,
          individualPrice: 7500,
          earlyPrice: 6500,
          earlyLeadTime: { amount: 1, unit: 'month' },
          upcomingDates: [
            {
              _key: 'april',
              dateText: 'Apr 15-20, 2027',
              startDate: '2027-04-15',
              endDate: '2027-04-20',
              spots: 6,
              location: 'Beverly Hills, CA',
            },
          ],
        },
      ],
      [],
      today,
    );

  it.each([
    [
      'the deadline day, its last instant in Los Angeles',
      '2027-03-16T06:59:59.999Z',
      650_000,
      'early',
    ],
    ['the day after the deadline, its first instant', '2027-03-16T07:00:00Z', 750_000, 'regular'],
    ['three days before class', '2027-04-12T19:00:00Z', 750_000, 'regular'],
  ])('prices a dated session by the day: %s', (_, instant, cents, tier) => {
    const list = earlyPriced(new Date(instant));
    expect(priceSelection(list, ['clinical1'], { clinical1: 'april' })).toMatchObject({
      amountCents: cents,
      coursePrices: [{ courseId: 'clinical1', cents, tier }],
    });
    // Without a session (none chosen, 'TBD'): the registration price.
    expect(priceSelection(list, ['clinical1'])).toMatchObject({
      amountCents: 650_000,
      coursePrices: [{ courseId: 'clinical1', cents: 650_000, tier: 'registration' }],
    });
  });

  it('shows a course the price of its chosen session, else its lowest', () => {
    const course = earlyPriced(new Date('2027-03-01T12:00:00Z')).courses[0]!;
    expect(coursePriceShown(course, 'april')).toBe(650_000);
    expect(coursePriceShown(course, undefined)).toBe(650_000);
    const late = earlyPriced(new Date('2027-04-01T12:00:00Z')).courses[0]!;
    expect(coursePriceShown(late, undefined)).toBe(750_000);
  });

  it('refuses an empty selection, unknown ids and a program mixed with anything', () => {
    expect(priceSelection(REGISTRATION_PRICES, [])).toEqual({
      ok: false,
      message: { key: 'register.errors.empty' },
    });
    // A key and values: the page shows the refusal in its language, the API in English.
    expect(priceSelection(REGISTRATION_PRICES, ['module9'])).toEqual({
      ok: false,
      message: { key: 'register.errors.unknownItem', values: { item: 'module9' } },
    });
    // The residency is by interview: no price, not for sale.
    expect(priceSelection(REGISTRATION_PRICES, ['residency'])).toMatchObject({ ok: false });
    expect(priceSelection(REGISTRATION_PRICES, ['fellowship', 'module3'])).toMatchObject({
      ok: false,
      message: { key: 'register.errors.mixed' },
    });
    expect(priceSelection(REGISTRATION_PRICES, ['fellowship', 'mastership'])).toMatchObject({
      ok: false,
    });
    expect(selectionTotalCents(REGISTRATION_PRICES, ['module1', 'fellowship'])).toBe(0);
  });
});
