import { RemixBrowser } from '@remix-run/react';
import i18next, { type BackendModule } from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { getInitialNamespaces } from 'remix-i18next/client';

import { i18nConfig, isLanguage } from '~/i18n/config';

/**
 * The interface texts of one language, fetched when i18next first needs it (the page's at
 * start, the other's when the visitor switches): a page never loads both (issue 14).
 */
const languageTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    (language === 'es' ? import('~/i18n/es') : import('~/i18n/en')).then(
      (texts) => callback(null, texts.default),
      (error: Error) => callback(error, null),
    );
  },
};

async function hydrate() {
  await i18next
    .use(languageTexts)
    .use(initReactI18next)
    .init({
      ...i18nConfig,
      // The server rendered in this language; start in it so hydration matches. Each language
      // has every text (es.ts is typed by en.ts), so no fallback language is loaded as well.
      lng: document.documentElement.lang,
      fallbackLng: false,
      // Load the texts now, not after a setTimeout (i18next's default when it has a backend):
      // nothing to wait for, and a page whose timers are held (Playwright's clock) still hydrates.
      initImmediate: false,
      ns: getInitialNamespaces(),
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
