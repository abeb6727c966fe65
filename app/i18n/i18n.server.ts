import { createCookie } from '@remix-run/node';
// The parser Remix's own cookies (createCookie) use, without their wait: languageOf is synchronous.
import { parse as parseCookies } from 'cookie';

import { fallbackLanguage, isLanguage, type Language } from './config';
import { resources } from './resources';
import { translate, type TranslateOptions } from './translate';

export const languageCookie = createCookie('lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/**
 * `t` of one language on the server: the browser's translate (i18next's format, decision 0105)
 * over every text of the language.
 */
export function translatorFor(language: Language) {
  const texts = resources[language].common;
  return (key: string, values?: TranslateOptions) => translate(texts, language, key, values);
}

export async function getLanguage(request: Request): Promise<Language> {
  return languageOf(request.url, request.headers.get('cookie'));
}

/**
 * The language a request is rendered in: a supported `?lng=`, else the `lng` cookie's (the
 * first, if the header repeats it), else English. English is the default: the browser's
 * Accept-Language does not switch the site by itself. From the URL and the Cookie header alone
 * and synchronous, so the page cache (server/page-cache.ts) keys pages by this same answer: when
 * it read the cookie apart from the server, one request could store a Spanish page under the
 * English key (decision 0040).
 */
export function languageOf(url: string, cookieHeader: string | null | undefined): Language {
  const requested = new URL(url).searchParams.get('lng');
  // `es-MX` or `ES`, as remix-i18next's detection took them.
  const primary = requested?.trim().toLowerCase().split(/[-_]/)[0];
  if (isLanguage(primary)) return primary;
  const value = parseCookies(cookieHeader ?? '')[languageCookie.name];
  return value === undefined ? fallbackLanguage : (decodeLanguage(value) ?? fallbackLanguage);
}

/**
 * A Cookie header's name/value pairs in order, repeats kept; a part without `=` is left out, as
 * the `cookie` package does. Only for the page cache, which refuses a repeated `lng`: `cookie`
 * keeps the first of a name and cannot tell.
 */
export function cookiePairs(header: string | null | undefined): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const part of (header ?? '').split(';')) {
    const equals = part.indexOf('=');
    if (equals === -1) continue;
    pairs.push([part.slice(0, equals).trim(), part.slice(equals + 1).trim()]);
  }
  return pairs;
}

/** `languageCookie`'s value as it serializes it (base64 of JSON), once `cookie` decoded it. */
function decodeLanguage(value: string): Language | undefined {
  try {
    const decoded: unknown = JSON.parse(atob(value));
    return isLanguage(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/** A Set-Cookie header when the request asks for a language with `?lng=`, else undefined. */
export async function languageCookieHeader(request: Request): Promise<string | undefined> {
  const requested = new URL(request.url).searchParams.get('lng');
  return isLanguage(requested) ? languageCookie.serialize(requested) : undefined;
}
