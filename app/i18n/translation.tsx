import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';

import type { Language } from './config';
import { loadTexts, textsFor } from './text-bundles';
import { type Texts, translate, type TranslateOptions } from './translate';

interface Translation {
  language: Language;
  texts: Texts;
  /** Shows the interface in another language once its texts have arrived. */
  changeLanguage(language: Language): void;
}

const TranslationContext = createContext<Translation | null>(null);

/**
 * The page's language and its texts, for useTranslation (in place of i18next's provider: the
 * browser does not load i18next, decisions 0032 and 0105). The server gives the request's language; the
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
