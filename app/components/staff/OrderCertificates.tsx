import { Form } from '@remix-run/react';

import { fromTenths } from '~/attendance/hours';
import { verifyPath } from '~/certificates/certificate';
import { CERTIFICATE_REASON_MAX, type StaffCertificate } from '~/certificates/staff';
import { formatDateTime, formatDay } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

/**
 * The order's CE certificates (docs/decisions/0068): each with its status, its PDF and public
 * page, and, while valid, revoking it or reissuing it (after a name or licence correction in the
 * account), with the reason the log keeps.
 */
export function OrderCertificates({
  certificates,
  error,
  saved,
}: {
  certificates: readonly StaffCertificate[];
  error: string | null;
  saved: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  return (
    <section aria-labelledby="certificates-title" className="mt-10">
      <h2 id="certificates-title" className="text-2xl font-bold text-slate-900">
        {t('staff.certificates.title')}
      </h2>
      {saved ? (
        <p role="status" className="mt-2 font-semibold text-emerald-800">
          {t('staff.certificates.saved')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {t(`staff.certificates.errors.${error}`)}
        </p>
      ) : null}
      {certificates.length ? (
        <ul className="mt-4 space-y-4">
          {certificates.map((certificate) => (
            <li key={certificate.id} className="rounded-lg border border-slate-300 p-4">
              <p className="font-semibold text-slate-900">
                <a
                  href={`/account/certificates/${certificate.id}`}
                  className="text-sky-800 underline underline-offset-2"
                >
                  {certificate.id}
                </a>{' '}
                · {t(`staff.certificates.status.${certificate.status}`)}
              </p>
              <p className="text-sm text-slate-700">
                {certificate.participant} · {certificate.course} ·{' '}
                {formatDay(certificate.startDate, language)} –{' '}
                {formatDay(certificate.endDate, language)} ·{' '}
                {t('staff.certificates.hours', { hours: fromTenths(certificate.hours) })} ·{' '}
                {t('staff.certificates.issued', {
                  date: formatDateTime(certificate.issuedAt, language),
                })}
              </p>
              {certificate.statusReason ? (
                <p className="text-sm text-slate-700">
                  {t('staff.certificates.why', { reason: certificate.statusReason })}
                </p>
              ) : null}
              <p className="mt-1 text-sm">
                <a href={verifyPath(certificate.id)} className="text-sky-800 underline">
                  {t('staff.certificates.publicPage')}
                </a>
                {certificate.replacedBy ? (
                  <>
                    {' · '}
                    <a href={verifyPath(certificate.replacedBy)} className="text-sky-800 underline">
                      {t('staff.certificates.replacedBy', { id: certificate.replacedBy })}
                    </a>
                  </>
                ) : null}
              </p>
              {certificate.status === 'valid' ? (
                <Form method="post" className="mt-3 grid gap-2 sm:max-w-xl">
                  <input type="hidden" name="certificateId" value={certificate.id} />
                  <label className="text-sm font-semibold text-slate-800">
                    {t('staff.certificates.reason')}
                    <input
                      type="text"
                      name="reason"
                      required
                      maxLength={CERTIFICATE_REASON_MAX}
                      className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 font-normal"
                    />
                  </label>
                  <div className="flex flex-wrap gap-3">
                    <button
                      type="submit"
                      name="intent"
                      value="certificate-reissue"
                      className="rounded-md border border-brand-900 px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50"
                    >
                      {t('staff.certificates.reissue')}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="certificate-revoke"
                      className="rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
                    >
                      {t('staff.certificates.revoke')}
                    </button>
                  </div>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-700">{t('staff.certificates.none')}</p>
      )}
    </section>
  );
}
