import { describe, expect, it } from 'vitest';

import { supportedLanguages } from './config';
import { resources } from './resources';
import { emailWords, ENGLISH_ONLY, wordsIn } from './sent-words';

/** Every text of a bundle by its dotted key. */
function textsOf(node: unknown, prefix = ''): Map<string, unknown> {
  const texts = new Map<string, unknown>();
  if (node === null || typeof node !== 'object') return texts.set(prefix, node);
  for (const [key, value] of Object.entries(node)) {
    for (const entry of textsOf(value, prefix ? `${prefix}.${key}` : key)) texts.set(...entry);
  }
  return texts;
}

/** A text's `{{placeholders}}` and `$t(nested)` keys: a translation takes the same values. */
const slots = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*([^}]+?)\s*\}\}|\$t\(([^)]*)\)/g)].map((m) => m[0]).sort();

/** A plural form's base key: Spanish and English may need different forms. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('every bundle in every language', () => {
  const namespaces = Object.keys(resources.es) as Array<keyof typeof resources.es>;

  it('covers the interface, the e-mails and the receipts; only the staff’s notes are English only', () => {
    expect(namespaces.sort()).toEqual(['common', 'emails', 'receipts']);
    expect(Object.keys(resources.en).sort()).toEqual([...namespaces, ...ENGLISH_ONLY].sort());
    for (const language of supportedLanguages) {
      expect(Object.keys(resources[language]).sort()).toEqual(
        language === 'en' ? [...namespaces, ...ENGLISH_ONLY].sort() : namespaces,
      );
    }
  });

  it.each(namespaces)('%s: a text for each key in each language, with the same values', (ns) => {
    const english = textsOf(resources.en[ns]);
    const englishBases = new Set([...english.keys()].map(base));
    for (const language of supportedLanguages) {
      const texts = textsOf(resources[language][ns]);
      const bases = new Set([...texts.keys()].map(base));
      // A key without its translation, or a translation of no key, fails here.
      expect([...bases].sort(), `${ns} in ${language}`).toEqual([...englishBases].sort());
      for (const [key, text] of texts) {
        expect(typeof text === 'string' && text.trim() !== '', `${ns}:${key} (${language})`).toBe(
          true,
        );
        if (english.has(key)) {
          expect(slots(text), `${ns}:${key} (${language})`).toEqual(slots(english.get(key)));
        }
      }
    }
  });
});

describe('the words of what the academy sends', () => {
  it('puts values in as they are, in the reader’s language', () => {
    const frame = emailWords('es', 'frame');
    expect(frame('greeting', { name: 'Ana <b>&' })).toBe('Estimado/a Ana <b>&:');
    expect(emailWords('en', 'frame')('greeting', { name: '{{x}} $t(frame.phone)' })).toBe(
      'Dear {{x}} $t(frame.phone),',
    );
    expect(
      wordsIn(
        'en',
        'receipts',
        'document',
      )('planPayment', {
        program: 'P',
        number: 2,
        months: 12,
      }),
    ).toBe('P: monthly payment 2 of 12');
  });
});
