import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { getUser, startSession } from '~/auth/session-cookie.server';
import { createAccount } from '~/auth/sign-up.server';
import { formText } from '~/auth/validation';
import { AuthLayout } from '~/components/auth/AuthLayout';
import { CreateAccountForm } from '~/components/auth/CreateAccountForm';
import type { AuthFormResult } from '~/components/auth/form-state';
import { contentFor } from '~/content/content.server';
import { clientAddress } from '~/lib/client-address.server';
import { seoMeta } from '~/lib/seo';
import { emailLinkOrigin } from '~/lib/site-origin.server';

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUser(request).catch(() => null)) throw redirect('/');
  const content = await contentFor(request);
  const email = new URL(request.url).searchParams.get('email')?.slice(0, 254);
  return { page: await content.page('create-account'), email };
}

/** Creates the account, signs it in and goes to / (SPEC §2). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const email = formText(form, 'email').slice(0, 254);
  try {
    const result = await createAccount({
      email,
      password: formText(form, 'password'),
      confirmPassword: formText(form, 'confirmPassword'),
      clientAddress: clientAddress(request, context),
      origin: emailLinkOrigin(),
    });
    if (!result.ok) {
      const status = result.error.code === 'tooManyRequests' ? 429 : 400;
      return data<AuthFormResult>({ error: result.error, email }, status);
    }
    return redirect('/', {
      headers: { 'Set-Cookie': await startSession(request, result.user.id) },
    });
  } catch (error) {
    console.error('Creating an account failed:', error);
    return data<AuthFormResult>({ error: { code: 'unavailable' }, email }, 503);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  ...seoMeta(loaded?.page.seo),
  { name: 'robots', content: 'noindex' },
];

export default function CreateAccount() {
  const { page, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AuthLayout intro={page.sections?.[0]}>
      <CreateAccountForm result={result} email={email} />
    </AuthLayout>
  );
}
