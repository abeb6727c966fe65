/**
 * Decision 0032: the browser loads only its page language's interface texts, fetched by entry.client
 * (loadTexts). A module the pages share that imported a language's texts (say, to build English
 * messages) would put them in the first load of every page that uses it, in both languages.
 */
import { readdirSync, readFileSync } from 'node:fs';

import en from '../../app/i18n/en';
import es from '../../app/i18n/es';
import { expect, test } from './fixtures';
import { hydrated } from './hydration';

const languages = ['en', 'es'] as const;
type Language = (typeof languages)[number];

/** A text only that language's texts hold; in the minified chunks as it is written. */
const marker: Record<Language, string> = { en: en.skipToContent, es: es.skipToContent };

/** The pages with forms, besides the home page and the course pages. */
const paths = [
  '/',
  '/courses',
  '/catalog',
  '/register',
  '/contact',
  '/login',
  '/create-account',
  '/forgot-password',
  '/reset-password',
  '/waiting-list',
];

const ASSETS = 'build/client/assets';

test.describe('interface texts', () => {
  test('no route or entry module, nor what it imports, holds a language’s texts', () => {
    const manifestFile = readdirSync(ASSETS).find((file) => /^manifest-.*\.js$/.test(file))!;
    const manifest = JSON.parse(
      readFileSync(`${ASSETS}/${manifestFile}`, 'utf8')
        .replace(/^window\.__remixManifest=/, '')
        .replace(/;\s*$/, ''),
    ) as {
      entry: { module: string; imports: string[] };
      routes: Record<string, { module: string; imports?: string[] }>;
    };
    const modules = new Set<string>();
    for (const { module, imports = [] } of [manifest.entry, ...Object.values(manifest.routes)]) {
      for (const url of [module, ...imports]) modules.add(url);
    }
    expect(modules.size).toBeGreaterThan(20);
    const holding = [...modules].filter((url) => {
      const code = readFileSync(`build/client${url}`, 'utf8');
      return languages.some((language) => code.includes(marker[language]));
    });
    expect(holding).toEqual([]);
  });

  for (const language of languages) {
    const other: Language = language === 'es' ? 'en' : 'es';

    test(`a page in ${language === 'es' ? 'Spanish' : 'English'} loads only its texts`, async ({
      page,
      request,
    }) => {
      const scripts = new Set<string>();
      page.on('request', (sent) => {
        if (/\/assets\/.+\.js$/.test(new URL(sent.url()).pathname)) scripts.add(sent.url());
      });
      for (const path of paths) {
        await page.goto(`${path}?lng=${language}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // entry.client fetches the texts before hydrating.
        await hydrated(page);
      }
      const bodies = await Promise.all(
        [...scripts].map(async (url) => ({ url, code: await (await request.get(url)).text() })),
      );
      const holding = (wanted: Language) =>
        bodies.filter(({ code }) => code.includes(marker[wanted])).map(({ url }) => url);
      expect(holding(language)).toHaveLength(1);
      expect(holding(other)).toEqual([]);
    });
  }

  test('/register in Spanish checks the details in Spanish', async ({ page }) => {
    await page.goto('/register?program=mastership&lng=es');
    const main = page.getByRole('main');
    // React turns off native validation once it has hydrated.
    await expect(main.locator('form[novalidate]')).toHaveCount(1);
    await main.getByLabel(/^Correo/).fill('no-es-un-correo');
    await main.getByRole('button', { name: /^Continuar al pago/ }).click();
    await expect(main.getByLabel('Nombre')).toHaveAccessibleDescription(
      es.forms.errors.nameRequired,
    );
    await expect(main.getByLabel(/^Correo/)).toHaveAccessibleDescription(
      es.forms.errors.emailInvalid,
    );
    await expect(main.getByLabel('Teléfono')).toHaveAccessibleDescription(
      es.forms.errors.phoneRequired,
    );
  });
});
