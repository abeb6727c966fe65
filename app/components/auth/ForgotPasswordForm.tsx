import { Form, Link } from '@remix-run/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthInput } from './AuthInput';
import { type AuthFormResult, useAuthFormError, useSubmitting } from './form-state';
import { FormAlert, SubmitButton } from './FormAlert';

/** Ask for a reset link (SPEC §2 /forgot-password); then 'Reset link sent!' and a way back. */
export function ForgotPasswordForm({
  result,
}: {
  result: (AuthFormResult & { sent?: boolean }) | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const pending = useSubmitting();
  const { formRef, fieldError, formError, onInput } = useAuthFormError(result);
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result?.sent) sentRef.current?.focus();
  }, [result]);

  if (result?.sent) {
    return (
      <div className="grid gap-4">
        <p
          ref={sentRef}
          role="status"
          tabIndex={-1}
          className="rounded-md border border-emerald-300 bg-emerald-50 p-3 font-medium text-emerald-900"
        >
          {t('auth.forgot.sent')}
        </p>
        <Link to="/login" className="font-semibold text-brand-900 underline">
          {t('auth.forgot.backToLogin')}
        </Link>
      </div>
    );
  }
  const email = fieldError('email');
  return (
    <>
      <Form ref={formRef} method="post" noValidate onInput={onInput} className="grid gap-4">
        <FormAlert error={formError} />
        <AuthInput
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          defaultValue={result?.email}
          error={email}
          focusOnLoad={Boolean(email)}
        />
        <SubmitButton
          pending={pending}
          label={t('auth.forgot.submit')}
          pendingLabel={t('auth.forgot.pending')}
        />
      </Form>
      <p className="mt-4 text-sm">
        <Link to="/login" className="font-semibold text-brand-900 underline">
          {t('auth.forgot.backToLogin')}
        </Link>
      </p>
    </>
  );
}
