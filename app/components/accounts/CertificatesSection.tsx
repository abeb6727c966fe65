import type { AccountCertificate } from '~/accounts/account';
import { fromTenths } from '~/attendance/hours';
import { verifyPath } from '~/certificates/certificate';
import { formatDay } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

import { PanelSection } from './PanelSection';

/** The student's CE certificates (docs/decisions/0068), each a PDF and a public check. */
export function CertificatesSection({
  certificates,
}: {
  certificates: readonly AccountCertificate[];
}) {
  const { t, i18n } = useTranslation();
  return (
    <PanelSection id="certificates" title={t('account.certificates.title')}>
      {certificates.length ? (
        <ul className="mt-3 space-y-3">
          {certificates.map((certificate) => (
            <li key={certificate.id} className="rounded-lg border border-slate-300 bg-white p-4">
              <p className="font-semibold text-slate-900">{certificate.course}</p>
              <p className="text-sm text-slate-700">
                {formatDay(certificate.startDate, i18n.language)} –{' '}
                {formatDay(certificate.endDate, i18n.language)} ·{' '}
                {t('account.certificates.hours', { hours: fromTenths(certificate.hours) })}
              </p>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <a
                  href={`/account/certificates/${certificate.id}`}
                  download
                  className="font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950"
                >
                  {t('account.certificates.download', { id: certificate.id })}
                </a>
                <a
                  href={verifyPath(certificate.id)}
                  className="font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950"
                >
                  {t('account.certificates.verify')}
                </a>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-700">{t('account.certificates.none')}</p>
      )}
    </PanelSection>
  );
}
