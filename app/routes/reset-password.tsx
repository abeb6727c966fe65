import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { resetPassword, resetTokenEmail } from '~/auth/password-reset.server';
import { startSession } from '~/auth/session-cookie.server';
import { formText } from '~/auth/validation';
import { AuthLayout } from '~/components/auth/AuthLayout';
import type { AuthFormResult } from '~/components/auth/form-state';
import { ResetPasswordForm } from '~/components/auth/ResetPasswordForm';
import { contentFor } from '~/content/content.server';
import { seoMeta } from '~/lib/seo';

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

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  try {
    const result = await resetPassword({
      token: formText(form, 'token'),
      password: formText(form, 'password'),
      confirmPassword: formText(form, 'confirmPassword'),
    });
    if (!result.ok) return data<AuthFormResult>({ error: result.error }, 400);
    // Every session of the account ended; this browser gets a new one (not a disabled account).
    if (result.disabled) return redirect('/login');
    const cookie = await startSession(request, result.userId);
    return redirect('/account', { headers: { 'Set-Cookie': cookie } });
  } catch (error) {
    console.error('Password reset failed:', error);
    return data<AuthFormResult>({ error: { code: 'unavailable' } }, 503);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...seoMeta(loaded?.seo),
  { name: 'robots', content: 'noindex' },
];

export default function ResetPassword() {
  const { token, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <AuthLayout intro={undefined} heading={t('auth.reset.title')}>
      <ResetPasswordForm token={token} email={email} result={result} />
    </AuthLayout>
  );
}

// The link's token is in the URL: no cache may keep the page.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
