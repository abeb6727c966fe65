import type { StaffCancelAnswer, StaffCancelError } from '~/cancellations/staff-entry';
import type { Language } from '~/i18n/config';
import { formatCents, formatDateTime } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';
import type { LedgerLine, OrderLedger } from '~/orders/ledger';

import { courseWithSession } from './cancellation-text';

/** What the order page needs to offer the entry form; null when the order is not paid. */
export interface CancelEntryForm {
  /** The order's courses that can still be cancelled (paid lines not cancelled). */
  courseIds: string[];
  /** The input's bounds, `datetime-local` readings in `timeZone`: the payment and now. */
  min: string;
  max: string;
  timeZone: string;
}

const ERROR_TEXT: Record<StaffCancelError, string> = {
  lineRequired: 'staff.cancelErrorLineRequired',
  receivedRequired: 'staff.cancelErrorReceivedRequired',
  receivedInvalid: 'staff.cancelErrorReceivedInvalid',
  receivedFuture: 'staff.cancelErrorReceivedFuture',
  receivedBeforePaid: 'staff.cancelErrorReceivedBeforePaid',
  destinationRequired: 'staff.cancelErrorDestinationRequired',
  quoteMissing: 'staff.cancelErrorQuoteMissing',
  unknownLine: 'staff.cancelErrorUnknownLine',
  inPlan: 'staff.cancelErrorInPlan',
  alreadyCancelled: 'staff.cancelErrorAlreadyCancelled',
  notPaid: 'staff.cancelErrorNotPaid',
  started: 'staff.cancelErrorStarted',
  unknownSession: 'staff.cancelErrorUnknownSession',
};

/** Errors about the received time, marked on its input. */
const RECEIVED_ERRORS = new Set<StaffCancelError>([
  'receivedRequired',
  'receivedInvalid',
  'receivedFuture',
  'receivedBeforePaid',
]);

/** The form to enter a cancellation received by e-mail, and the refund it shows to confirm. */
export function CancelEntry({
  order,
  lines,
  entry,
  answer,
  courseNames,
  sessionNames,
}: {
  order: OrderLedger['order'];
  lines: LedgerLine[];
  entry: CancelEntryForm | null;
  answer: StaffCancelAnswer | null;
  courseNames: Record<string, string>;
  sessionNames: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'es' ? 'es' : 'en';
  const names = { courseNames, sessionNames };
  const money = (cents: number) => formatCents(cents, language);
  const sessionOf = (courseId: string) =>
    lines.find((line) => line.courseId === courseId)?.sessionKey ?? null;
  const paidOf = (courseId: string) =>
    lines.find((line) => line.courseId === courseId)?.paidCents ?? 0;
  const fields = answer?.fields;
  const error = answer?.error ?? null;
  const quote = answer?.quote ?? null;
  const paid = formatDateTime(order.completedAt, language);
  const courseIds = entry?.courseIds ?? [];
  const chosen = fields?.courseId && courseIds.includes(fields.courseId) ? fields.courseId : '';
  const describedBy = (id: string) => (error ? `${id} cancel-error` : id);

  return (
    <>
      {/* Outside the form: a course cancelled meanwhile may leave no form to show it in. */}
      {error ? (
        <p role="alert" id="cancel-error" className="mt-6 max-w-2xl font-medium text-red-800">
          {t(ERROR_TEXT[error], { paid })}
        </p>
      ) : null}
      {entry && courseIds.length ? (
        <div className="mt-6 max-w-2xl">
          <h3 id="cancel-entry" className="scroll-mt-24 text-lg font-bold text-slate-900">
            {t('staff.cancelEntryTitle')}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{t('staff.cancelEntryIntro')}</p>
          {/* Posted to the page itself; the fragment brings the answer into view. */}
          <form method="post" action="#cancel-entry" className="mt-3 grid gap-3">
            <div>
              <label htmlFor="cancel-course" className="block font-semibold">
                {t('staff.cancelCourse')}
              </label>
              <select
                id="cancel-course"
                name="courseId"
                required
                defaultValue={chosen || courseIds[0]}
                aria-invalid={
                  error === 'lineRequired' || error === 'unknownLine' ? true : undefined
                }
                aria-describedby={error ? 'cancel-error' : undefined}
                className="mt-1 block w-full rounded-md border border-slate-400 p-2"
              >
                {courseIds.map((courseId) => (
                  <option key={courseId} value={courseId}>
                    {courseWithSession(courseId, sessionOf(courseId), names)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="cancel-received" className="block font-semibold">
                {t('staff.cancelReceived', { zone: entry.timeZone })}
              </label>
              <input
                id="cancel-received"
                name="received"
                type="datetime-local"
                required
                min={entry.min}
                max={entry.max}
                defaultValue={fields?.received ?? ''}
                aria-describedby={describedBy('cancel-received-hint')}
                aria-invalid={error && RECEIVED_ERRORS.has(error) ? true : undefined}
                className="mt-1 block rounded-md border border-slate-400 p-2"
              />
              <p id="cancel-received-hint" className="mt-1 text-sm text-slate-700">
                {t('staff.cancelReceivedHint', { zone: entry.timeZone, paid })}
              </p>
            </div>
            <fieldset>
              <legend className="font-semibold">{t('staff.cancelDestination')}</legend>
              {(['card', 'credit'] as const).map((destination) => (
                <label key={destination} className="mt-1 flex items-start gap-2">
                  <input
                    type="radio"
                    name="destination"
                    value={destination}
                    required
                    defaultChecked={(fields?.destination || 'card') === destination}
                    className="mt-1 h-4 w-4 shrink-0 accent-brand-900"
                  />
                  <span>
                    {t(destination === 'card' ? 'staff.cancelToCard' : 'staff.cancelToCredit')}
                  </span>
                </label>
              ))}
            </fieldset>
            <div>
              <button
                type="submit"
                name="intent"
                value="cancel-quote"
                className="rounded-md border border-brand-900 px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
              >
                {t('staff.cancelShow')}
              </button>
            </div>
          </form>

          {quote ? (
            <div
              aria-labelledby="cancel-quote-title"
              role="group"
              className="mt-6 rounded-md border border-slate-300 bg-slate-50 p-4"
            >
              <h4 id="cancel-quote-title" className="font-bold text-slate-900">
                {t('staff.cancelQuoteTitle')}
              </h4>
              {answer?.changed ? (
                <p role="alert" className="mt-2 font-medium text-red-800">
                  {t('staff.cancelQuoteChanged')}
                </p>
              ) : null}
              <p className="mt-2">
                {t('staff.cancelQuoteReceived', {
                  course: courseWithSession(quote.courseId, quote.sessionKey, names),
                  when: formatDateTime(quote.receivedAt, language),
                })}
              </p>
              <p className="mt-1 font-semibold">
                {quote.amountCents === 0
                  ? t('staff.cancelQuoteNothing')
                  : t(
                      quote.destination === 'credit'
                        ? 'staff.cancelQuoteCredit'
                        : 'staff.cancelQuoteCard',
                      {
                        percent: quote.percent,
                        paid: money(paidOf(quote.courseId)),
                        amount: money(quote.amountCents),
                        email: order.email,
                      },
                    )}
              </p>
              <form method="post" action="#cancellations-title" className="mt-3">
                <input type="hidden" name="courseId" value={quote.courseId} />
                <input type="hidden" name="received" value={quote.received} />
                <input type="hidden" name="destination" value={quote.destination} />
                <input type="hidden" name="expectedPercent" value={quote.percent} />
                <input type="hidden" name="expectedCents" value={quote.amountCents} />
                <button
                  type="submit"
                  name="intent"
                  value="cancel-confirm"
                  className="rounded-md bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900"
                >
                  {t('staff.cancelConfirm')}
                </button>
              </form>
            </div>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
