import type { SubmissionResult } from '@conform-to/react';
import { Link } from '@remix-run/react';

import { TextField } from '~/components/forms/Field';
import { PostForm } from '~/components/forms/PostForm';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { useSubmitting } from '~/components/forms/use-submitting';
import { useTranslation } from '~/i18n/translation';

/** Create an account (docs/product.md#accounts /create-account): e-mail, password, confirm password. */
export function CreateAccountForm({
  result,
  email,
}: {
  result: SubmissionResult<string[]> | undefined;
  /** From the ?email= of the link that led here. */
  email: string | undefined;
}) {
  const { t } = useTranslation();
  const pending = useSubmitting();
  const [form, fields] = useSchemaForm(
    () => import('~/auth/validation').then((module) => module.createAccountSchema),
    {
      lastResult: result,
      defaultValue: { email },
    },
  );
  return (
    <>
      <PostForm form={form}>
        <TextField
          field={fields.email}
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          required
        />
        <TextField
          field={fields.password}
          type="password"
          label={t('auth.fields.password')}
          autoComplete="new-password"
          required
        />
        <TextField
          field={fields.confirmPassword}
          type="password"
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          required
        />
        <SubmitButton
          pending={pending}
          label={t('auth.createAccount.submit')}
          pendingLabel={t('auth.createAccount.pending')}
        />
      </PostForm>
      <p className="mt-4 text-sm text-slate-700">
        {t('auth.createAccount.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-brand-900 underline">
          {t('auth.createAccount.signIn')}
        </Link>
      </p>
    </>
  );
}
