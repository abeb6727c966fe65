import { Form, Link } from '@remix-run/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthInput } from './AuthInput';
import { type AuthFormResult, useAuthFormError, useSubmitting } from './form-state';
import { FormAlert, SubmitButton } from './FormAlert';

/** Sign in (SPEC §2 /login): e-mail, password, 'Signing in...' while the answer is pending. */
export function LoginForm({
  result,
  redirectTo,
}: {
  result: AuthFormResult | undefined;
  redirectTo: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const pending = useSubmitting();
  const { formRef, fieldError, formError, onInput } = useAuthFormError(result);
  const email = fieldError('email');
  return (
    <>
      <Form ref={formRef} method="post" noValidate onInput={onInput} className="grid gap-4">
        <FormAlert error={formError} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <AuthInput
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('auth.fields.email')}
          autoComplete="username"
          defaultValue={result?.email}
          error={email}
          focusOnLoad={Boolean(email)}
        />
        <AuthInput
          id={`${id}-password`}
          name="password"
          type="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
        />
        <SubmitButton
          pending={pending}
          label={t('auth.login.submit')}
          pendingLabel={t('auth.login.pending')}
        />
      </Form>
      <p className="mt-4 text-sm">
        <Link to="/forgot-password" className="font-semibold text-brand-900 underline">
          {t('auth.login.forgot')}
        </Link>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {t('auth.login.noAccount')}{' '}
        <Link to="/create-account" className="font-semibold text-brand-900 underline">
          {t('auth.login.create')}
        </Link>
      </p>
    </>
  );
}
