import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { fallbackLanguage, isLanguage } from '~/i18n/config';
import { loadTextBundle, loadTexts } from '~/i18n/text-bundles';
import { TranslationProvider } from '~/i18n/translation';
import type { RouteHandle } from '~/root';

async function hydrate() {
  // The server rendered in this language; start in it so hydration matches. Only its texts are
  // fetched (decision 0032): es.ts is typed by en.ts, so no fallback language is needed.
  const lang = document.documentElement.lang;
  const language = isLanguage(lang) ? lang : fallbackLanguage;
  // Single Fetch's state decoded before hydrating, so RemixBrowser does not suspend: a typing or
  // clicking visitor makes React hydrate synchronously, which a suspension there fails for good
  // (patched @remix-run/react, docs/decisions/0054).
  // The page's own texts too (its routes' handles name them), so that it hydrates at once.
  const bundles = new Set(
    Object.values(window.__remixRouteModules ?? {}).flatMap(
      (module) => (module?.handle as RouteHandle | undefined)?.texts ?? [],
    ),
  );
  const [texts] = await Promise.all([
    loadTexts(language),
    ...[...bundles].map((bundle) => loadTextBundle(bundle, language)),
    window.__remixDecodeState?.(),
  ]);

  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationProvider language={language} texts={texts}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslationProvider>,
    );
  });
}

declare global {
  interface Window {
    __remixDecodeState?: () => Promise<void>;
    __remixRouteModules?: Record<string, { handle?: unknown } | undefined>;
  }
}

void hydrate();
