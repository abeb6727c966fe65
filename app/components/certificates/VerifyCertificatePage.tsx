import { fromTenths } from '~/attendance/hours';
import type { Certificate } from '~/certificates/certificate';
import { verifyPath } from '~/certificates/certificate';
import { formatDay, formatLongDate } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

type Shown = Omit<Certificate, 'orderId' | 'statusReason'>;

const STATUS_STYLE = {
  valid: 'border-green-700 bg-green-50 text-green-900',
  revoked: 'border-red-700 bg-red-50 text-red-900',
  reissued: 'border-amber-600 bg-amber-50 text-amber-900',
} as const;

/** Where the e-mail address goes in a translated sentence: split there, the link put in. */
const SLOT = '\u0000';

/**
 * A CE certificate as anyone may check it (/verify/<id>): its status, then what it prints. An
 * unknown id points to the academy's contact address (site settings) as a link.
 */
export function VerifyCertificatePage({
  certificate,
  contactEmail = null,
}: {
  certificate: Shown | null;
  contactEmail?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (!certificate) {
    const [before, after] = t('certificates.verify.notFoundWrite', { email: SLOT }).split(SLOT);
    return (
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold text-brand-900">{t('certificates.verify.notFound')}</h1>
        <p className="mt-4 text-lg text-slate-700">
          {contactEmail ? (
            <>
              {before}
              <a
                href={`mailto:${contactEmail}`}
                className="font-semibold break-all text-brand-900 underline"
              >
                {contactEmail}
              </a>
              {after}
            </>
          ) : (
            t('certificates.verify.notFoundText')
          )}
        </p>
      </section>
    );
  }
  const { printed } = certificate;
  const hours = (tenths: number) => fromTenths(tenths).toFixed(1);
  const participantIds = [
    printed.participant.licenseNumber
      ? printed.participant.licenseState
        ? t('certificates.licenseIn', {
            number: printed.participant.licenseNumber,
            state: printed.participant.licenseState,
          })
        : t('certificates.license', { number: printed.participant.licenseNumber })
      : null,
    printed.participant.agdId ? t('certificates.agdId', { id: printed.participant.agdId }) : null,
  ].filter(Boolean);
  const rows: Array<[string, string]> = [
    [
      t('certificates.verify.participant'),
      [printed.participant.name, ...participantIds].join(' · '),
    ],
    [t('certificates.verify.course'), printed.course.title],
    [
      t('certificates.dates'),
      `${formatDay(printed.session.startDate, language)} – ${formatDay(printed.session.endDate, language)}`,
    ],
    [t('certificates.location'), printed.session.location],
    ...(printed.instructors.length
      ? [[t('certificates.instructors'), printed.instructors.join(', ')] as [string, string]]
      : []),
    [
      t('certificates.hours'),
      `${hours(printed.hours.total)} (${t('certificates.lecture')} ${hours(printed.hours.lecture)}, ${t('certificates.participation')} ${hours(printed.hours.participation)})`,
    ],
    ...(printed.subjects.length
      ? [
          [
            t('certificates.subjectCodes'),
            printed.subjects
              .map((subject) =>
                t('certificates.subjectCode', { code: subject.code, hours: hours(subject.hours) }),
              )
              .join(', '),
          ] as [string, string],
        ]
      : []),
    [
      t('certificates.daysAttended'),
      printed.daysAttended.map((day) => formatDay(day, language)).join(', '),
    ],
    [
      t('certificates.verify.provider'),
      [
        printed.provider.name,
        printed.provider.agdPaceId
          ? t('certificates.agdPace', { id: printed.provider.agdPaceId })
          : null,
        printed.provider.adaCerpId
          ? t('certificates.adaCerp', { id: printed.provider.adaCerpId })
          : null,
      ]
        .filter(Boolean)
        .join(' · '),
    ],
    [
      t('certificates.verify.signatory'),
      [printed.provider.signatoryName, printed.provider.signatoryTitle].filter(Boolean).join(', '),
    ],
    [t('certificates.verify.issued'), formatLongDate(certificate.issuedAt, language) ?? ''],
  ];
  return (
    <section aria-labelledby="certificate-title" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        {t('certificates.title')}
      </p>
      <h1 id="certificate-title" className="mt-1 text-3xl font-bold text-brand-900">
        {t('certificates.verify.heading', { id: certificate.id })}
      </h1>
      <div
        role="status"
        className={`mt-6 rounded-lg border-2 p-4 text-lg font-semibold ${STATUS_STYLE[certificate.status]}`}
      >
        {t(`certificates.verify.${certificate.status}`)}
        {certificate.status === 'reissued' && certificate.replacedBy ? (
          <>
            {' '}
            <a href={verifyPath(certificate.replacedBy)} className="underline">
              {t('certificates.verify.replacement')}
            </a>
          </>
        ) : null}
      </div>
      <dl className="mt-8 grid grid-cols-1 gap-x-8 gap-y-4 sm:grid-cols-[max-content_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="wrap-anywhere text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
