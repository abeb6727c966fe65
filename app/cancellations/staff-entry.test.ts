import { describe, expect, it } from 'vitest';

import { readStaffCancelForm } from './staff-entry';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const valid = { courseId: 'clinical1', received: '2027-04-01T00:00', destination: 'card' };
const expected = { expectedPercent: '50', expectedCents: '325000' };

describe('readStaffCancelForm', () => {
  it('reads the received time in the academy’s time zone, and the quote to confirm', () => {
    expect(readStaffCancelForm(form(valid), 'quote')).toEqual({
      ok: true,
      fields: valid,
      entry: {
        courseId: 'clinical1',
        received: '2027-04-01T00:00',
        receivedAt: new Date('2027-04-01T07:00:00Z'),
        destination: 'card',
        expected: null,
      },
    });
    const confirmed = readStaffCancelForm(
      form({ ...valid, destination: 'credit', ...expected }),
      'confirm',
    );
    expect(confirmed).toMatchObject({
      ok: true,
      entry: { destination: 'credit', expected: { percent: 50, amountCents: 325_000 } },
    });
  });

  it.each([
    ['no course', { courseId: '' }, 'quote', 'lineRequired'],
    ['a course id that cannot be one', { courseId: 'clinical 1' }, 'quote', 'unknownLine'],
    ['no time', { received: '  ' }, 'quote', 'receivedRequired'],
    ['a date without a time', { received: '2027-04-01' }, 'quote', 'receivedInvalid'],
    ['a day that does not exist', { received: '2027-02-29T10:00' }, 'quote', 'receivedInvalid'],
    [
      'an offset (the zone is the academy’s)',
      { received: '2027-04-01T00:00Z' },
      'quote',
      'receivedInvalid',
    ],
    ['no destination', { destination: '' }, 'quote', 'destinationRequired'],
    ['another destination', { destination: 'cash' }, 'quote', 'destinationRequired'],
    ['a confirmation without the quote', {}, 'confirm', 'quoteMissing'],
    ['a percent over 100', { ...expected, expectedPercent: '101' }, 'confirm', 'quoteMissing'],
    ['negative cents', { ...expected, expectedCents: '-1' }, 'confirm', 'quoteMissing'],
    ['cents with a fraction', { ...expected, expectedCents: '1.5' }, 'confirm', 'quoteMissing'],
  ] as const)('refuses %s', (_what, change, step, error) => {
    const read = readStaffCancelForm(form({ ...valid, ...change }), step);
    expect(read).toMatchObject({ ok: false, error });
  });

  it('gives back what was typed, cut short, to fill the form again', () => {
    const read = readStaffCancelForm(
      form({ courseId: 'x'.repeat(100), received: 'soon', destination: 'card' }),
      'quote',
    );
    expect(read).toEqual({
      ok: false,
      error: 'unknownLine',
      fields: { courseId: 'x'.repeat(64), received: 'soon', destination: 'card' },
    });
  });
});
