import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { requestPasswordReset } from '~/auth/password-reset.server';
import { formText } from '~/auth/validation';
import { AuthLayout } from '~/components/auth/AuthLayout';
import type { AuthFormResult } from '~/components/auth/form-state';
import { ForgotPasswordForm } from '~/components/auth/ForgotPasswordForm';
import { contentFor } from '~/content/content.server';
import { clientAddress } from '~/lib/client-address.server';
import { seoMeta } from '~/lib/seo';
import { emailLinkOrigin } from '~/lib/site-origin.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  return { page: await content.page('forgot-password') };
}

type Result = AuthFormResult & { sent?: boolean };

/** Queues the reset e-mail (SPEC §4 Password reset: form, then sent). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const email = formText(form, 'email').slice(0, 254);
  try {
    const result = await requestPasswordReset({
      email,
      clientAddress: clientAddress(request, context),
      origin: emailLinkOrigin(),
    });
    if (result.ok) return data<Result>({ sent: true });
    const status = result.error.code === 'resetTooMany' ? 429 : 400;
    return data<Result>({ error: result.error, email }, status);
  } catch (error) {
    console.error('Password reset request failed:', error);
    return data<Result>({ error: { code: 'resetFailed' }, email }, 503);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...seoMeta(loaded?.page.seo),
  { name: 'robots', content: 'noindex' },
];

export default function ForgotPassword() {
  const { page } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AuthLayout intro={page.sections?.[0]}>
      <ForgotPasswordForm result={result} />
    </AuthLayout>
  );
}
