import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';

import type { Language } from './config';
import type { SignedInTranslation } from './signed-in.en';
import { type Texts, translate, type TranslateOptions } from './translate';

/**
 * The browser's interface texts (decision 0075): a page loads its language's public texts
 * (public.*.ts); the signed-in pages' namespaces (signed-in.*.ts) are loaded for those pages
 * only: before hydrating one (entry.client.tsx, by its route's `handle.signedInTexts`), or when
 * a navigation renders one (useTranslation suspends until they are here). The server renders
 * with every text.
 */
export const SIGNED_IN_NAMESPACES = new Set<string>([
  'account',
  'staff',
  'transcripts',
  'credits',
] satisfies Array<keyof SignedInTranslation>);
const signedInTexts = new Map<Language, SignedInTranslation>();
const signedInLoads = new Map<Language, Promise<void>>();
// Languages whose signed-in texts could not be fetched: their keys show until the next load
// (a reload, another language), rather than rendering again and again while offline.
const signedInFailed = new Set<Language>();

/** The signed-in pages' texts of `language`, once; later languages switched to get them too. */
export function loadSignedInTexts(language: Language): Promise<void> {
  let load = signedInLoads.get(language);
  if (!load) {
    signedInFailed.delete(language);
    load = (language === 'es' ? import('./signed-in.es') : import('./signed-in.en')).then(
      (module) => void signedInTexts.set(language, module.default),
    );
    load.catch((error: unknown) => {
      console.error(`Loading the ${language} texts of the signed-in pages failed:`, error);
      signedInLoads.delete(language);
      signedInFailed.add(language);
    });
    signedInLoads.set(language, load);
  }
  return load;
}

/** The public texts of one language (and its signed-in ones once a signed-in page was shown). */
export async function loadTexts(language: Language): Promise<Texts> {
  const [texts] = await Promise.all([
    (language === 'es' ? import('./public.es') : import('./public.en')).then(
      (module) => module.default,
    ),
    signedInLoads.size > 0 ? loadSignedInTexts(language) : undefined,
  ]);
  // The signed-in namespaces are looked up in signedInTexts (useTranslation).
  return texts as Texts;
}

/**
 * `texts` with the signed-in namespaces when `key` is in one: from the server's texts, which
 * hold them, or the browser's loaded ones; a navigation to a page that needs them waits for
 * them (a thrown promise: React keeps the previous page until they are here).
 */
function textsFor(texts: Texts, language: Language, key: string): Texts {
  const namespace = key.slice(0, key.indexOf('.'));
  if (!SIGNED_IN_NAMESPACES.has(namespace) || namespace in texts) return texts;
  const loaded = signedInTexts.get(language);
  if (!loaded) {
    if (signedInFailed.has(language)) return texts;
    throw loadSignedInTexts(language);
  }
  let all = withSignedIn.get(texts);
  if (!all) withSignedIn.set(texts, (all = { ...texts, ...loaded }));
  return all;
}
const withSignedIn = new WeakMap<Texts, Texts>();

interface Translation {
  language: Language;
  texts: Texts;
  /** Shows the interface in another language once its texts have arrived. */
  changeLanguage(language: Language): void;
}

const TranslationContext = createContext<Translation | null>(null);

/**
 * The page's language and its texts, for useTranslation (in place of i18next's provider: the
 * browser does not load i18next, decision 0032). The server gives the request's language; the
 * browser starts in the language the server rendered and switches when the page's changes.
 */
export function TranslationProvider({
  language: initialLanguage,
  texts: initialTexts,
  children,
}: {
  language: Language;
  texts: Texts;
  children: React.ReactNode;
}) {
  const [current, setCurrent] = useState({ language: initialLanguage, texts: initialTexts });
  // The language last asked for: texts that arrive after the visitor switched back are dropped.
  const wanted = useRef(initialLanguage);
  const value = useMemo<Translation>(
    () => ({
      ...current,
      changeLanguage(language) {
        wanted.current = language;
        if (language === current.language) return;
        loadTexts(language).then(
          (texts) => {
            if (wanted.current === language) setCurrent({ language, texts });
          },
          // The texts stay in the old language; the next navigation tries again.
          (error: unknown) => console.error(`Loading the ${language} texts failed:`, error),
        );
      },
    }),
    [current],
  );
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

function useTranslationContext(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation needs a TranslationProvider above it');
  return translation;
}

/** `t` of the page's language, as react-i18next's useTranslation gave it. */
export function useTranslation() {
  const { language, texts } = useTranslationContext();
  return useMemo(
    () => ({
      t: (key: string, options?: TranslateOptions) =>
        translate(textsFor(texts, language, key), language, key, options),
      i18n: { language },
    }),
    [language, texts],
  );
}

/** Follows the page's language (the root loader's): after `?lng=` the interface switches too. */
export function useChangeLanguage(language: Language) {
  const { changeLanguage } = useTranslationContext();
  useEffect(() => changeLanguage(language), [language, changeLanguage]);
}
