import { Form } from '@remix-run/react';

import type { CloseFormError } from '~/cancellations/session-closure';
import type { ClosureReport } from '~/cancellations/session-closure.server';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSubmitting } from '~/components/forms/use-submitting';
import { formatCents, formatDateTime } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

import { staffOrderPath } from './PersonCells';
import { StaffTable } from './StaffTable';

interface Props {
  session: { courseId: string; sessionKey: string; title: string; booked: number; waiting: number };
  report: ClosureReport | null;
  error: CloseFormError | null;
}

/**
 * Cancelling or postponing a session: the choice (what registrants get back) and its
 * confirmation; once closed, what became of each registrant, and running it again for those
 * not settled.
 */
export function SessionClosurePage({ session, report, error }: Props) {
  const { t, i18n } = useTranslation();
  const pending = useSubmitting();
  const unsettled = report?.outcomes.some(
    (row) => row.outcome === 'failed' || row.outcome === 'refund-asked',
  );
  return (
    <section aria-labelledby="closure-title" className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p>
        <a href="/staff" className="text-brand-900 underline">
          {t('staff.backToStaff')}
        </a>
      </p>
      <h1 id="closure-title" className="mt-4 text-3xl font-bold text-brand-900">
        {t('staff.closeTitle', { session: session.title })}
      </h1>
      <p className="mt-3 text-slate-700">
        {t('staff.closeCounts', { booked: session.booked, waiting: session.waiting })}
      </p>
      {error ? (
        <p role="alert" className="mt-4 font-medium text-red-800">
          {t(`staff.closeErrors.${error}`)}
        </p>
      ) : null}
      {report ? (
        <>
          <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3">
            {t(report.kind === 'postponed' ? 'staff.closedPostponed' : 'staff.closedCancelled', {
              when: formatDateTime(report.closedAt, i18n.language),
              who: report.actor,
            })}{' '}
            {t(`staff.remedy.${report.remedy}`)} {t('staff.closedStudio')}
          </p>
          <h2 id="report-title" className="mt-8 text-xl font-bold text-slate-900">
            {t('staff.closeReport')}
          </h2>
          {report.outcomes.length ? (
            <StaffTable
              caption={t('staff.closeReport')}
              columns={[
                { label: t('staff.name') },
                { label: t('staff.email') },
                { label: t('staff.closeOutcome') },
                { label: t('staff.amount'), numeric: true },
              ]}
              minWidth="min-w-[40rem]"
            >
              {report.outcomes.map((row) => (
                <tr key={row.orderId} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-4">
                    <a href={staffOrderPath(row.orderId)} className="text-brand-900 underline">
                      {row.name}
                    </a>
                  </td>
                  <td className="py-2 pr-4 break-all">{row.email}</td>
                  <td className="py-2 pr-4">
                    {t(`staff.closeOutcomes.${row.outcome}`)}
                    {row.detail ? ` — ${row.detail}` : ''}
                  </td>
                  <td className="py-2 text-right tabular-nums">
                    {row.amountCents === null ? '' : formatCents(row.amountCents, i18n.language)}
                  </td>
                </tr>
              ))}
            </StaffTable>
          ) : (
            <p className="mt-3 text-slate-700">{t('staff.closeNoRegistrants')}</p>
          )}
          {unsettled ? (
            <Form method="post" className="mt-6">
              <input type="hidden" name="kind" value={report.kind} />
              <input type="hidden" name="remedy" value={report.remedy} />
              <input type="hidden" name="confirm" value="yes" />
              <SubmitButton pending={pending} label={t('staff.closeAgain')} look="small" />
            </Form>
          ) : null}
        </>
      ) : (
        <Form
          method="post"
          className="mt-6 grid max-w-2xl gap-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <fieldset className="grid gap-2">
            <legend className="font-semibold text-slate-900">{t('staff.closeKind')}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="kind" value="cancelled" defaultChecked />
              {t('staff.closeKindCancelled')}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="kind" value="postponed" />
              {t('staff.closeKindPostponed')}
            </label>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="font-semibold text-slate-900">{t('staff.closeRemedy')}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="remedy" value="refund" defaultChecked />
              {t('staff.closeRemedyRefund')}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="remedy" value="credit" />
              {t('staff.closeRemedyCredit')}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="remedy" value="choose" />
              {t('staff.closeRemedyChoose')}
            </label>
          </fieldset>
          <label className="flex items-start gap-2">
            <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
            <span>{t('staff.closeConfirm', { booked: session.booked })}</span>
          </label>
          <div>
            <SubmitButton pending={pending} label={t('staff.closeButton')} look="small" />
          </div>
        </Form>
      )}
    </section>
  );
}
