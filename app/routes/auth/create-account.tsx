import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { authErrorReply, retryAfterHeaders } from '~/auth/errors';
import { getUser, startLoginSession } from '~/auth/login-session-cookie.server';
import { createAccount } from '~/auth/sign-up.server';
import { createAccountSchema } from '~/auth/validation';
import { AuthLayout } from '~/components/auth/AuthLayout';
import { CreateAccountForm } from '~/components/auth/CreateAccountForm';
import { contentFor } from '~/content/content.server';
import { seoMeta } from '~/content/seo';
import { keepFormOnFailure } from '~/forms/client-action';
import { parseForm } from '~/forms/parse-form';
import { getLanguage } from '~/i18n/i18n.server';
import { clientAddress } from '~/lib/client-address.server';
import { emailLinkOrigin } from '~/lib/site-origin.server';

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUser(request).catch(() => null)) throw redirect('/');
  const content = await contentFor(request);
  const email = new URL(request.url).searchParams.get('email')?.slice(0, 254);
  return { page: await content.page('create-account'), email };
}

const hideFields = ['password', 'confirmPassword'];
const UNAVAILABLE = 'auth.errors.unavailable';

/** Creates the account, signs it in and goes to / (docs/product.md#accounts), saying to confirm the address. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const submission = parseForm(form, createAccountSchema);
  if (submission.status !== 'success') return data(submission.reply({ hideFields }), 400);
  try {
    const result = await createAccount({
      ...submission.value,
      clientAddress: clientAddress(request, context),
      origin: emailLinkOrigin(),
      language: await getLanguage(request),
    });
    if (!result.ok) {
      const status = { tooManyRequests: 429, busy: 503 }[result.error.code as string] ?? 400;
      return data(submission.reply({ ...authErrorReply(result.error), hideFields }), {
        status,
        headers: retryAfterHeaders(result.error),
      });
    }
    // docs/product.md: on success it goes to /; the flag lets / say to check the e-mail (no session flash).
    return redirect('/?welcome=check-email', {
      headers: { 'Set-Cookie': await startLoginSession(request, result.user.id) },
    });
  } catch (error) {
    console.error('Creating an account failed:', error);
    return data(submission.reply({ formErrors: [UNAVAILABLE], hideFields }), 503);
  }
}

export const clientAction = keepFormOnFailure(UNAVAILABLE, hideFields);

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...seoMeta(loaded?.page.seo),
  { name: 'robots', content: 'noindex' },
];

export default function CreateAccount() {
  const { page, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>();
  return (
    <AuthLayout intro={page.sections?.[0]}>
      <CreateAccountForm result={result} email={email} />
    </AuthLayout>
  );
}
