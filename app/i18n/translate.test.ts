/**
 * t() (translate.ts) must give exactly what i18next gives (the texts stay in i18next's format, so
 * the library can take over again, decision 0105): every key of both languages, with and
 * without values, and every plural at counts 0, 1, 2 and 5.
 */
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';

import { i18nConfig, type Language, supportedLanguages } from './config';
import { englishText } from './english.server';
import { resources } from './resources';
import { translate, type TranslateOptions } from './translate';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

async function i18nextIn(language: Language) {
  const i18n = createInstance();
  await i18n.init({ ...i18nConfig, resources, lng: language });
  // i18next's overloads want literal options; the comparison passes any.
  return { t: i18n.t.bind(i18n) as (key: string, options?: TranslateOptions) => string };
}

describe.each(supportedLanguages)('translate (%s) gives what i18next gives', (language) => {
  const texts = resources[language].common;
  const all = leaves(texts);
  // Plural forms are asked for by their base key, as the components do.
  const keys = [...new Set(all.map(([key]) => key.replace(PLURAL, '')))];
  const variables = (key: string) =>
    new Set(
      all
        .filter(([leaf]) => leaf.replace(PLURAL, '') === key)
        .flatMap(([, text]) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]!)),
    );

  it('has texts to compare', () => {
    expect(keys.length).toBeGreaterThan(300);
    expect(all.some(([key]) => PLURAL.test(key))).toBe(true);
    expect(all.some(([, text]) => text.includes('$t('))).toBe(true);
  });

  it.each(keys)('%s', async (key) => {
    const i18n = await i18nextIn(language);
    const values: TranslateOptions = {};
    for (const name of variables(key)) values[name] = name === 'count' ? 3 : `<${name} & co>`;
    const cases: (TranslateOptions | undefined)[] = [undefined, {}, values];
    if (all.some(([leaf]) => leaf !== key && leaf.replace(PLURAL, '') === key)) {
      for (const count of [0, 1, 2, 5]) cases.push({ ...values, count });
    }
    for (const options of cases) {
      expect(translate(texts, language, key, options)).toBe(i18n.t(key, options));
    }
  });

  it('agrees on missing keys, default values, absent and empty values', async () => {
    const i18n = await i18nextIn(language);
    const cases: [string, TranslateOptions | undefined][] = [
      ['no.such.key', undefined],
      ['Not a key, but {{name}} is filled', { name: 'Ana' }],
      ['Something failed: try again', undefined],
      ['account.status.unheard', { defaultValue: 'unheard' }],
      ['account.status.unheard', { defaultValue: 'refunded {{x}}', x: 1 }],
      ['nav.callUs', {}],
      ['nav.callUs', { phone: null }],
      ['nav.callUs', { phone: 0 }],
      ['nav', undefined],
    ];
    for (const [key, options] of cases) {
      // i18next answers a key that names a group with a sentence of its own; ours gives the key.
      if (key === 'nav') {
        expect(translate(texts, language, key, options)).toBe('nav');
        continue;
      }
      expect(translate(texts, language, key, options)).toBe(i18n.t(key, options));
    }
  });
});

describe('englishText', () => {
  it('is the English text, interpolated; a string that is not a key comes back as it is', async () => {
    const i18n = await i18nextIn('en');
    expect(englishText('register.errors.empty')).toBe(i18n.t('register.errors.empty'));
    expect(englishText('register.errors.unknownItem', { item: 'x' })).toBe(
      i18n.t('register.errors.unknownItem', { item: 'x' }),
    );
    expect(englishText('Something went wrong.')).toBe('Something went wrong.');
  });
});
