/**
 * An order log entry's details as staff read them (issue 48): each field by a label in the page's
 * language, amounts as money, days and times as dates in the academy's time zone, courses and
 * sessions by name. A field without a label reads as its name in words ('someField' → 'Some
 * field'), never as the code's name. The site's notes are worded here too, in the page's
 * language (staff.logNotes): from the entry's `noteCode` and values, or, for an entry that
 * stored the English note itself, from the code and values read back out of it.
 */
import type { Language } from '~/i18n/config';
import { formatCents, formatDateTime, formatDay } from '~/i18n/format';
import logNotesEn, { type LogNoteCode } from '~/i18n/log-notes.en';
import type { useTranslation } from '~/i18n/translation';

type T = ReturnType<typeof useTranslation>['t'];

/** The fields with a label of their own in `staff.logFields`. */
export const LABELLED_FIELDS = [
  'amountCents',
  'attempt',
  'basis',
  'by',
  'card',
  'certificate',
  'course',
  'courseId',
  'creditCents',
  'creditEntryId',
  'currency',
  'disputeId',
  'duplicateOf',
  'from',
  'graceDays',
  'intentId',
  'lastDay',
  'months',
  'nextCents',
  'noticeDay',
  'owedCents',
  'paidCents',
  'parts',
  'payment',
  'paymentIntent',
  'paymentsLeft',
  'planId',
  'priceNowCents',
  'problem',
  'reason',
  'refundedToCents',
  'released',
  'removedCents',
  'replacedBy',
  'returnedCents',
  'session',
  'settlement',
  'setupIntent',
  'shareCents',
  'status',
  'stripeRefundId',
  'to',
  'totalCents',
  'weightsCents',
  'what',
] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** 'refundedToCents' → 'Refunded to'; 'stripeRefundId' → 'Stripe refund'. */
export function fieldWords(key: string): string {
  const words = key
    .replace(/(Cents|Id)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Each note's English text as a pattern that captures its values, to read older entries. */
const NOTE_PATTERNS = (Object.entries(logNotesEn) as Array<[LogNoteCode, string]>).map(
  ([code, text]) => {
    const names: string[] = [];
    const source = text
      .split(/\{\{(\w+)\}\}/)
      .map((part, i) =>
        i % 2 ? (names.push(part), '(.+?)') : part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
      )
      .join('');
    return { code, names, pattern: new RegExp(`^${source}$`, 's') };
  },
);

/**
 * The site's note of an entry as a code and the values its text names: the entry's own
 * (`noteCode`), or read back from the English it stored; null for a note a person wrote.
 */
export function logNoteOf(
  details: Record<string, unknown>,
): { code: LogNoteCode; values: Record<string, unknown> } | null {
  const { noteCode, note } = details;
  if (typeof noteCode === 'string' && Object.hasOwn(logNotesEn, noteCode)) {
    return { code: noteCode as LogNoteCode, values: details };
  }
  if (typeof note !== 'string') return null;
  for (const { code, names, pattern } of NOTE_PATTERNS) {
    const match = pattern.exec(note);
    if (match) return { code, values: Object.fromEntries(names.map((n, i) => [n, match[i + 1]])) };
  }
  return null;
}

/** The placeholders of a note's text. */
const placeholders = (code: LogNoteCode) =>
  [...logNotesEn[code].matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);

export function logDetailsText(
  details: Record<string, unknown>,
  t: T,
  language: Language,
  names: { courseNames: Record<string, string>; sessionNames: Record<string, string> },
): string {
  const courseId = typeof details.courseId === 'string' ? details.courseId : details.course;
  const logNote = logNoteOf(details);
  // The values a coded note names are in its text, not listed again after it.
  const inNote = new Set(logNote && 'noteCode' in details ? placeholders(logNote.code) : []);
  const noteText = logNote
    ? t(
        `staff.logNotes.${logNote.code}`,
        Object.fromEntries(
          placeholders(logNote.code).map((key) => [
            key,
            valueText(key, logNote.values[key] ?? '', language, names, courseId),
          ]),
        ),
      )
    : typeof details.note === 'string'
      ? details.note
      : '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(details)) {
    if (key === 'note' || key === 'noteCode' || inNote.has(key)) continue;
    if (value === null || value === undefined) continue;
    const label = (LABELLED_FIELDS as readonly string[]).includes(key)
      ? t(`staff.logFields.${key}`)
      : fieldWords(key);
    parts.push(`${label}: ${valueText(key, value, language, names, courseId)}`);
  }
  return [noteText, parts.join(', ')].filter(Boolean).join(' — ');
}

/** A note as staff read it: the site's worded in the page's language, a person's as written. */
export function logNoteText(note: string, t: T, language: Language): string {
  return logDetailsText({ note }, t, language, { courseNames: {}, sessionNames: {} });
}

function valueText(
  key: string,
  value: unknown,
  language: Language,
  names: { courseNames: Record<string, string>; sessionNames: Record<string, string> },
  courseId: unknown,
): string {
  if (Array.isArray(value)) {
    return value.map((item) => valueText(key, item, language, names, courseId)).join(', ');
  }
  if (key.endsWith('Cents')) {
    const cents = typeof value === 'number' ? value : Number(value);
    if (Number.isSafeInteger(cents)) return formatCents(cents, language);
  }
  if (typeof value !== 'string') return String(value);
  if (key === 'courseId' || key === 'course' || key === 'released') {
    return names.courseNames[value] ?? value;
  }
  if ((key === 'session' || key === 'from' || key === 'to') && typeof courseId === 'string') {
    return names.sessionNames[`${courseId}:${value}`] ?? value;
  }
  if (key === 'currency') return value.toUpperCase();
  if (DAY.test(value)) return formatDay(value, language);
  if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
    return formatDateTime(value, language);
  }
  return value;
}
