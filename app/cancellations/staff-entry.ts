/**
 * A cancellation notice received by e-mail, as staff enter it on the order page
 * (docs/decisions/0059): the course, when the e-mail was received (a `datetime-local` reading in
 * the academy's time zone) and where the money goes; then, to confirm, the quote staff were
 * shown. Reading the form, and the shapes the page shows. No server imports.
 */
import { academyTimeZone } from '~/lib/academy-time-zone';
import { instantOfLocalTime } from '~/lib/zoned-time';

/** Why an entry is refused, each a text key of the page (staff.cancelError.*). */
export type StaffCancelError =
  | 'lineRequired'
  | 'receivedRequired'
  | 'receivedInvalid'
  | 'receivedFuture'
  | 'receivedBeforePaid'
  | 'destinationRequired'
  | 'quoteMissing'
  | 'unknownLine'
  | 'inPlan'
  | 'alreadyCancelled'
  | 'notPaid'
  | 'started'
  | 'unknownSession';

/** What was typed, sent back to fill the form again (cut short: it is only shown). */
export interface StaffCancelFields {
  courseId: string;
  received: string;
  destination: string;
}

export interface StaffCancelEntry {
  courseId: string;
  /** The reading as typed ('2027-03-31T23:59'), academy time. */
  received: string;
  receivedAt: Date;
  destination: 'card' | 'credit';
  /** The quote staff confirmed; null in the first step. */
  expected: { percent: number; amountCents: number } | null;
}

/** The quote at the received time, as the page shows it before staff confirm. */
export interface StaffCancelQuote {
  courseId: string;
  received: string;
  /** ISO 8601. */
  receivedAt: string;
  destination: 'card' | 'credit';
  percent: number;
  amountCents: number;
  sessionKey: string | null;
  /** 'YYYY-MM-DD' in the academy's time zone. */
  firstDay: string | null;
}

/** A cancellation as recorded (db/migrations/026_cancellations.sql), for the order page. */
export interface CancellationRecord {
  courseId: string;
  channel: 'account' | 'email' | 'academy';
  /** ISO 8601: the instant the policy was applied at (for 'email', when it was received). */
  requestedAt: string;
  actorKind: 'system' | 'student' | 'staff';
  actor: string | null;
  sessionKey: string | null;
  firstDay: string | null;
  percent: number;
  amountCents: number;
  destination: 'card' | 'credit';
  /** ISO 8601: when it was entered. */
  createdAt: string;
}

const COURSE_ID = /^[A-Za-z0-9_.-]{1,64}$/;
const PERCENT = /^(?:100|[1-9]?\d)$/;
const CENTS = /^\d{1,12}$/;

const text = (value: FormDataEntryValue | null, max: number) =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/**
 * The entry in a posted form (`courseId`, `received`, `destination`, and to confirm
 * `expectedPercent`, `expectedCents`), or why it cannot be read. Whether the time is in the
 * future or before the order was paid is the server's to say (staff-entry.server.ts).
 */
export function readStaffCancelForm(
  form: FormData,
  step: 'quote' | 'confirm',
  timeZone: string = academyTimeZone(),
):
  | { ok: true; entry: StaffCancelEntry; fields: StaffCancelFields }
  | { ok: false; error: StaffCancelError; fields: StaffCancelFields } {
  const fields: StaffCancelFields = {
    courseId: text(form.get('courseId'), 64),
    received: text(form.get('received'), 32),
    destination: text(form.get('destination'), 16),
  };
  const refuse = (error: StaffCancelError) => ({ ok: false as const, error, fields });
  if (!fields.courseId) return refuse('lineRequired');
  // Checked whole: cut short, a long id could pass.
  if (!COURSE_ID.test(text(form.get('courseId'), 1000))) return refuse('unknownLine');
  if (!fields.received) return refuse('receivedRequired');
  const receivedAt = instantOfLocalTime(fields.received, timeZone);
  if (!receivedAt) return refuse('receivedInvalid');
  if (fields.destination !== 'card' && fields.destination !== 'credit') {
    return refuse('destinationRequired');
  }
  let expected: StaffCancelEntry['expected'] = null;
  if (step === 'confirm') {
    const percent = text(form.get('expectedPercent'), 8);
    const cents = text(form.get('expectedCents'), 16);
    if (!PERCENT.test(percent) || !CENTS.test(cents)) return refuse('quoteMissing');
    expected = { percent: Number(percent), amountCents: Number(cents) };
  }
  return {
    ok: true,
    fields,
    entry: {
      courseId: fields.courseId,
      received: fields.received,
      receivedAt,
      destination: fields.destination,
      expected,
    },
  };
}

/** The order page's answer to a posted entry: the form's fields again, and a refusal or a quote. */
export interface StaffCancelAnswer {
  form: 'cancel';
  fields: StaffCancelFields;
  error: StaffCancelError | null;
  quote: StaffCancelQuote | null;
  /** The quote differs from the one confirmed: shown again, nothing done. */
  changed: boolean;
}
