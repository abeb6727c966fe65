import { describe, expect, it } from 'vitest';

import { calendarOf } from './ics';

describe('calendarOf', () => {
  const ics = calendarOf(
    [
      {
        uid: 'order-1-clinical1@academy',
        title: 'Basic and Intermediate Surgery, Beverly Hills',
        location: 'Beverly Hills, CA',
        firstDay: '2027-04-15',
        lastDay: '2027-04-20',
      },
    ],
    new Date('2026-11-23T10:00:00Z'),
  );

  it('gives each session as an all-day event, the last day included', () => {
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Implant Academy//Registrations//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:order-1-clinical1@academy',
      'DTSTAMP:20261123T100000Z',
      'DTSTART;VALUE=DATE:20270415',
      'DTEND;VALUE=DATE:20270421',
      'SUMMARY:Basic and Intermediate Surgery\\, Beverly Hills',
      'LOCATION:Beverly Hills\\, CA',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('ends a month and a year on the right day, and folds long lines', () => {
    const [event] = [
      calendarOf([
        {
          uid: 'u',
          title: 'x'.repeat(120),
          location: 'L',
          firstDay: '2027-12-30',
          lastDay: '2027-12-31',
        },
      ]),
    ];
    expect(event).toContain('DTEND;VALUE=DATE:20280101');
    expect(event).toContain('\r\n x');
    expect(event!.split('\r\n').every((line) => line.length <= 75)).toBe(true);
  });

  it('cancels an event: METHOD:CANCEL, STATUS:CANCELLED and the raised SEQUENCE', () => {
    const ics = calendarOf(
      [
        {
          uid: 'u-1',
          title: 'T',
          location: 'L',
          firstDay: '2027-04-15',
          lastDay: '2027-04-20',
          sequence: 2,
        },
      ],
      new Date('2027-01-01T00:00:00Z'),
      'CANCEL',
    );
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', 'UID:u-1', 'SEQUENCE:2', 'STATUS:CANCELLED']),
    );
    expect(
      calendarOf([
        { uid: 'u', title: 'T', location: 'L', firstDay: '2027-04-15', lastDay: '2027-04-15' },
      ]),
    ).not.toContain('SEQUENCE');
  });
});
