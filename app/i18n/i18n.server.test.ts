import { describe, expect, it } from 'vitest';

import { cookiePairs, getLanguage, languageCookie, languageOf } from './i18n.server';

const url = 'http://localhost/courses';

describe('languageOf', () => {
  it('reads the lng cookie as languageCookie writes it, and ?lng= before it', async () => {
    const spanish = await languageCookie.serialize('es');
    expect(languageOf(url, spanish)).toBe('es');
    expect(languageOf(url, `other=1; ${spanish.split(';')[0]}`)).toBe('es');
    expect(languageOf(url, await languageCookie.serialize('en'))).toBe('en');
    expect(languageOf(`${url}?lng=en`, spanish)).toBe('en');
    expect(languageOf(`${url}?lng=es`, null)).toBe('es');
    expect(languageOf(`${url}?lng=es-MX`, null)).toBe('es');
    expect(languageOf(`${url}?lng=fr`, spanish)).toBe('es');
    expect(await getLanguage(new Request(url, { headers: { cookie: spanish } }))).toBe('es');
  });

  it('falls back to English for a missing, empty or made-up value, and reads the first lng', () => {
    for (const cookie of [null, '', 'lng=', 'lng=es', 'lng=zz', 'lng=%%%', 'lng="ImZyIg=="']) {
      expect(languageOf(url, cookie), String(cookie)).toBe('en');
    }
    expect(languageOf(url, 'lng=; lng=ImVzIg%3D%3D')).toBe('en');
    expect(languageOf(url, 'lng=ImVzIg%3D%3D; lng=')).toBe('es');
    expect(languageOf(url, 'lng="ImVzIg=="')).toBe('es');
  });

  it('splits a Cookie header into its pairs, repeats kept', () => {
    expect(cookiePairs(' a=1;b = 2 ;flag; lng=x=y; a=3')).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['lng', 'x=y'],
      ['a', '3'],
    ]);
    expect(cookiePairs(undefined)).toEqual([]);
  });
});
