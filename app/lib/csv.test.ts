import { describe, expect, it } from 'vitest';

import { csvField, toCsv } from './csv';

describe('csv', () => {
  it('quotes a field with a comma or a quote, doubling the quote', () => {
    expect(csvField('Doe, Jane "JD"')).toBe('"Doe, Jane ""JD"""');
    expect(csvField('plain')).toBe('plain');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(2850)).toBe('2850');
  });

  it('keeps a spreadsheet from running a text as a formula, but not a phone number', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('+1 310 555 0100')).toBe('+1 310 555 0100');
    expect(csvField('+cmd|calc')).toBe("'+cmd|calc");
  });

  it('is a UTF-8 document with a byte order mark and CRLF lines', () => {
    expect(
      toCsv([
        ['Name', 'Phone'],
        ['José Núñez, DDS', '555'],
      ]),
    ).toBe('\uFEFFName,Phone\r\n"José Núñez, DDS",555\r\n');
  });
});
