import { describe, expect, it } from 'vitest';

import { instantOfLocalTime, localTimeOf } from './zoned-time';

const LA = 'America/Los_Angeles';

describe('instantOfLocalTime', () => {
  it.each([
    // Standard time (UTC−8) and daylight time (UTC−7).
    ['2027-01-10T09:30', LA, '2027-01-10T17:30:00.000Z'],
    ['2027-03-31T23:59', LA, '2027-04-01T06:59:00.000Z'],
    ['2027-04-01T00:00', LA, '2027-04-01T07:00:00.000Z'],
    ['2027-03-31T23:59:59.999', LA, '2027-04-01T06:59:59.999Z'],
    ['2027-03-31T23:59:59.9', LA, '2027-04-01T06:59:59.900Z'],
    // Clocks go forward on 14 March 2027 at 02:00: 01:59 is PST, 03:00 PDT.
    ['2027-03-14T01:59', LA, '2027-03-14T09:59:00.000Z'],
    ['2027-03-14T03:00', LA, '2027-03-14T10:00:00.000Z'],
    // 02:30 never happens that night: moved on by the hour skipped (03:30 PDT).
    ['2027-03-14T02:30', LA, '2027-03-14T10:30:00.000Z'],
    // Clocks go back on 7 November 2027 at 02:00: 01:30 happens twice, the first (PDT) counts.
    ['2027-11-07T01:30', LA, '2027-11-07T08:30:00.000Z'],
    ['2027-11-07T00:59', LA, '2027-11-07T07:59:00.000Z'],
    ['2027-11-07T02:00', LA, '2027-11-07T10:00:00.000Z'],
    // Other zones: no daylight time, and a half-hour offset east of UTC.
    ['2027-07-01T12:00', 'UTC', '2027-07-01T12:00:00.000Z'],
    ['2027-07-01T12:00', 'Asia/Kolkata', '2027-07-01T06:30:00.000Z'],
    // Leap day.
    ['2028-02-29T12:00', LA, '2028-02-29T20:00:00.000Z'],
  ])('%s in %s is %s', (local, zone, iso) => {
    expect(instantOfLocalTime(local, zone)?.toISOString()).toBe(iso);
  });

  it.each([
    '',
    '2027-04-01',
    '2027-04-01 10:00',
    '2027-04-01T10:00Z',
    '2027-04-01T10:00-07:00',
    '2027-04-31T10:00',
    '2027-02-29T10:00',
    '2027-13-01T10:00',
    '2027-04-01T24:00',
    '2027-04-01T10:60',
    '2027-04-01T10:00:60',
    '0000-01-01T00:00',
    '27-04-01T10:00',
    'yesterday',
  ])('%j is not a date and time', (local) => {
    expect(instantOfLocalTime(local, LA)).toBeNull();
  });
});

describe('localTimeOf', () => {
  it.each([
    ['2027-04-01T07:00:00Z', '2027-04-01T00:00'],
    ['2027-04-01T06:59:59Z', '2027-03-31T23:59'],
    ['2027-11-07T08:30:00Z', '2027-11-07T01:30'],
    ['2027-11-07T09:30:00Z', '2027-11-07T01:30'],
    ['2027-01-10T17:30:00Z', '2027-01-10T09:30'],
  ])('%s is %s in Los Angeles', (iso, local) => {
    expect(localTimeOf(new Date(iso), LA)).toBe(local);
  });

  it('reads back what instantOfLocalTime made, each minute around both changes of 2027', () => {
    let repeated = 0;
    for (const start of ['2027-03-14T00:00:00Z', '2027-11-07T06:00:00Z']) {
      for (let minute = 0; minute < 24 * 60; minute += 1) {
        const instant = new Date(Date.parse(start) + minute * 60_000);
        const local = localTimeOf(instant, LA);
        const back = instantOfLocalTime(local, LA)!;
        expect(localTimeOf(back, LA)).toBe(local);
        if (back.getTime() === instant.getTime()) continue;
        // The second 01:xx of the night the clocks go back reads as the first, an hour earlier.
        expect(instant.getTime() - back.getTime()).toBe(3_600_000);
        repeated += 1;
      }
    }
    expect(repeated).toBe(60);
  });
});
