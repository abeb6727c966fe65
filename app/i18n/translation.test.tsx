import { PassThrough } from 'node:stream';

import { Suspense } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import certificatesEn from './certificates.en';
import en from './en';
import es from './es';
import publicEn from './public.en';
import publicEs from './public.es';
import registrationEn from './registration.en';
import signedInEn from './signed-in.en';
import { BUNDLE_OF, loadTextBundle, loadTexts } from './text-bundles';
import type { Texts } from './translate';
import { TranslationProvider, useTranslation } from './translation';

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

describe('the browser’s texts in parts (decision 0075)', () => {
  it('the public texts and the bundles make every text, each namespace in one part', () => {
    const bundled = {
      signedIn: Object.keys(signedInEn),
      registration: Object.keys(registrationEn),
      certificates: Object.keys({ certificates: certificatesEn }),
    };
    expect(Object.fromEntries([...BUNDLE_OF].map(([namespace]) => [namespace, true]))).toEqual(
      Object.fromEntries(Object.values(bundled).flatMap((names) => names.map((n) => [n, true]))),
    );
    for (const [bundle, namespaces] of Object.entries(bundled)) {
      for (const namespace of namespaces) {
        expect(BUNDLE_OF.get(namespace)).toBe(bundle);
        expect(publicEn).not.toHaveProperty(namespace);
        expect(publicEs).not.toHaveProperty(namespace);
      }
    }
    expect(Object.keys(en).sort()).toEqual(
      [...Object.keys(publicEn), ...Object.values(bundled).flat()].sort(),
    );
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('a page loads the public texts of its language', async () => {
    expect(await loadTexts('es')).toBe(publicEs);
    const html = renderToStaticMarkup(
      <TranslationProvider language="es" texts={await loadTexts('es')}>
        <Title textKey="nav.home" />
      </TranslationProvider>,
    );
    expect(html).toBe('<h1>Inicio</h1>');
  });

  it('a bundled text waits for its bundle, then shows', async () => {
    const texts = await loadTexts('en');
    const html = await renderAll(
      <TranslationProvider language="en" texts={texts}>
        <Suspense fallback={<p>loading</p>}>
          <Title textKey="staff.title" />
          <Title textKey="register.full" />
        </Suspense>
      </TranslationProvider>,
    );
    expect(html).toContain(`<h1>${en.staff.title}</h1>`);
    expect(html).toContain(`<h1>${en.register.full}</h1>`);
    expect(html).not.toContain('loading');
  });

  it('a language switched to brings the bundles already asked for', async () => {
    await loadTextBundle('certificates', 'en');
    const texts: Texts = await loadTexts('es');
    // Shown at once: no suspension (renderToStaticMarkup would throw on one).
    const html = renderToStaticMarkup(
      <TranslationProvider language="es" texts={texts}>
        <Title textKey="staff.title" />
        <Title textKey="certificates.verify.valid" />
      </TranslationProvider>,
    );
    expect(html).toBe(`<h1>${es.staff.title}</h1><h1>${es.certificates.verify.valid}</h1>`);
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
