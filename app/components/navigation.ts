import type { Language } from '~/i18n/config';

export interface NavLink {
  key: string;
  labelKey: string;
  to: string;
}

export interface NavGroup {
  key: string;
  labelKey: string;
  children: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export function isGroup(item: NavItem): item is NavGroup {
  return 'children' in item;
}

/**
 * The header's entries (docs/product.md#pages-and-navigation). Faculty, FAQs and Resources have no page of their own, so they
 * point at the pages that hold them (see docs/decisions/0003-navigation.md). Spanish leaves out
 * the catalog (its videos are in English) and the login.
 */
export function navigation(language: Language, showMiddleEastAfrica = false): NavItem[] {
  const resources: NavLink[] = [
    { key: 'catalog', labelKey: 'nav.catalog', to: '/catalog' },
    { key: 'testimonials', labelKey: 'nav.testimonials', to: '/testimonials' },
    { key: 'faqs', labelKey: 'nav.faqs', to: '/courses#refunds' },
  ];
  return [
    { key: 'home', labelKey: 'nav.home', to: '/' },
    { key: 'aboutUs', labelKey: 'nav.aboutUs', to: '/about-us' },
    { key: 'faculty', labelKey: 'nav.faculty', to: '/about-us#faculty' },
    { key: 'courses', labelKey: 'nav.courses', to: '/courses' },
    {
      key: 'resources',
      labelKey: 'nav.resources',
      children: language === 'es' ? resources.filter((link) => link.key !== 'catalog') : resources,
    },
    { key: 'contactUs', labelKey: 'nav.contactUs', to: '/contact' },
    ...(showMiddleEastAfrica
      ? [{ key: 'middleEastAfrica', labelKey: 'nav.middleEastAfrica', to: '/middle-east-africa' }]
      : []),
  ];
}

export function showsLogin(language: Language): boolean {
  return language !== 'es';
}
