import type { SubmissionResult } from '@conform-to/react';
import { Link } from '@remix-run/react';
import { useEffect, useRef } from 'react';

import { TextField } from '~/components/forms/Field';
import { PostForm } from '~/components/forms/PostForm';
import { SubmitButton } from '~/components/forms/SubmitButton';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { useSubmitting } from '~/components/forms/use-submitting';
import { useTranslation } from '~/i18n/translation';

/** Ask for a reset link (docs/product.md#accounts /forgot-password); then 'Reset link sent!' and a way back. */
export function ForgotPasswordForm({ result }: { result: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const pending = useSubmitting();
  const [form, fields] = useSchemaForm(
    () => import('~/auth/validation').then((module) => module.forgotPasswordSchema),
    { lastResult: result },
  );
  const sent = result?.status === 'success';
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  if (sent) {
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
        <SubmitButton
          pending={pending}
          label={t('auth.forgot.submit')}
          pendingLabel={t('auth.forgot.pending')}
        />
      </PostForm>
      <p className="mt-4 text-sm">
        <Link to="/login" className="font-semibold text-brand-900 underline">
          {t('auth.forgot.backToLogin')}
        </Link>
      </p>
    </>
  );
}
