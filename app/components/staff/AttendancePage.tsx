import { Form, useSearchParams } from '@remix-run/react';

import { fromTenths } from '~/attendance/hours';
import type { SessionAttendance } from '~/attendance/session-attendance.server';
import type { RegistrantCertificate } from '~/certificates/certificates.server';
import { useSubmitting } from '~/components/forms/use-submitting';
import { formatDateTime, formatDay } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

import { sessionAttendancePath } from './format';
import { staffOrderPath } from './PersonCells';

interface Props {
  attendance: SessionAttendance;
  /** Each registrant's certificate of the session, by order id (docs/decisions/0069). */
  certificates?: Record<string, RegistrantCertificate>;
  /** A refused mark, and whose. */
  error: { error: string; orderId: string | null } | null;
}

const button = 'min-h-11 flex-1 rounded-md border-2 px-4 py-2 text-base font-semibold sm:flex-none';

/**
 * Attendance of a session, one day at a time: a card per registrant with Present and Absent, big
 * enough for a thumb at the door. A mark over an earlier one asks why; every mark stays.
 */
export function AttendancePage({ attendance, certificates = {}, error }: Props) {
  const { t, i18n } = useTranslation();
  const pending = useSubmitting();
  const [searchParams] = useSearchParams();
  const { day, days } = attendance;
  const future = day > attendance.today;
  // Over: certificates can be issued (by the job for 60 days, by staff here at any time).
  const ended = days.at(-1)!.day < attendance.today;
  const justIssued = searchParams.get('issued');
  const path = sessionAttendancePath(attendance.courseId, attendance.sessionKey);
  return (
    <section aria-labelledby="attendance-title" className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <p>
        <a href="/staff" className="text-brand-900 underline">
          {t('staff.backToStaff')}
        </a>
      </p>
      <h1 id="attendance-title" className="mt-4 text-2xl font-bold text-brand-900 sm:text-3xl">
        {t('staff.attendance.title', { session: attendance.title })}
      </h1>
      <nav aria-label={t('staff.attendance.days')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {days.map((entry, index) => (
            <li key={entry.day}>
              <a
                href={`${path}?day=${entry.day}`}
                aria-current={entry.day === day ? 'page' : undefined}
                className="inline-block min-h-11 rounded-md border border-brand-900 px-3 py-2 text-sm font-semibold text-brand-900 aria-[current=page]:bg-brand-900 aria-[current=page]:text-white"
              >
                {t('staff.attendance.day', {
                  number: index + 1,
                  date: formatDay(entry.day, i18n.language),
                  hours: fromTenths(entry.hours),
                })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="mt-6 text-xl font-semibold text-slate-900">{formatDay(day, i18n.language)}</h2>
      {future ? (
        <p role="status" className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3">
          {t('staff.attendance.future')}
        </p>
      ) : null}
      {attendance.registrants.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('staff.attendance.none')}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {attendance.registrants.map((registrant) => {
            const latest = registrant.marks.at(-1);
            const id = `registrant-${registrant.orderId}`;
            const refused = error?.orderId === registrant.orderId ? error.error : null;
            const state = latest
              ? latest.present
                ? t('staff.attendance.present')
                : t('staff.attendance.absent')
              : t('staff.attendance.notMarked');
            return (
              <li
                key={registrant.orderId}
                id={id}
                className="scroll-mt-24 rounded-lg border border-slate-300 p-4"
              >
                <Form method="post" aria-labelledby={`${id}-name`}>
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p id={`${id}-name`} className="text-lg font-semibold text-slate-900">
                      {registrant.name}
                    </p>
                    <p className="text-sm font-semibold text-slate-800">
                      {state}
                      <span className="font-normal text-slate-700">
                        {' · '}
                        {t('staff.attendance.earned', { hours: fromTenths(registrant.earned) })}
                      </span>
                    </p>
                  </div>
                  <p className="break-all text-sm text-slate-700">{registrant.email}</p>
                  {latest ? (
                    <p className="mt-1 text-sm text-slate-700">
                      {t('staff.attendance.markedBy', {
                        by: latest.markedBy,
                        at: formatDateTime(latest.at, i18n.language),
                      })}
                      {latest.reason
                        ? ` ${t('staff.attendance.why', { reason: latest.reason })}`
                        : ''}
                    </p>
                  ) : null}
                  <input type="hidden" name="orderId" value={registrant.orderId} />
                  <input type="hidden" name="day" value={day} />
                  {latest ? (
                    <label className="mt-3 block text-sm font-semibold text-slate-800">
                      {t('staff.attendance.reason')}
                      <input
                        type="text"
                        name="reason"
                        maxLength={500}
                        aria-invalid={refused === 'reason-required' ? true : undefined}
                        aria-describedby={refused ? `${id}-error` : undefined}
                        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 font-normal"
                      />
                    </label>
                  ) : null}
                  <div className="mt-3 flex gap-3">
                    <button
                      type="submit"
                      name="present"
                      value="yes"
                      disabled={future || pending}
                      aria-pressed={latest?.present === true}
                      className={`${button} border-green-800 text-green-900 aria-pressed:bg-green-800 aria-pressed:text-white disabled:opacity-50`}
                    >
                      {t('staff.attendance.markPresent')}
                    </button>
                    <button
                      type="submit"
                      name="present"
                      value="no"
                      disabled={future || pending}
                      aria-pressed={latest?.present === false}
                      className={`${button} border-slate-700 text-slate-900 aria-pressed:bg-slate-700 aria-pressed:text-white disabled:opacity-50`}
                    >
                      {t('staff.attendance.markAbsent')}
                    </button>
                  </div>
                  {refused ? (
                    <p id={`${id}-error`} role="alert" className="mt-2 font-semibold text-red-700">
                      {t(`staff.attendance.errors.${refused}`)}
                    </p>
                  ) : null}
                </Form>
                {ended ? (
                  <CertificateOfRegistrant
                    orderId={registrant.orderId}
                    earned={registrant.earned}
                    day={day}
                    certificate={certificates[registrant.orderId] ?? null}
                    justIssued={justIssued}
                    pending={pending}
                    label={`${id}-name`}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * A registrant's certificate once the session is over: the one that stands, with a link to the
 * order page (revoke, reissue); or, with hours earned and no valid certificate, staff issue it
 * now, however long ago the session ended (docs/decisions/0069).
 */
function CertificateOfRegistrant({
  orderId,
  earned,
  day,
  certificate,
  justIssued,
  pending,
  label,
}: {
  orderId: string;
  earned: number;
  day: string;
  certificate: RegistrantCertificate | null;
  justIssued: string | null;
  pending: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const valid = certificate?.status === 'valid' ? certificate : null;
  return (
    <div className="mt-3 border-t border-slate-200 pt-3 text-sm">
      {certificate ? (
        <p className="text-slate-800">
          {t('staff.attendance.certificate', {
            id: certificate.id,
            hours: fromTenths(certificate.hours),
          })}{' '}
          · {t(`staff.attendance.certificateStatus.${certificate.status}`)} ·{' '}
          <a href={staffOrderPath(orderId)} className="text-brand-900 underline">
            {t('staff.attendance.orderPage')}
          </a>
        </p>
      ) : null}
      {valid && justIssued === valid.id ? (
        <p role="status" className="mt-1 font-semibold text-green-800">
          {t('staff.attendance.issued', { id: valid.id })}
        </p>
      ) : null}
      {valid && valid.hours !== earned ? (
        <p className="mt-1 text-amber-900">
          {t('staff.attendance.certificateDiffers', { hours: fromTenths(earned) })}
        </p>
      ) : null}
      {!valid && earned > 0 ? (
        <Form method="post" aria-labelledby={label}>
          <input type="hidden" name="intent" value="issue-certificate" />
          <input type="hidden" name="orderId" value={orderId} />
          <input type="hidden" name="day" value={day} />
          <p className="text-slate-700">{t('staff.attendance.issueHint')}</p>
          <button
            type="submit"
            disabled={pending}
            className="mt-2 min-h-11 rounded-md border-2 border-brand-900 px-4 py-2 font-semibold text-brand-900 disabled:opacity-50"
          >
            {t('staff.attendance.issue')}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
