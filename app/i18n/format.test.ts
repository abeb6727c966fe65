import { describe, expect, it, vi } from 'vitest';

import type { Language } from './config';
import {
  formatCents,
  formatDateTime,
  formatDeadline,
  formatDollars,
  formatLongDate,
  formatShortDate,
  formatWholeTenths,
  type SessionDates,
  sessionDays,
  sessionDaysAndPlace,
} from './format';

const session = (dateText: string, startDate: string | null, endDate: string | null = null) =>
  ({ dateText, startDate, endDate }) satisfies SessionDates;

describe('sessionDays', () => {
  const cases: Array<[string, SessionDates, Language, string]> = [
    // English keeps what staff wrote (docs/product.md#courses-and-prices wording), whatever the days say.
    [
      'en: within a month',
      session('Apr 15-20, 2027', '2027-04-15', '2027-04-20'),
      'en',
      'Apr 15-20, 2027',
    ],
    [
      'en: across months',
      session('June 28-July 2, 2027', '2027-06-28', '2027-07-02'),
      'en',
      'June 28-July 2, 2027',
    ],
    ['en: TBD', session('TBD', null), 'en', 'TBD'],
    [
      'es: within a month',
      session('Apr 15-20, 2027', '2027-04-15', '2027-04-20'),
      'es',
      '15–20 de abril de 2027',
    ],
    [
      'es: June',
      session('June 11-13, 2027', '2027-06-11', '2027-06-13'),
      'es',
      '11–13 de junio de 2027',
    ],
    [
      'es: across months',
      session('June 28-July 2, 2027', '2027-06-28', '2027-07-02'),
      'es',
      '28 de junio – 2 de julio de 2027',
    ],
    [
      'es: across years',
      session('Dec 28, 2027-Jan 2, 2028', '2027-12-28', '2028-01-02'),
      'es',
      '28 de diciembre de 2027 – 2 de enero de 2028',
    ],
    [
      'es: a single day',
      session('Sept 12, 2025', '2025-09-12', '2025-09-12'),
      'es',
      '12 de septiembre de 2025',
    ],
    [
      'es: a single day without an end',
      session('Sept 12, 2025', '2025-09-12'),
      'es',
      '12 de septiembre de 2025',
    ],
    ['es: TBD', session('TBD', null), 'es', 'Por confirmar'],
    ['es: tbd, any case and spacing', session(' tbd ', null), 'es', 'Por confirmar'],
    [
      'es: TBD with days left in',
      session('TBD', '2027-05-01', '2027-05-03'),
      'es',
      'Por confirmar',
    ],
    // A seat's session gone from content is named by its key.
    ['es: no days, not TBD', session('c1-old', null), 'es', 'c1-old'],
    ['es: a malformed day', session('Apr 15-20, 2027', '15/04/2027'), 'es', 'Apr 15-20, 2027'],
  ];
  it.each(cases)('%s', (_, input, language, expected) => {
    expect(sessionDays(input, language)).toBe(expected);
  });

  it('writes plain spaces only, as every browser does (no hydration mismatch)', () => {
    const text = sessionDays(session('x', '2027-06-28', '2027-07-02'), 'es');
    expect(text).not.toMatch(/[\u00a0\u2009\u202f]/);
  });
});

describe('sessionDaysAndPlace', () => {
  const apr = { ...session('Apr 15-20, 2027', '2027-04-15', '2027-04-20'), location: 'Miami, FL' };
  const cases: Array<[string, SessionDates & { location: string }, Language, string]> = [
    ['en: the days, then the place', apr, 'en', 'Apr 15-20, 2027, Miami, FL'],
    ['es: the days in Spanish, then the place', apr, 'es', '15–20 de abril de 2027, Miami, FL'],
    // A session no longer in content is named by its days alone.
    ['no longer in content', { ...session('c1-2027-04', null), location: '' }, 'en', 'c1-2027-04'],
  ];
  it.each(cases)('%s', (_, input, language, expected) => {
    expect(sessionDaysAndPlace(input, language)).toBe(expected);
  });
});

describe('money', () => {
  const cases: Array<[string, string, string]> = [
    ['whole dollars, en', formatDollars(2950, 'en'), '$2,950'],
    ['whole dollars, en, thousands', formatDollars(35000, 'en'), '$35,000'],
    ['whole dollars, es', formatDollars(2950, 'es'), 'USD 2,950'],
    ['whole dollars, es, thousands', formatDollars(35000, 'es'), 'USD 35,000'],
    ['cents, en (docs/product.md#courses-and-prices)', formatCents(285000, 'en'), '$2,850.00'],
    ['cents, en, odd cents', formatCents(1234567, 'en'), '$12,345.67'],
    ['cents, es', formatCents(285000, 'es'), 'USD 2,850.00'],
    ['cents, es, thousands', formatCents(1200000, 'es'), 'USD 12,000.00'],
  ];
  it.each(cases)('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each(['en', 'es'] as const)(
    'names the currency the same way on pages and in e-mails (%s)',
    (language) => {
      const page = formatDollars(2950, language);
      expect(formatCents(295000, language)).toBe(`${page}.00`);
    },
  );
});

describe('instants', () => {
  const deadline = new Date('2026-11-25T13:00:00Z');
  // A string is expected exactly; stringMatching where the Spanish zone's name depends on ICU.
  const cases: Array<[string, string | null, unknown]> = [
    // A long date in UTC, a short one in the academy's time zone.
    ['long date, en', formatLongDate('2025-03-05T23:30:00Z', 'en'), 'March 5, 2025'],
    ['long date, es', formatLongDate('2025-03-05T23:30:00Z', 'es'), '5 de marzo de 2025'],
    ['long date of nothing', formatLongDate(null, 'en'), null],
    ['long date of a non-date', formatLongDate('not a date', 'es'), null],
    ['short date, en', formatShortDate('2025-03-05T12:00:00Z', 'en'), 'Mar 5, 2025'],
    ['short date, es', formatShortDate('2025-03-05T12:00:00Z', 'es'), '5 mar 2025'],
    // The academy's day: 7 p.m. in Los Angeles on Dec 7 is already Dec 8 in UTC.
    ['short date, academy’s day', formatShortDate('2026-12-08T03:00:00Z', 'en'), 'Dec 7, 2026'],
    ['short date, es, academy’s day', formatShortDate('2026-12-08T03:00:00Z', 'es'), '7 dic 2026'],
    ['short date of nothing', formatShortDate(undefined, 'es'), ''],
    // A time in the academy’s time zone, with the zone.
    ['time, en, winter', formatDateTime('2026-11-20T15:04:05Z', 'en'), 'Nov 20, 2026, 07:04 PST'],
    ['time, en, summer', formatDateTime('2027-06-20T15:04:05Z', 'en'), 'Jun 20, 2027, 08:04 PDT'],
    [
      'time, es',
      formatDateTime('2026-11-20T15:04:05Z', 'es'),
      expect.stringMatching(/^20 nov 2026, 07:04 (PST|GMT-8)$/),
    ],
    ['time of nothing', formatDateTime(null, 'en'), ''],
    ['time of a non-date', formatDateTime('not a date', 'es'), ''],
    // A deadline written out, in the academy’s time zone.
    ['deadline, en', formatDeadline(deadline, 'en'), 'Wednesday, November 25, 2026 at 5:00 AM PST'],
    [
      'deadline, es',
      formatDeadline(deadline, 'es'),
      expect.stringMatching(/^miércoles, 25 de noviembre de 2026, 5:00/),
    ],
  ];
  it.each(cases)('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it("writes each time in the academy's time zone of the moment, not of the first time written", () => {
    const at = '2026-11-20T15:04:05Z';
    expect(formatDateTime(at, 'en')).toBe('Nov 20, 2026, 07:04 PST');
    vi.stubEnv('ACADEMY_TIME_ZONE', 'America/New_York');
    try {
      expect(formatDateTime(at, 'en')).toBe('Nov 20, 2026, 10:04 EST');
      expect(formatDeadline(deadline, 'en')).toBe('Wednesday, November 25, 2026 at 8:00 AM EST');
    } finally {
      vi.unstubAllEnvs();
    }
    expect(formatDateTime(at, 'en')).toBe('Nov 20, 2026, 07:04 PST');
  });
});

describe('whole hours', () => {
  it.each([
    ['en', 11000, '1,100'],
    ['es', 11000, '1,100'],
    ['en', 5000, '500'],
    ['en', 5005, '500.5'],
  ] as const)('%s: %i tenths are %s', (language, tenths, text) => {
    expect(formatWholeTenths(tenths, language)).toBe(text);
  });
});
