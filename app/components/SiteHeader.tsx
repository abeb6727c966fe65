import { Link, NavLink, useLocation } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';

import type { ImageAttributes } from '~/content/image-url';
import type { SiteSettings } from '~/content/queries';
import type { Language } from '~/i18n/config';
import { useTranslation } from '~/i18n/translation';

import { type HeaderUser, MobileUserLinks, UserMenu } from './auth/UserMenu';
import { useIsInMiddleEastOrAfrica } from './browser-effects';
import { ContentLink } from './ContentLink';
import { useDetailsMenu } from './details-menu';
import { Img } from './Img';
import { LanguageSwitch } from './LanguageSwitch';
import { isGroup, type NavGroup, navigation, type NavItem, showsLogin } from './navigation';

/** The logo's width in the header, in CSS pixels (its attributes come from the root loader). */
export const HEADER_LOGO_WIDTH = 168;

interface Props {
  settings: SiteSettings;
  /** The logo, shown HEADER_LOGO_WIDTH wide; null: the academy's name instead. */
  logo: ImageAttributes | null;
  language: Language;
  /** The signed-in user (from the root loader, so the server renders the right header). */
  user?: HeaderUser | null;
  /** The Register button; staff pages leave it out. */
  register?: boolean;
}

export function SiteHeader({ settings, logo, language, user, register = true }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const items = navigation(language, useIsInMiddleEastOrAfrica());

  // A new page closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 bg-white/95 shadow-sm backdrop-blur">
      <div className="hidden bg-brand-950 text-white lg:block">
        <div className="mx-auto flex max-w-7xl items-center justify-end gap-6 px-4 py-1 text-sm sm:px-6">
          <ContentLink
            href={settings.phoneHref}
            className="font-semibold hover:underline"
            aria-label={t('nav.callUs', { phone: settings.phone })}
          >
            {settings.phone}
          </ContentLink>
          <LanguageSwitch language={language} tone="dark" />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center gap-2 border-b border-slate-200 px-3 py-3 sm:gap-4 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center" aria-label={settings.academyName}>
          {logo ? (
            <Img attributes={logo} className="h-9 w-auto sm:h-11" eager alt="" />
          ) : (
            <span className="text-lg font-bold text-brand-900">{settings.academyName}</span>
          )}
        </Link>

        <nav aria-label={t('nav.label')} className="ml-auto hidden lg:block">
          <ul className="flex items-center">
            {items.map((item) => (
              <li key={item.key}>
                <DesktopNavItem item={item} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 lg:ml-2">
          <ContentLink
            href={settings.phoneHref}
            className="hidden rounded px-2 py-2 text-sm font-semibold text-slate-800 sm:inline lg:hidden"
            aria-label={t('nav.callUs', { phone: settings.phone })}
          >
            {settings.phone}
          </ContentLink>
          {register ? (
            <Link
              to="/register"
              className="whitespace-nowrap rounded-md bg-brand-900 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:px-4"
            >
              {t('nav.register')}
            </Link>
          ) : null}
          {user ? (
            <div className="hidden sm:block">
              <UserMenu user={user} />
            </div>
          ) : showsLogin(language) ? (
            <Link
              to="/login"
              className="hidden whitespace-nowrap rounded-md border border-brand-900 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50 sm:inline-block"
            >
              {t('nav.login')}
            </Link>
          ) : null}
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md border border-slate-300 text-slate-800 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="24"
              height="24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label={t('nav.label')}
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden"
      >
        <ul className="flex flex-col py-2">
          {items
            .flatMap((item) => (isGroup(item) ? item.children : [item]))
            .map((link) => (
              <li key={link.key}>
                <NavLink
                  to={link.to}
                  className="block rounded px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:text-brand-900"
                >
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
        </ul>
        {user ? (
          <div className="border-t border-slate-200 py-3">
            <MobileUserLinks user={user} />
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-3">
          <ContentLink href={settings.phoneHref} className="font-semibold text-slate-800">
            {settings.phone}
          </ContentLink>
          {!user && showsLogin(language) ? (
            <Link
              to="/login"
              className="rounded-md border border-brand-900 px-4 py-2 text-sm font-semibold text-brand-900"
            >
              {t('nav.login')}
            </Link>
          ) : null}
          <LanguageSwitch language={language} />
        </div>
      </nav>
    </header>
  );
}

const desktopLink =
  'block whitespace-nowrap rounded px-2.5 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 hover:text-brand-900 aria-[current=page]:text-brand-900 aria-[current=page]:underline underline-offset-4';

function DesktopNavItem({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (!isGroup(item)) {
    return (
      <NavLink to={item.to} end className={desktopLink}>
        {t(item.labelKey)}
      </NavLink>
    );
  }
  return <NavGroupMenu key={location.pathname} group={item} />;
}

/**
 * Resources: a <details>, so it opens and closes without JavaScript; with it, it closes like a
 * menu (useDetailsMenu). A new page closes it (keyed by the path above).
 */
function NavGroupMenu({ group: item }: { group: NavGroup }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsMenu(ref);
  return (
    <details ref={ref} className="group relative">
      <summary className={`${desktopLink} cursor-pointer list-none`}>
        {t(item.labelKey)}
        <span aria-hidden="true" className="ml-1 inline-block transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="absolute right-0 mt-1 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
        {item.children.map((link) => (
          <li key={link.key}>
            <NavLink to={link.to} className={desktopLink}>
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
