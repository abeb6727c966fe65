/**
 * CSV (RFC 4180) for spreadsheets: fields with a comma, a quote or a line break are quoted, with
 * quotes doubled; lines end in CRLF; a byte order mark lets Excel read UTF-8 (accented names).
 * A text that a spreadsheet would run as a formula (=, +, -, @, tab or CR first) gets a leading
 * apostrophe, except a phone-like number ('+1 310 555 0100'), which no spreadsheet runs.
 */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PHONE_LIKE = /^[+-]?[\d\s().-]+$/;

export function csvField(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PHONE_LIKE.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows (the first one the header) as a CSV document. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
