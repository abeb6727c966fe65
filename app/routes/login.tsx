import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import type { AuthError } from '~/auth/errors';
import { signInRedirect } from '~/auth/redirect';
import { getUser, startSession } from '~/auth/session-cookie.server';
import { SignInError, signInAuthenticator } from '~/auth/sign-in.server';
import { AuthLayout } from '~/components/auth/AuthLayout';
import type { AuthFormResult } from '~/components/auth/form-state';
import { LoginForm } from '~/components/auth/LoginForm';
import { contentFor } from '~/content/content.server';
import { clientAddress } from '~/lib/client-address.server';
import { seoMeta } from '~/lib/seo';

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get('redirectTo');
  if (await getUser(request).catch(() => null)) throw redirect(signInRedirect(redirectTo));
  const content = await contentFor(request);
  return { page: await content.page('login'), redirectTo };
}

const STATUS: Partial<Record<AuthError['code'], number>> = {
  tooManySignIns: 429,
  disabled: 403,
  noAccount: 401,
  invalidCredentials: 401,
};

/** Signs in through the remix-auth FormStrategy; success goes to /account or `redirectTo`. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  // Not a form at all: SPEC §8's 'anything else'.
  if (!form) return data<AuthFormResult>({ error: { code: 'invalidCredentials' } }, 400);
  const email = String(form.get('email') ?? '').slice(0, 254);
  try {
    const authenticator = signInAuthenticator(clientAddress(request, context));
    const user = await authenticator.authenticate('form', request);
    return redirect(signInRedirect(form.get('redirectTo')), {
      headers: { 'Set-Cookie': await startSession(request, user.id) },
    });
  } catch (error) {
    if (error instanceof SignInError) {
      return data<AuthFormResult>({ error: error.error, email }, STATUS[error.error.code] ?? 400);
    }
    // SPEC §8: anything else reads 'Invalid email or password'.
    console.error('Sign-in failed:', error);
    return data<AuthFormResult>({ error: { code: 'invalidCredentials' }, email }, 503);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...seoMeta(loaded?.page.seo),
  { name: 'robots', content: 'noindex' },
];

export default function Login() {
  const { page, redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AuthLayout intro={page.sections?.[0]}>
      <LoginForm result={result} redirectTo={redirectTo} />
    </AuthLayout>
  );
}
