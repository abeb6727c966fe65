import { describe, expect, it } from 'vitest';

import { formatDateTime, rosterCsvPath, sessionAnchor } from './format';

describe('staff formats', () => {
  it('shows a time in UTC, in English or Spanish', () => {
    expect(formatDateTime('2026-11-20T15:04:05Z')).toBe('Nov 20, 2026, 15:04 UTC');
    expect(formatDateTime('2026-11-20T15:04:05Z', 'es')).toMatch(/^20 nov 2026, 15:04 UTC$/);
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('names the CSV download and the section of a session', () => {
    expect(rosterCsvPath('clinical1', 'c1.2027-04')).toBe(
      '/staff/sessions/clinical1/c1.2027-04.csv',
    );
    expect(sessionAnchor('clinical1', 'c1.2027-04')).toBe('session-clinical1-c1-2027-04');
  });
});
