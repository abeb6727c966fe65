import { Form, Link } from '@remix-run/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthInput } from './AuthInput';
import { type AuthFormResult, useAuthFormError, useSubmitting } from './form-state';
import { FormAlert, SubmitButton } from './FormAlert';

/** Create an account (SPEC §2 /create-account): e-mail, password, confirm password. */
export function CreateAccountForm({
  result,
  email,
}: {
  result: AuthFormResult | undefined;
  /** From the ?email= of the link that led here. */
  email: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const pending = useSubmitting();
  const { formRef, fieldError, formError, onInput } = useAuthFormError(result);
  const failed = result?.error?.field;
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
          defaultValue={result?.email ?? email}
          error={fieldError('email')}
          focusOnLoad={failed === 'email'}
        />
        <AuthInput
          id={`${id}-password`}
          name="password"
          type="password"
          label={t('auth.fields.password')}
          autoComplete="new-password"
          error={fieldError('password')}
          focusOnLoad={failed === 'password'}
        />
        <AuthInput
          id={`${id}-confirm`}
          name="confirmPassword"
          type="password"
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          error={fieldError('confirmPassword')}
          focusOnLoad={failed === 'confirmPassword'}
        />
        <SubmitButton
          pending={pending}
          label={t('auth.createAccount.submit')}
          pendingLabel={t('auth.createAccount.pending')}
        />
      </Form>
      <p className="mt-4 text-sm text-slate-700">
        {t('auth.createAccount.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-brand-900 underline">
          {t('auth.createAccount.signIn')}
        </Link>
      </p>
    </>
  );
}
