import { describe, expect, it } from 'vitest';

import { academyToday, bookableSession, dayIn, sessionsOf } from './sessions';

const date = (
  key: string,
  dateText: string,
  startDate: string | null,
  endDate: string | null,
  spots = 6,
) => ({ _key: key, dateText, startDate, endDate, spots, location: 'Beverly Hills, CA' });

const clinical1 = [
  date('d20251016', 'Oct 16-21, 2025', '2025-10-16', '2025-10-21'),
  date('clinical1-2027-04', 'Apr 15-20, 2027', '2027-04-15', '2027-04-20'),
];

describe('sessionsOf', () => {
  it('gives each date as a session, in content order, past or bookable', () => {
    expect(sessionsOf(clinical1, '2026-11-23')).toEqual([
      {
        key: 'd20251016',
        dateText: 'Oct 16-21, 2025',
        startDate: '2025-10-16',
        endDate: '2025-10-21',
        location: 'Beverly Hills, CA',
        capacity: 6,
        past: true,
        bookable: false,
      },
      {
        key: 'clinical1-2027-04',
        dateText: 'Apr 15-20, 2027',
        startDate: '2027-04-15',
        endDate: '2027-04-20',
        location: 'Beverly Hills, CA',
        capacity: 6,
        past: false,
        bookable: true,
      },
    ]);
    // Content order is kept, even when it is not the order of the days.
    expect(
      sessionsOf([...clinical1].reverse(), '2026-11-23').map((session) => session.key),
    ).toEqual(['clinical1-2027-04', 'd20251016']);
  });

  it('is past only once the first day is before today: not on the first day itself', () => {
    const session = date('a', 'Apr 15-20, 2027', '2027-04-15', '2027-04-20');
    const on = (today: string) => sessionsOf([session], today)[0]!;
    expect(on('2027-04-14')).toMatchObject({ past: false, bookable: true });
    expect(on('2027-04-15')).toMatchObject({ past: false, bookable: true });
    expect(on('2027-04-16')).toMatchObject({ past: true, bookable: false });
    // Still during the session, and long after it.
    expect(on('2027-04-20')).toMatchObject({ past: true, bookable: false });
    expect(on('2030-01-01')).toMatchObject({ past: true, bookable: false });
  });

  it('a TBD date is neither past nor bookable', () => {
    for (const text of ['TBD', 'tbd', ' TBD '])
      expect(sessionsOf([date('tbd', text, null, null)], '2026-11-23')[0]).toMatchObject({
        key: 'tbd',
        startDate: null,
        endDate: null,
        past: false,
        bookable: false,
      });
  });

  it('a date without both days, with days out of order or not days at all, is not bookable', () => {
    const sessions = sessionsOf(
      [
        date('no-end', 'May 1-3, 2027', '2027-05-01', null),
        date('no-start', 'May 1-3, 2027', null, '2027-05-03'),
        date('reversed', 'May 1-3, 2027', '2027-05-03', '2027-05-01'),
        date('garbled', 'May 1-3, 2027', '05/01/2027', '2027-05-03'),
        date('tbd-with-days', 'TBD', '2027-05-01', '2027-05-03'),
        date('one-day', 'May 1, 2027', '2027-05-01', '2027-05-01'),
      ],
      '2026-11-23',
    );
    expect(sessions.map(({ key, bookable }) => [key, bookable])).toEqual([
      ['no-end', false],
      ['no-start', false],
      ['reversed', false],
      ['garbled', false],
      ['tbd-with-days', false],
      ['one-day', true],
    ]);
    expect(sessions[3]!.startDate).toBeNull();
  });

  it('takes the capacity from spots, as a whole number from 0 to 50', () => {
    const capacities = sessionsOf(
      [6, 0, 50, 51, -3, 2.5, Number.NaN].map((spots, index) =>
        date(String(index), 'May 1-3, 2027', '2027-05-01', '2027-05-03', spots),
      ),
      '2026-11-23',
    ).map((session) => session.capacity);
    expect(capacities).toEqual([6, 0, 50, 50, 0, 2, 0]);
  });

  it('has no sessions without dates', () => {
    expect(sessionsOf(null, '2026-11-23')).toEqual([]);
    expect(sessionsOf(undefined, '2026-11-23')).toEqual([]);
    expect(sessionsOf([], '2026-11-23')).toEqual([]);
  });

  it("takes today as a Date, on the academy's calendar (Los Angeles)", () => {
    const session = [date('a', 'Apr 15-20, 2027', '2027-04-15', '2027-04-20')];
    // 06:00 UTC on the 16th is still the evening of the 15th in Los Angeles.
    expect(sessionsOf(session, new Date('2027-04-16T06:00:00Z'))[0]!.past).toBe(false);
    expect(sessionsOf(session, new Date('2027-04-16T08:00:00Z'))[0]!.past).toBe(true);
  });

  it('takes today to be now when none is given', () => {
    expect(sessionsOf(clinical1).map((session) => session.past)).toEqual([true, false]);
  });

  it('refuses a today that is not a day', () => {
    expect(() => sessionsOf(clinical1, '23/11/2026')).toThrow(RangeError);
    expect(() => sessionsOf(clinical1, new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('days', () => {
  it("dayIn gives a day in a time zone; academyToday the academy's", () => {
    const instant = new Date('2026-11-24T03:00:00Z');
    expect(dayIn(instant, 'UTC')).toBe('2026-11-24');
    expect(dayIn(instant)).toBe('2026-11-23');
    expect(academyToday(instant)).toBe('2026-11-23');
    expect(academyToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('bookable sessions', () => {
  it('finds a bookable session by key, and nothing for a past, TBD or unknown one', () => {
    const dates = [...clinical1, date('tbd', 'TBD', null, null)];
    expect(bookableSession(dates, 'clinical1-2027-04', '2026-11-23')).toMatchObject({
      key: 'clinical1-2027-04',
      bookable: true,
    });
    for (const key of ['d20251016', 'tbd', 'nope', '', null, undefined])
      expect(bookableSession(dates, key, '2026-11-23')).toBeNull();
  });
});
