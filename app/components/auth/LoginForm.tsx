import type { SubmissionResult } from '@conform-to/react';
import { Link } from '@remix-run/react';

import { TextField } from '~/components/forms/Field';
import { PostForm } from '~/components/forms/PostForm';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { useSubmitting } from '~/components/forms/use-submitting';
import { useTranslation } from '~/i18n/translation';

/** Sign in (docs/product.md#accounts /login): e-mail, password, 'Signing in...' while the answer is pending. */
export function LoginForm({
  result,
  redirectTo,
  email,
}: {
  result: SubmissionResult<string[]> | undefined;
  redirectTo: string | null;
  /** From the ?email= of the link that led here. */
  email?: string;
}) {
  const { t } = useTranslation();
  const pending = useSubmitting();
  const [form, fields] = useSchemaForm(
    () => import('~/auth/validation').then((module) => module.loginSchema),
    {
      lastResult: result,
      defaultValue: { email },
    },
  );
  return (
    <>
      <PostForm form={form}>
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField
          field={fields.email}
          type="email"
          label={t('auth.fields.email')}
          autoComplete="username"
          required
        />
        <TextField
          field={fields.password}
          type="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
        />
        <SubmitButton
          pending={pending}
          label={t('auth.login.submit')}
          pendingLabel={t('auth.login.pending')}
        />
      </PostForm>
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
