import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';

import { getLoginSessionUser } from '~/auth/login-session-cookie.server';
import { ContentSections } from '~/components/ContentSections';
import { contentFor } from '~/content/content.server';
import { seoMeta } from '~/content/seo';
import { useTranslation } from '~/i18n/translation';

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request);
  // After sign-up (/?welcome=check-email): only the new, unconfirmed account is told, so a
  // shared or cached link shows visitors nothing.
  const welcome = new URL(request.url).searchParams.get('welcome') === 'check-email';
  const user = welcome ? await getLoginSessionUser(request).catch(() => null) : null;
  return {
    page: await content.page('home'),
    checkEmail: user && !user.emailVerified ? user.email : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.page.seo);

export default function Home() {
  const { page, checkEmail } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      {checkEmail ? (
        <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
          <p
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900 wrap-anywhere"
          >
            {t('auth.createAccount.checkEmail', { email: checkEmail })}{' '}
            <Link to="/account" className="font-semibold text-brand-900 underline">
              {t('auth.createAccount.toAccount')}
            </Link>
          </p>
        </div>
      ) : null}
      <ContentSections sections={page.sections} />
    </>
  );
}
