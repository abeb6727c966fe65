import { Form, Link } from '@remix-run/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthInput } from './AuthInput';
import { type AuthFormResult, useAuthFormError, useSubmitting } from './form-state';
import { FormAlert, SubmitButton } from './FormAlert';

/** Set a new password with the e-mailed link (same rules as creating an account). */
export function ResetPasswordForm({
  token,
  email,
  result,
}: {
  token: string;
  /** The account's e-mail; null when the link is not (or no longer) valid. */
  email: string | null;
  result: AuthFormResult | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const pending = useSubmitting();
  const { formRef, fieldError, formError, onInput } = useAuthFormError(result);
  const linkInvalid = !email || result?.error?.code === 'resetLinkInvalid';

  if (linkInvalid) {
    return (
      <div className="grid gap-4">
        <FormAlert error={{ code: 'resetLinkInvalid' }} />
        <Link to="/forgot-password" className="font-semibold text-brand-900 underline">
          {t('auth.reset.requestNew')}
        </Link>
      </div>
    );
  }
  const failed = result?.error?.field;
  return (
    <Form ref={formRef} method="post" noValidate onInput={onInput} className="grid gap-4">
      <p className="text-slate-700">{t('auth.reset.intro', { email })}</p>
      <FormAlert error={formError} />
      <input type="hidden" name="token" value={token} />
      {/* Lets password managers store the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <AuthInput
        id={`${id}-password`}
        name="password"
        type="password"
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        error={fieldError('password')}
        focusOnLoad={failed === 'password'}
      />
      <AuthInput
        id={`${id}-confirm`}
        name="confirmPassword"
        type="password"
        label={t('auth.fields.confirmNewPassword')}
        autoComplete="new-password"
        error={fieldError('confirmPassword')}
        focusOnLoad={failed === 'confirmPassword'}
      />
      <SubmitButton
        pending={pending}
        label={t('auth.reset.submit')}
        pendingLabel={t('auth.reset.pending')}
      />
    </Form>
  );
}
