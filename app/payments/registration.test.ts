import { describe, expect, it } from 'vitest';

import { firstErrors } from '~/forms/fields';

import { withSessions } from '../../tests/support/price-list';
import { type PriceList, priceListFrom } from './price-list';
import { choiceFrom, selectedItemsFor } from './registration-choice';
import { registrationFormSchema } from './registration-form';
import { coursePriceShown, priceSelection, selectionTotalCents } from './selection-price';
import {
  chooseSessions,
  chosenSessions,
  coursesMissingSession,
  fullChoices,
} from './selection-sessions';

// The registration prices of docs/product.md#courses-and-prices, as content gives them.
const priceList: PriceList = priceListFrom(
  [
    { courseId: 'module1', shortName: 'Module 1', displayName: 'M1', registrationPrice: 2850 },
    { courseId: 'module2', shortName: 'Module 2', displayName: 'M2', registrationPrice: 2850 },
    { courseId: 'clinical1', shortName: 'Clinical 1', displayName: 'C1', registrationPrice: 6500 },
    { courseId: 'module3', shortName: 'Module 3', displayName: 'M3', registrationPrice: 2950 },
    { courseId: 'module4', shortName: 'Module 4', displayName: 'M4', registrationPrice: 2950 },
    { courseId: 'clinical2', shortName: 'Clinical 2', displayName: 'C2', registrationPrice: 17000 },
  ],
  [
    {
      programId: 'fellowship',
      name: 'Fellowship Program',
      price: 12000,
      courseIds: ['module1', 'module2', 'clinical1'],
    },
    {
      programId: 'mastership',
      name: 'Mastership Program',
      price: 35000,
      courseIds: ['module1', 'module2', 'clinical1', 'module3', 'module4', 'clinical2'],
    },
    { programId: 'residency', name: 'Special Clinical Residency', price: null, courseIds: null },
  ],
);

describe('priceSelection', () => {
  it('charges a program its price in cents and grants its courses', () => {
    expect(priceSelection(priceList, ['fellowship'])).toEqual({
      ok: true,
      kind: 'program',
      items: ['fellowship'],
      courseIds: ['module1', 'module2', 'clinical1'],
      amountCents: 1_200_000,
      coursePrices: [],
    });
    expect(priceSelection(priceList, ['mastership'])).toMatchObject({
      amountCents: 3_500_000,
      courseIds: ['module1', 'module2', 'clinical1', 'module3', 'module4', 'clinical2'],
    });
  });

  it('sums the chosen courses, in price-list order, each once', () => {
    expect(priceSelection(priceList, ['clinical2', 'module1', 'module1'])).toEqual({
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
    expect(selectionTotalCents(priceList, ['module3', 'module4'])).toBe(590_000);
    expect(
      selectionTotalCents(priceList, [
        'module1',
        'module2',
        'clinical1',
        'module3',
        'module4',
        'clinical2',
      ]),
    ).toBe(3_510_000);
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
    expect(priceSelection(priceList, [])).toEqual({
      ok: false,
      message: { key: 'register.errors.empty' },
    });
    // A key and values: the page shows the refusal in its language, the API in English.
    expect(priceSelection(priceList, ['module9'])).toEqual({
      ok: false,
      message: { key: 'register.errors.unknownItem', values: { item: 'module9' } },
    });
    // The residency is by interview: no price, not for sale.
    expect(priceSelection(priceList, ['residency'])).toMatchObject({ ok: false });
    expect(priceSelection(priceList, ['fellowship', 'module3'])).toMatchObject({
      ok: false,
      message: { key: 'register.errors.mixed' },
    });
    expect(priceSelection(priceList, ['fellowship', 'mastership'])).toMatchObject({ ok: false });
    expect(selectionTotalCents(priceList, ['module1', 'fellowship'])).toBe(0);
  });
});

describe('selectedItemsFor', () => {
  it('sends the program id, or the ticked courses of the individual option', () => {
    expect(selectedItemsFor('fellowship', ['module1'], priceList)).toEqual(['fellowship']);
    expect(selectedItemsFor('option3', ['clinical2', 'module2', 'nope'], priceList)).toEqual([
      'module2',
      'clinical2',
    ]);
    expect(selectedItemsFor(null, [], priceList)).toEqual([]);
  });
});

describe('registrationFormSchema', () => {
  const parse = (values: Record<string, unknown>) => {
    const result = registrationFormSchema.safeParse(values);
    return result.success ? result.data : firstErrors(result.error);
  };

  it('trims the details and reads the choice', () => {
    expect(
      parse({
        name: '  Jane   Doe ',
        email: ' jane@example.com',
        phone: '+1 (310) 555-0100',
        selectedOption: 'option3',
        selectedSubItems: 'module1',
      }),
    ).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+1 (310) 555-0100',
      selectedOption: 'option3',
      selectedSubItems: ['module1'],
      sessions: {},
    });
    expect(
      parse({ name: 'J', email: 'j@x.com', phone: '3105550100', selectedOption: 'gold' }),
    ).toMatchObject({ selectedOption: null, selectedSubItems: [] });
  });

  it('names each missing or malformed detail with a message key', () => {
    expect(parse({})).toEqual({
      name: 'forms.errors.nameRequired',
      email: 'forms.errors.emailRequired',
      phone: 'forms.errors.phoneRequired',
    });
    expect(parse({ name: 'x'.repeat(201), email: 'jane@', phone: '12' })).toEqual({
      name: 'forms.errors.nameTooLong',
      email: 'forms.errors.emailInvalid',
      phone: 'forms.errors.phoneInvalid',
    });
  });

  it("reads the choice in a form's current values, each part on its own", () => {
    expect(
      choiceFrom({
        name: 'Jane',
        selectedOption: 'option3',
        selectedSubItems: 'module1',
        sessions: { clinical1: 'april' },
      }),
    ).toEqual({
      selectedOption: 'option3',
      selectedSubItems: ['module1'],
      sessions: { clinical1: 'april' },
    });
    expect(
      choiceFrom({ selectedOption: ['x'], selectedSubItems: { a: 1 }, sessions: { a: ['b'] } }),
    ).toEqual({ selectedOption: null, selectedSubItems: [], sessions: {} });
    expect(choiceFrom(undefined)).toEqual({
      selectedOption: null,
      selectedSubItems: [],
      sessions: {},
    });
  });
});

describe('sessions of a selection', () => {
  const session = (key: string, bookable: boolean, startDate = '2099-04-05') => ({
    key,
    dateText: key,
    startDate,
    endDate: startDate,
    location: 'Beverly Hills, CA',
    capacity: 6,
    past: !bookable,
    bookable,
  });
  const dated: PriceList = {
    ...priceList,
    courses: priceList.courses.map((course) =>
      course.courseId === 'clinical1'
        ? withSessions(course, [session('old', false, '2025-10-16'), session('april', true)])
        : course.courseId === 'clinical2'
          ? withSessions(course, [session('may', true), session('june', true)])
          : course,
    ),
  };
  const priced = (items: string[]) => {
    const result = priceSelection(dated, items);
    if (!result.ok) throw new Error(result.message.key);
    return result;
  };

  it('chooses a bookable session per course that has them, none for a program', () => {
    expect(chooseSessions(dated, priced(['clinical1', 'module1']), { clinical1: 'april' })).toEqual(
      {
        ok: true,
        sessions: [{ courseId: 'clinical1', sessionKey: 'april', capacity: 6 }],
      },
    );
    expect(chooseSessions(dated, priced(['fellowship']), {})).toEqual({ ok: true, sessions: [] });
    expect(chooseSessions(dated, priced(['fellowship']), { clinical1: 'april' }).ok).toBe(false);
    expect(chooseSessions(dated, priced(['clinical1']), {})).toMatchObject({ ok: false });
    expect(chooseSessions(dated, priced(['clinical1']), { clinical1: 'old' })).toMatchObject({
      ok: false,
      message: {
        key: 'register.errors.past',
        values: { course: 'C1', date: 'old' },
      },
    });
    expect(chooseSessions(dated, priced(['clinical1']), { clinical2: 'may' })).toMatchObject({
      ok: false,
    });
  });

  it('says which course still needs a session, and which sessions are chosen', () => {
    expect(
      coursesMissingSession(dated, ['clinical1', 'clinical2'], { clinical1: 'april' }).map(
        (course) => course.courseId,
      ),
    ).toEqual(['clinical2']);
    expect(
      chosenSessions(dated, ['clinical2'], { clinical1: 'april', clinical2: 'june' }).map(
        ({ session }) => session.key,
      ),
    ).toEqual(['june']);
  });

  it('finds the full session a refusal names by its ids, whatever language the page names it in', () => {
    const chosen = chosenSessions(dated, ['clinical1', 'clinical2'], {
      clinical1: 'april',
      clinical2: 'june',
    });
    const keys = (found: typeof chosen) => found.map(({ session }) => session.key);
    // The server names courses in English; a Spanish page's names differ, its ids do not.
    expect(
      keys(
        fullChoices(chosen, {
          course: 'Advanced Surgical Techniques',
          date: 'June 1-6, 2099',
          courseId: 'clinical2',
          sessionKey: 'june',
        }),
      ),
    ).toEqual(['june']);
    // Without ids, by name and date text; naming none of them, all of them.
    expect(keys(fullChoices(chosen, { course: 'C1', date: 'april' }))).toEqual(['april']);
    expect(keys(fullChoices(chosen, { course: 'Cirugía', date: 'abril' }))).toEqual([
      'april',
      'june',
    ]);
  });
});
