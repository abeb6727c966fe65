import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { authErrorReply, retryAfterHeaders } from '~/auth/errors';
import { startLoginSession } from '~/auth/login-session-cookie.server';
import { resetPassword, resetTokenEmail } from '~/auth/password-reset.server';
import { resetPasswordSchema } from '~/auth/validation';
import { AuthLayout } from '~/components/auth/AuthLayout';
import { ResetPasswordForm } from '~/components/auth/ResetPasswordForm';
import { contentFor } from '~/content/content.server';
import { seoMeta } from '~/content/seo';
import { keepFormOnFailure } from '~/forms/client-action';
import { parseForm } from '~/forms/parse-form';
import { useTranslation } from '~/i18n/translation';

/** The page behind the e-mailed link: /reset-password?token=... (valid one hour, used once). */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const content = await contentFor(request);
  const [page, email] = await Promise.all([
    content.page('forgot-password'),
    resetTokenEmail(token),
  ]);
  return { seo: page.seo, token, email };
}

const hideFields = ['password', 'confirmPassword'];
const UNAVAILABLE = 'auth.errors.unavailable';

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const submission = parseForm(form, resetPasswordSchema);
  if (submission.status !== 'success') return data(submission.reply({ hideFields }), 400);
  try {
    const { token, password, confirmPassword } = submission.value;
    const result = await resetPassword({ token, password, confirmPassword });
    if (!result.ok) {
      return data(submission.reply({ ...authErrorReply(result.error), hideFields }), {
        status: result.error.code === 'busy' ? 503 : 400,
        headers: retryAfterHeaders(result.error),
      });
    }
    // Every session of the account ended; this browser gets a new one (not a disabled account).
    if (result.disabled) return redirect('/login');
    const cookie = await startLoginSession(request, result.userId);
    return redirect('/account', { headers: { 'Set-Cookie': cookie } });
  } catch (error) {
    console.error('Password reset failed:', error);
    return data(submission.reply({ formErrors: [UNAVAILABLE], hideFields }), 503);
  }
}

export const clientAction = keepFormOnFailure(UNAVAILABLE, hideFields);

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...seoMeta(loaded?.seo),
  { name: 'robots', content: 'noindex' },
];

export default function ResetPassword() {
  const { token, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>();
  const { t } = useTranslation();
  return (
    <AuthLayout intro={undefined} heading={t('auth.reset.title')}>
      <ResetPasswordForm token={token} email={email} result={result} />
    </AuthLayout>
  );
}

// The link's token is in the URL: no cache may keep the page.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
