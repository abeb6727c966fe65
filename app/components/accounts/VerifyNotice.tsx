import { Form, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';

import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSubmitting } from '~/components/forms/use-submitting';
import { useTranslation } from '~/i18n/translation';

export type AccountNotice =
  | 'verified'
  | 'invalid'
  | 'resent'
  | 'limited'
  | 'failed'
  | 'sessionBooked'
  | 'sessionMoved'
  | 'sessionFull'
  | 'sessionTooLate'
  | 'sessionUnknown'
  | 'sessionPlanPastDue'
  | 'detailsSaved'
  | 'ceDetailsSaved'
  | 'courseCancelled'
  | 'cancelUnavailable';

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
  const pending = useSubmitting();
  const revalidator = useRevalidator();
  // The link is often opened in another tab: coming back here reads the account again, so a
  // confirmed address no longer reads 'not confirmed yet'.
  useEffect(() => {
    if (verified) return;
    const refresh = () => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') {
        revalidator.revalidate();
      }
    };
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [verified, revalidator]);
  const message = notice ? (
    <p
      role="status"
      className={`rounded-md border p-3 font-medium ${
        notice === 'verified' ||
        notice === 'resent' ||
        notice === 'sessionBooked' ||
        notice === 'sessionMoved' ||
        notice === 'detailsSaved' ||
        notice === 'ceDetailsSaved' ||
        notice === 'courseCancelled'
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
        {/* Opened from the e-mailed link: confirm with its token; otherwise ask for a new link. */}
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <p className="min-w-0 wrap-anywhere">
            {t(token ? 'account.verify.prompt' : 'account.verify.notice', { email })}
          </p>
          {token ? <input type="hidden" name="token" value={token} /> : null}
          <SubmitButton
            pending={pending}
            name="intent"
            value={token ? 'verify' : 'resend'}
            label={t(token ? 'account.verify.confirm' : 'account.verify.resend')}
            look="small"
          />
        </Form>
      </div>
    </div>
  );
}
