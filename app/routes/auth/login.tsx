import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { type AuthError, authErrorReply, retryAfterHeaders } from '~/auth/errors';
import { getUser, startLoginSession } from '~/auth/login-session-cookie.server';
import { signInRedirect } from '~/auth/redirect';
import { signInAuthenticator, SignInError } from '~/auth/sign-in.server';
import { loginSchema } from '~/auth/validation';
import { AuthLayout } from '~/components/auth/AuthLayout';
import { hydrateLater } from '~/components/hydrate-later';
import { contentFor } from '~/content/content.server';
import { seoMeta } from '~/content/seo';
import { keepFormOnFailure } from '~/forms/client-action';
import { parseForm } from '~/forms/parse-form';
import { clientAddress } from '~/lib/client-address.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get('redirectTo');
  // The e-mail a registration was just paid with (/register's link after paying).
  const email = url.searchParams.get('email')?.slice(0, 254);
  if (await getUser(request).catch(() => null)) throw redirect(signInRedirect(redirectTo));
  const content = await contentFor(request);
  return { page: await content.page('login'), redirectTo, email };
}

const STATUS: Partial<Record<AuthError['code'], number>> = {
  tooManySignIns: 429,
  signInsTooFrequent: 429,
  busy: 503,
  disabled: 403,
  noAccount: 401,
  invalidCredentials: 401,
};

// Passwords are never sent back to the page.
const hideFields = ['password'];
const SIGN_IN_FAILED = 'auth.errors.invalidCredentials';

/** Signs in through the remix-auth FormStrategy; success goes to /account or `redirectTo`. */
export async function action({ request, context }: ActionFunctionArgs) {
  // The strategy reads the body again.
  const form = await request
    .clone()
    .formData()
    .catch(() => new FormData());
  const submission = parseForm(form, loginSchema);
  if (submission.status !== 'success') return data(submission.reply({ hideFields }), 400);
  try {
    const authenticator = signInAuthenticator(clientAddress(request, context));
    const user = await authenticator.authenticate('form', request);
    return redirect(signInRedirect(submission.value.redirectTo ?? null), {
      headers: { 'Set-Cookie': await startLoginSession(request, user.id) },
    });
  } catch (error) {
    if (error instanceof SignInError) {
      const reply = submission.reply({ ...authErrorReply(error.error), hideFields });
      return data(reply, {
        status: STATUS[error.error.code] ?? 400,
        headers: retryAfterHeaders(error.error),
      });
    }
    // docs/product.md#messages: anything else reads 'Invalid email or password'.
    console.error('Sign-in failed:', error);
    const reply = submission.reply({ formErrors: [SIGN_IN_FAILED], hideFields });
    return data(reply, 503);
  }
}

export const clientAction = keepFormOnFailure(SIGN_IN_FAILED, hideFields);

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...seoMeta(loaded?.page.seo),
  { name: 'robots', content: 'noindex' },
];

// The form's code (conform, the fields) is not in the page's first load (decision 0083).
const LazyLoginForm = hydrateLater(() =>
  import('~/components/auth/LoginForm').then((module) => module.LoginForm),
);

export default function Login() {
  const { page, redirectTo, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof clientAction>();
  return (
    <AuthLayout intro={page.sections?.[0]}>
      <LazyLoginForm result={result} redirectTo={redirectTo} email={email} />
    </AuthLayout>
  );
}
