import { describe, expect, it } from 'vitest';

import { csvDateTime, rosterCsvPath, sessionAnchor } from './format';

describe('staff formats', () => {
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
