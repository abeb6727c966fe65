import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

export type AccountNotice = 'verified' | 'invalid' | 'resent' | 'limited' | 'failed';

const button =
  'rounded-md bg-brand-900 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';

/**
 * About confirming the e-mail address: the outcome of the last step, the confirmation button
 * when the page was opened from the e-mailed link, or a reminder with a way to get a new link.
 */
export function VerifyNotice({
  email,
  verified,
  token,
  notice,
}: {
  email: string;
  verified: boolean;
  /** The token of the e-mailed link this page was opened with. */
  token: string | null;
  notice: AccountNotice | null;
}) {
  const { t } = useTranslation();
  const message = notice ? (
    <p
      role="status"
      className={`rounded-md border p-3 font-medium ${
        notice === 'verified' || notice === 'resent'
          ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
          : 'border-red-300 bg-red-50 text-red-800'
      }`}
    >
      {t(`account.verify.notices.${notice}`)}
    </p>
  ) : null;
  if (verified) return message;
  return (
    <div className="grid gap-3">
      {message}
      <div className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">
        {token ? (
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <p>{t('account.verify.prompt', { email })}</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" name="intent" value="verify" className={button}>
              {t('account.verify.confirm')}
            </button>
          </Form>
        ) : (
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <p>{t('account.verify.notice', { email })}</p>
            <button type="submit" name="intent" value="resend" className={button}>
              {t('account.verify.resend')}
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}
