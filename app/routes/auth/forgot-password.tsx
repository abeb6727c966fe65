import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { authErrorReply } from '~/auth/errors';
import { requestPasswordReset } from '~/auth/password-reset.server';
import { forgotPasswordSchema } from '~/auth/validation';
import { AuthLayout } from '~/components/auth/AuthLayout';
import { ForgotPasswordForm } from '~/components/auth/ForgotPasswordForm';
import { contentFor } from '~/content/content.server';
import { seoMeta } from '~/content/seo';
import { keepFormOnFailure } from '~/forms/client-action';
import { parseForm } from '~/forms/parse-form';
import { getLanguage } from '~/i18n/i18n.server';
import { clientAddress } from '~/lib/client-address.server';
import { emailLinkOrigin } from '~/lib/site-origin.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  return { page: await content.page('forgot-password') };
}

const RESET_FAILED = 'auth.errors.resetFailed';

/** Queues the reset e-mail (docs/product.md#accounts Password reset: form, then sent). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const submission = parseForm(form, forgotPasswordSchema);
  if (submission.status !== 'success') return data(submission.reply(), 400);
  try {
    const result = await requestPasswordReset({
      email: submission.value.email,
      clientAddress: clientAddress(request, context),
      origin: emailLinkOrigin(),
      language: await getLanguage(request),
    });
    // A reply without errors: the page shows 'Reset link sent!'.
    if (result.ok) return data(submission.reply());
    const status = result.error.code === 'resetTooMany' ? 429 : 400;
    return data(submission.reply(authErrorReply(result.error)), status);
  } catch (error) {
    console.error('Password reset request failed:', error);
    return data(submission.reply({ formErrors: [RESET_FAILED] }), 503);
  }
}

export const clientAction = keepFormOnFailure(RESET_FAILED);

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...seoMeta(loaded?.page.seo),
  { name: 'robots', content: 'noindex' },
];

export default function ForgotPassword() {
  const { page } = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>();
  return (
    <AuthLayout intro={page.sections?.[0]}>
      <ForgotPasswordForm result={result} />
    </AuthLayout>
  );
}
