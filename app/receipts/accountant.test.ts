import { describe, expect, it } from 'vitest';

import { accountantDetails } from './accountant';

const parse = (input: Record<string, unknown>) => {
  const result = accountantDetails(input);
  return 'error' in result ? [result.error.message] : result;
};

describe('the accountant’s details', () => {
  it.each([
    [{}, { practiceName: null, taxId: null }],
    [
      { practiceName: '', taxId: '   ' },
      { practiceName: null, taxId: null },
    ],
    [
      { practiceName: '  Clínica  Peña\n& Asociados ', taxId: ' NUÑE800101ABC ' },
      { practiceName: 'Clínica Peña & Asociados', taxId: 'NUÑE800101ABC' },
    ],
    [{ taxId: '12-3456789' }, { practiceName: null, taxId: '12-3456789' }],
    [{ taxId: 'ES B12345678' }, { practiceName: null, taxId: 'ES B12345678' }],
    [{ practiceName: 'x'.repeat(120) }, { practiceName: 'x'.repeat(120), taxId: null }],
    [{ taxId: '9'.repeat(40) }, { practiceName: null, taxId: '9'.repeat(40) }],
  ])('%j reads as %j', (input, expected) => {
    expect(parse(input)).toEqual(expected);
  });

  it.each([
    [{ practiceName: 'x'.repeat(121) }, 'forms.errors.practiceNameTooLong'],
    [{ taxId: '9'.repeat(41) }, 'forms.errors.taxIdTooLong'],
    [{ taxId: '<script>' }, 'forms.errors.taxIdInvalid'],
    [{ taxId: '-123' }, 'forms.errors.taxIdInvalid'],
    [{ practiceName: 42 }, 'forms.errors.notText'],
  ])('%j is refused: %s', (input, message) => {
    expect(parse(input)).toEqual([message]);
  });
});
