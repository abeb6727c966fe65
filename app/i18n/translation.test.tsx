import { PassThrough } from 'node:stream';

import { Suspense } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import en from './en';
import es from './es';
import publicEn from './public.en';
import publicEs from './public.es';
import signedInEn from './signed-in.en';
import type { Texts } from './translate';
import {
  loadSignedInTexts,
  loadTexts,
  SIGNED_IN_NAMESPACES,
  TranslationProvider,
  useTranslation,
} from './translation';

function Title({ textKey }: { textKey: string }) {
  const { t } = useTranslation();
  return <h1>{t(textKey)}</h1>;
}

/** The markup once every suspended part has resolved, as React streams it. */
function renderAll(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(node, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('end', () => resolve(Buffer.concat(chunks).toString()));
        stream.pipe(body);
      },
      onShellError: reject,
    });
  });
}

describe('the browser’s texts (decision 0075)', () => {
  it('are the public ones and the signed-in pages’ ones, which make every text together', () => {
    const signedIn = Object.keys(signedInEn);
    expect(signedIn).toEqual(['account', 'staff', 'transcripts', 'credits']);
    expect([...SIGNED_IN_NAMESPACES]).toEqual(signedIn);
    for (const namespace of signedIn) {
      expect(publicEn).not.toHaveProperty(namespace);
      expect(publicEs).not.toHaveProperty(namespace);
    }
    expect(Object.keys(en).sort()).toEqual([...Object.keys(publicEn), ...signedIn].sort());
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('a public page loads only the public texts of its language', async () => {
    expect(await loadTexts('es')).toBe(publicEs);
    const html = renderToStaticMarkup(
      <TranslationProvider language="es" texts={(await loadTexts('es')) as Texts}>
        <Title textKey="nav.home" />
      </TranslationProvider>,
    );
    expect(html).toBe('<h1>Inicio</h1>');
  });

  it('a signed-in text waits for the signed-in texts, then shows', async () => {
    const texts = (await loadTexts('en')) as Texts;
    const html = await renderAll(
      <TranslationProvider language="en" texts={texts}>
        <Suspense fallback={<p>loading</p>}>
          <Title textKey="staff.title" />
        </Suspense>
      </TranslationProvider>,
    );
    expect(html).toContain(`<h1>${en.staff.title}</h1>`);
    expect(html).not.toContain('loading');
  });

  it('once they are loaded, a language switched to brings its signed-in texts too', async () => {
    await loadSignedInTexts('en');
    const texts = (await loadTexts('es')) as Texts;
    // Shown at once: no suspension (renderToStaticMarkup would throw on one).
    const html = renderToStaticMarkup(
      <TranslationProvider language="es" texts={texts}>
        <Title textKey="staff.title" />
      </TranslationProvider>,
    );
    expect(html).toBe(`<h1>${es.staff.title}</h1>`);
  });

  it('the server’s texts have every namespace: nothing waits', () => {
    const html = renderToStaticMarkup(
      <TranslationProvider language="es" texts={es}>
        <Title textKey="account.sections" />
      </TranslationProvider>,
    );
    expect(html).toBe(`<h1>${es.account.sections}</h1>`);
  });
});
