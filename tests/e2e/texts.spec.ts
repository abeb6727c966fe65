/**
 * Decision 0032: the browser loads only its page language's interface texts, fetched by entry.client
 * (loadTexts). A module the pages share that imported a language's texts (say, to build English
 * messages) would put them in the first load of every page that uses it, in both languages.
 */
import { readdirSync, readFileSync } from 'node:fs';

import en from '../../app/i18n/en';
import es from '../../app/i18n/es';
import { expect, type Page, test } from './fixtures';
import { hydrated } from './hydration';
import { signedUp } from './sign-up';

const languages = ['en', 'es'] as const;
type Language = (typeof languages)[number];

/** A text only that language's texts hold; in the minified chunks as it is written. */
const marker: Record<Language, string> = { en: en.skipToContent, es: es.skipToContent };

/** A text only the signed-in pages' texts of that language hold (decision 0075). */
const signedInMarker: Record<Language, string> = {
  en: en.account.sections,
  es: es.account.sections,
};

/** The scripts a page requests from now on, with their code. */
function scriptsOf(page: Page) {
  const scripts = new Set<string>();
  page.on('request', (sent) => {
    if (/\/assets\/.+\.js$/.test(new URL(sent.url()).pathname)) scripts.add(sent.url());
  });
  return async (marker: string) => {
    const bodies = await Promise.all(
      [...scripts].map(async (url) => ({
        url,
        code: await (await page.request.get(url)).text(),
      })),
    );
    return bodies.filter(({ code }) => code.includes(marker)).map(({ url }) => url);
  };
}

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
      // Nor the signed-in pages' texts (decision 0075).
      expect(bodies.filter(({ code }) => code.includes(signedInMarker[language]))).toEqual([]);
    });
  }

  test('the signed-in pages’ texts come with those pages, in their language', async ({
    browser,
  }) => {
    const page = await signedUp(browser, `texts-${Date.now()}@example.com`);
    const holding = scriptsOf(page);
    // Hydrating /account in Spanish: its texts before it hydrates, the Spanish ones only.
    await page.goto('/account?lng=es');
    await hydrated(page);
    await expect(
      page
        .getByRole('navigation', { name: es.account.sections })
        .getByRole('link', { name: es.account.tabs.info }),
    ).toBeVisible();
    expect(await holding(signedInMarker.es)).toHaveLength(1);
    expect(await holding(signedInMarker.en)).toEqual([]);

    // Reaching it from a public page in the browser: it waits for them, then shows them.
    const english = await browser.newPage({ storageState: await page.context().storageState() });
    const englishHolding = scriptsOf(english);
    await english.goto('/contact?lng=en');
    await hydrated(english);
    expect(await englishHolding(signedInMarker.en)).toEqual([]);
    await english.locator('header [data-user-menu] > summary').click();
    await english.getByRole('banner').getByRole('link', { name: 'Your Account' }).click();
    await expect(
      english
        .getByRole('navigation', { name: en.account.sections })
        .getByRole('link', { name: en.account.tabs.info }),
    ).toBeVisible();
    await expect(english.getByRole('main')).not.toContainText('account.');
    expect(await englishHolding(signedInMarker.en)).toHaveLength(1);
    await english.close();
    await page.context().close();
  });

  test('a page reached in the browser waits for its texts, then shows them (decision 0075)', async ({
    page,
  }) => {
    const holding = scriptsOf(page);
    await page.goto('/about-us?lng=es');
    await hydrated(page);
    expect(await holding(es.register.testModeNote)).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: es.nav.register }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(
      page.getByRole('main').getByRole('button', { name: /^Continuar al pago/ }),
    ).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('register.');
    expect(await holding(es.register.testModeNote)).toHaveLength(1);
  });

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
