import { createCookie } from '@remix-run/node';
import { RemixI18Next } from 'remix-i18next/server';

import {
  fallbackLanguage,
  i18nConfig,
  isLanguage,
  type Language,
  supportedLanguages,
} from './config';
import { resources } from './resources';

export const languageCookie = createCookie('lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

// English is the default: the browser's Accept-Language does not switch the site by itself.
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: languageCookie,
    order: ['searchParams', 'cookie'],
  },
  i18next: { ...i18nConfig, resources },
});

export async function getLanguage(request: Request): Promise<Language> {
  const language = await i18nServer.getLocale(request);
  return isLanguage(language) ? language : fallbackLanguage;
}

/** A Set-Cookie header when the request asks for a language with `?lng=`, else undefined. */
export async function languageCookieHeader(request: Request): Promise<string | undefined> {
  const requested = new URL(request.url).searchParams.get('lng');
  return isLanguage(requested) ? languageCookie.serialize(requested) : undefined;
}
