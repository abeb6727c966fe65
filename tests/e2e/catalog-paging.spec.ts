/**
 * The catalog in pages. The bundled 16 videos fit on one page at the default 24, so this spec
 * starts a server of its own (the production build, as start-server.ts does) with 5 videos a
 * page: pages 1 to 3 of 5, page 4 of 1.
 */
import { type ChildProcess, spawn } from 'node:child_process';

import { expectNoSeriousA11yViolations } from './axe';
import { expect, type Page, test } from './fixtures';
import { hydrated } from './hydration';
import { seedDocuments } from './seed';
import { E2E_PORT } from './settings';

const PORT = E2E_PORT + 1;
const origin = `http://127.0.0.1:${PORT}`;
const titles = seedDocuments<{ kind: string; title: string }>('catalogItem')
  .filter((item) => item.kind === 'video')
  .map((item) => item.title);

let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin });

const ready = () =>
  fetch(`${origin}/readyz`).then(
    (r) => r.ok,
    () => false,
  );

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A server left over from an earlier run would answer with another build's pages.
  if (await ready()) throw new Error(`Something already answers on port ${PORT}`);
  // A process group of its own: npx, tsx and the server stop together (see afterAll).
  server = spawn('npx', ['tsx', 'tests/e2e/start-server.ts'], {
    env: { ...process.env, E2E_PORT: String(PORT), CATALOG_PAGE_SIZE: '5' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error('The paging server stopped');
    if (await ready()) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (!server?.pid || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  await exited;
  // The server drains before it exits: wait until the port is free for the next run.
  while (await ready()) await new Promise((resolve) => setTimeout(resolve, 250));
});

const videoHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const pageLinks = (page: Page) => page.getByRole('navigation', { name: 'Catalog pages' });

test('page one shows the first videos, numbered links and rel=next', async ({ page }) => {
  await page.goto('/catalog');
  await expect(videoHeadings(page)).toHaveText(titles.slice(0, 5));
  const nav = pageLinks(page);
  await expect(nav.getByRole('link')).toHaveText(['1', '2', '3', '4', 'Next']);
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', '/catalog?page=2');
  await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/catalog`);
});

test('the page links work from the keyboard, and each page is linkable', async ({ page }) => {
  await page.goto('/catalog');
  await hydrated(page);
  await pageLinks(page).getByRole('link', { name: 'Page 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/catalog\?page=2$/);
  await expect(videoHeadings(page)).toHaveText(titles.slice(5, 10));
  const nav = pageLinks(page);
  await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', '/catalog');
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', '/catalog?page=3');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${origin}/catalog?page=2`,
  );

  // Tab order: Previous, then the numbers, then Next.
  await nav.getByRole('link', { name: 'Previous' }).focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Page 1' })).toBeFocused();
  await nav.getByRole('link', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/catalog\?page=3$/);
  await expect(videoHeadings(page)).toHaveText(titles.slice(10, 15));
  await expectNoSeriousA11yViolations(page);

  // The last page, opened by its address: one video, no Next.
  const response = await page.goto('/catalog?page=4');
  expect(response?.status()).toBe(200);
  await expect(videoHeadings(page)).toHaveText(titles.slice(15));
  await expect(pageLinks(page).getByRole('link', { name: 'Next' })).toHaveCount(0);
  await expect(page.locator('head link[rel="next"]')).toHaveCount(0);
});

test('a page past the last is 404, a page that is not a number 400, each saying so', async ({
  page,
}) => {
  let response = await page.goto('/catalog?page=5');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'The catalog has no page 5.' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the first page of the catalog' }).click();
  await expect(page).toHaveURL(/\/catalog$/);

  response = await page.goto('/catalog?page=abc');
  expect(response?.status()).toBe(400);
  await expect(
    page.getByRole('heading', {
      name: 'There is no page “abc” of the catalog: pages are numbered from 1.',
    }),
  ).toBeVisible();
});

test('Spanish page links say so and keep the language', async ({ page }) => {
  await page.goto('/catalog?lng=es&page=2');
  const nav = page.getByRole('navigation', { name: 'Páginas del catálogo' });
  await expect(nav.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Siguiente' })).toHaveAttribute(
    'href',
    '/catalog?lng=es&page=3',
  );
  await expect(nav.getByRole('link', { name: 'Anterior' })).toHaveAttribute(
    'href',
    '/catalog?lng=es',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${origin}/catalog?page=2&lng=es`,
  );
});
