import { Form, Link, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

import { useTranslation } from '~/i18n/translation';

import { useDetailsMenu } from '../details-menu';

export interface HeaderUser {
  email: string;
  /** The part of the e-mail before the @. */
  name: string;
  /** A staff member's menu links to /staff. */
  staff?: boolean;
}

const item =
  'block w-full rounded px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 hover:text-brand-900';

/**
 * 'Welcome, {name}!' with Your Account and Log Out (docs/product.md#pages-and-navigation). A <details>, so it opens and
 * works without JavaScript; with it, an outside click, Escape (focus back on the button) or focus
 * leaving it closes it (useDetailsMenu), and so does a new page.
 */
export function UserMenu({ user }: { user: HeaderUser }) {
  const { t } = useTranslation();
  const location = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);

  useDetailsMenu(ref);
  useEffect(() => ref.current?.removeAttribute('open'), [location.key]);

  return (
    <details ref={ref} className="group relative" data-user-menu>
      <summary className="flex cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded-md border border-brand-900 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        {t('auth.header.welcome', { name: user.name })}
        <span aria-hidden="true" className="inline-block transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="absolute right-0 z-50 mt-1 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
        <li>
          <Link to="/account" className={item}>
            {t('auth.header.yourAccount')}
          </Link>
        </li>
        {user.staff ? (
          <li>
            <Link to="/staff" className={item}>
              {t('auth.header.staff')}
            </Link>
          </li>
        ) : null}
        <li>
          <LogoutButton className={item} />
        </li>
      </ul>
    </details>
  );
}

/** Log Out is a POST (a link could be followed by a prefetch or another site). */
export function LogoutButton({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/logout" reloadDocument>
      <button type="submit" className={className}>
        {t('auth.header.logOut')}
      </button>
    </Form>
  );
}

/** The same entries in the mobile menu, listed flat. */
export function MobileUserLinks({ user }: { user: HeaderUser }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="font-semibold text-slate-900">
        {t('auth.header.welcome', { name: user.name })}
      </span>
      <Link
        to="/account"
        className="rounded-md border border-brand-900 px-4 py-2 text-sm font-semibold text-brand-900"
      >
        {t('auth.header.yourAccount')}
      </Link>
      {user.staff ? (
        <Link
          to="/staff"
          className="rounded-md border border-brand-900 px-4 py-2 text-sm font-semibold text-brand-900"
        >
          {t('auth.header.staff')}
        </Link>
      ) : null}
      <LogoutButton className="rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800" />
    </div>
  );
}
