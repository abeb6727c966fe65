import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { fallbackLanguage, isLanguage } from '~/i18n/config';
import { loadTexts, TranslationProvider } from '~/i18n/translation';

/**
 * Resolves once the browser has painted a frame. Hydration is one long task (the whole page
 * rendered again); started before the first paint, it holds the server's HTML off the screen
 * (issue 14: /courses' first contentful paint waited for it).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A tab opened in the background paints no frames: hydrate anyway.
    setTimeout(resolve, 100);
  });
}

async function hydrate() {
  // The server rendered in this language; start in it so hydration matches. Only its texts are
  // fetched (issue 14): es.ts is typed by en.ts, so no fallback language is needed.
  const lang = document.documentElement.lang;
  const language = isLanguage(lang) ? lang : fallbackLanguage;
  const texts = await loadTexts(language);

  await afterFirstPaint();
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

void hydrate();
