import { describe, expect, it } from 'vitest';

import { csvDateTime, formatDateTime, rosterCsvPath, sessionAnchor } from './format';

describe('staff formats', () => {
  it('shows a time in the academy’s time zone with the zone, in English or Spanish', () => {
    expect(formatDateTime('2026-11-20T15:04:05Z')).toBe('Nov 20, 2026, 07:04 PST');
    expect(formatDateTime('2027-06-20T15:04:05Z')).toBe('Jun 20, 2027, 08:04 PDT');
    expect(formatDateTime('2026-11-20T15:04:05Z', 'es')).toMatch(
      /^20 nov 2026, 07:04 (PST|GMT-8)$/,
    );
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('writes a spreadsheet’s local time to the minute, without seconds or zone', () => {
    expect(csvDateTime('2026-11-20T15:04:59.123Z')).toBe('2026-11-20 07:04');
    expect(csvDateTime('2027-01-01T07:30:00Z')).toBe('2026-12-31 23:30');
    expect(csvDateTime(null)).toBe('');
  });

  it('names the CSV download and the section of a session', () => {
    expect(rosterCsvPath('clinical1', 'c1.2027-04')).toBe(
      '/staff/sessions/clinical1/c1.2027-04.csv',
    );
    expect(sessionAnchor('clinical1', 'c1.2027-04')).toBe('session-clinical1-c1-2027-04');
  });
});
