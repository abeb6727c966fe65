/**
 * A note the site writes in an order's log, kept as a code and its values (docs/decisions/0102):
 * the staff page words it in the reader's language (components/staff/log-details.ts). Its English
 * text is stored beside them as `note`, for what reads the log in English (the attention list's
 * e-mails, the CSV, entries written before codes).
 */
import logNotesEn, { type LogNoteCode } from '~/i18n/log-notes.en';

export type LogNoteValues = Record<string, string | number>;

export interface LogNote {
  code: LogNoteCode;
  values: LogNoteValues;
  /** The English text, as the note was worded before it had a code. */
  text: string;
}

/**
 * The note `code` with its values. `english` gives a value's English wording where the stored
 * value is not it (cents stored as a number, shown as money).
 */
export function logNote(
  code: LogNoteCode,
  values: LogNoteValues = {},
  english: Record<string, string> = {},
): LogNote {
  const text = logNotesEn[code].replace(/\{\{(\w+)\}\}/g, (_, key: string) =>
    String(english[key] ?? values[key] ?? ''),
  );
  return { code, values, text };
}

/** The log entry's details of a note: its code and values, and its English text. */
export const noteDetails = (note: string | LogNote) =>
  typeof note === 'string' ? { note } : { note: note.text, noteCode: note.code, ...note.values };
