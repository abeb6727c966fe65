import type { SubmissionResult } from '@conform-to/react';
import { Link } from '@remix-run/react';

import { TextField } from '~/components/forms/Field';
import { PostForm } from '~/components/forms/PostForm';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { useSubmitting } from '~/components/forms/use-submitting';
import { useTranslation } from '~/i18n/translation';

const RESET_LINK_INVALID = 'auth.errors.resetLinkInvalid';

/** Set a new password with the e-mailed link (same rules as creating an account). */
export function ResetPasswordForm({
  token,
  email,
  result,
}: {
  token: string;
  /** The account's e-mail; null when the link is not (or no longer) valid. */
  email: string | null;
  result: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const pending = useSubmitting();
  const [form, fields] = useSchemaForm(
    () => import('~/auth/validation').then((module) => module.resetPasswordSchema),
    { lastResult: result },
  );

  if (!email || form.errors?.includes(RESET_LINK_INVALID)) {
    return (
      <div className="grid gap-4">
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800"
        >
          {t(RESET_LINK_INVALID)}
        </p>
        <Link to="/forgot-password" className="font-semibold text-brand-900 underline">
          {t('auth.reset.requestNew')}
        </Link>
      </div>
    );
  }
  return (
    <PostForm form={form}>
      <p className="text-slate-700">{t('auth.reset.intro', { email })}</p>
      <input type="hidden" name="token" value={token} />
      {/* Lets password managers store the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <TextField
        field={fields.password}
        type="password"
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        required
      />
      <TextField
        field={fields.confirmPassword}
        type="password"
        label={t('auth.fields.confirmNewPassword')}
        autoComplete="new-password"
        required
      />
      <SubmitButton
        pending={pending}
        label={t('auth.reset.submit')}
        pendingLabel={t('auth.reset.pending')}
      />
    </PostForm>
  );
}
