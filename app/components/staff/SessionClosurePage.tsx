import { Form } from '@remix-run/react';

import type { CloseFormError } from '~/cancellations/session-closure';
import type { ClosureReport, PreviewRow } from '~/cancellations/session-closure.server';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSubmitting } from '~/components/forms/use-submitting';
import { formatCents, formatDateTime } from '~/i18n/format';
import { useTranslation } from '~/i18n/translation';

import { staffOrderPath } from './PersonCells';
import { StaffTable } from './StaffTable';

interface Props {
  session: { courseId: string; sessionKey: string; title: string; booked: number; waiting: number };
  report: ClosureReport | null;
  /** Who gets what with the choice staff made, before they confirm it. */
  preview: {
    kind: 'cancelled' | 'postponed';
    remedy: 'refund' | 'credit' | 'choose';
    rows: PreviewRow[];
  } | null;
  error: CloseFormError | null;
}

/** What a previewed registrant gets, in words. */
function previewWhat(
  row: PreviewRow,
  remedy: 'refund' | 'credit' | 'choose',
  t: ReturnType<typeof useTranslation>['t'],
  money: (cents: number) => string,
): string {
  if (row.refused) return t('staff.previewRefused');
  const parts = [
    remedy === 'choose'
      ? t('staff.previewChoose')
      : row.amountCents === 0
        ? t('staff.previewNothing')
        : row.creditCents === 0
          ? t('staff.previewRefund')
          : row.cardCents === 0
            ? t('staff.previewCredit')
            : t('staff.previewSplit', {
                card: money(row.cardCents),
                credit: money(row.creditCents),
              }),
  ];
  if (row.plan) {
    parts.push(
      row.plan.ends || row.plan.paymentsLeft === 0
        ? t('staff.previewPlanEnds', { removed: money(row.plan.removedCents) })
        : t('staff.previewPlan', {
            removed: money(row.plan.removedCents),
            count: row.plan.paymentsLeft,
            next: money(row.plan.nextCents),
          }),
    );
  }
  return parts.join(' ');
}

/**
 * Cancelling or postponing a session: the choice (what registrants get back) and its
 * confirmation; once closed, what became of each registrant, and running it again for those
 * not settled.
 */
export function SessionClosurePage({ session, report, preview, error }: Props) {
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
      ) : preview ? (
        <>
          <h2 id="preview-title" className="mt-8 text-xl font-bold text-slate-900">
            {t('staff.previewTitle')}
          </h2>
          <p className="mt-2 text-slate-700">
            {t(
              preview.kind === 'postponed'
                ? 'staff.closeKindPostponed'
                : 'staff.closeKindCancelled',
            )}
            {' · '}
            {t(`staff.remedy.${preview.remedy}`)}{' '}
            <a href="?" className="text-brand-900 underline">
              {t('staff.previewChange')}
            </a>
          </p>
          {preview.rows.length ? (
            <StaffTable
              caption={t('staff.previewTitle')}
              columns={[
                { label: t('staff.name') },
                { label: t('staff.amount'), numeric: true },
                { label: t('staff.previewWhat') },
              ]}
              minWidth="min-w-[36rem]"
            >
              {preview.rows.map((row) => (
                <tr key={row.orderId} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-4">
                    <a href={staffOrderPath(row.orderId)} className="text-brand-900 underline">
                      {row.name}
                    </a>
                    <span className="block break-all text-sm text-slate-700">{row.email}</span>
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {formatCents(row.amountCents, i18n.language)}
                  </td>
                  <td className="py-2">
                    {previewWhat(row, preview.remedy, t, (cents) =>
                      formatCents(cents, i18n.language),
                    )}
                  </td>
                </tr>
              ))}
            </StaffTable>
          ) : (
            <p className="mt-3 text-slate-700">{t('staff.closeNoRegistrants')}</p>
          )}
          <Form
            method="post"
            className="mt-6 grid max-w-2xl gap-4 rounded-lg border border-red-300 bg-red-50 p-4"
          >
            <input type="hidden" name="kind" value={preview.kind} />
            <input type="hidden" name="remedy" value={preview.remedy} />
            <label className="flex items-start gap-2">
              <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
              <span>{t('staff.closeConfirm', { booked: session.booked })}</span>
            </label>
            <div>
              <button
                type="submit"
                disabled={pending}
                className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800 disabled:opacity-70"
              >
                {t('staff.closeButton')}
              </button>
            </div>
          </Form>
        </>
      ) : (
        <Form
          method="get"
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
          <div>
            <SubmitButton pending={pending} label={t('staff.previewButton')} look="small" />
          </div>
        </Form>
      )}
    </section>
  );
}
