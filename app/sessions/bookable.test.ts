import { describe, expect, it } from 'vitest';

import { priceListFrom } from '~/prices/price-list';

import { openSessionKeysOf, openSessionsOf } from './bookable';

const date = (
  _key: string,
  dateText: string,
  startDate: string | null,
  endDate: string | null,
) => ({
  _key,
  dateText,
  startDate,
  endDate,
  location: 'Beverly Hills, CA',
  spots: 6,
});

// Today is 2026-11-23: October 2025 is past, TBD has no days, April 2027 can be booked.
const priceList = priceListFrom(
  [
    {
      courseId: 'module1',
      shortName: 'Module 1',
      displayName: 'Basic Dental Implantology',
      registrationPrice: 2850,
      upcomingDates: [date('tbd', 'TBD', null, null)],
    },
    {
      courseId: 'clinical1',
      shortName: 'Clinical 1',
      displayName: 'Basic and Intermediate Surgery',
      registrationPrice: 6500,
      upcomingDates: [
        date('d20251016', 'Oct 16-21, 2025', '2025-10-16', '2025-10-21'),
        date('clinical1-2027-04', 'Apr 15-20, 2027', '2027-04-15', '2027-04-20'),
      ],
    },
  ],
  [],
  '2026-11-23',
);

describe('the sessions a dentist can book now', () => {
  it('are the scheduled, not yet started sessions, as seat requests with their names', () => {
    expect(openSessionsOf(priceList)).toEqual([
      {
        courseId: 'clinical1',
        sessionKey: 'clinical1-2027-04',
        capacity: 6,
        courseName: 'Basic and Intermediate Surgery',
        dateText: 'Apr 15-20, 2027',
        startDate: '2027-04-15',
        endDate: '2027-04-20',
        location: 'Beverly Hills, CA',
      },
    ]);
  });

  it('give each course its keys, an empty list for a course with none', () => {
    expect(openSessionKeysOf(priceList)).toEqual({ module1: [], clinical1: ['clinical1-2027-04'] });
  });
});
