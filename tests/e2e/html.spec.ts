import { HtmlValidate } from 'html-validate';

import { expect, test } from './fixtures';
import { hydrated } from './hydration';

// 'standard': the HTML standard's rules, without the house-style ones (quote style, self-closing
// void elements, attribute case) that React's serialisation would trip for no reader's harm.
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

test.describe('the pages are valid HTML', () => {
  for (const path of [
    '/',
    '/courses',
    '/register',
    '/contact',
    '/about-us',
    '/login',
    '/?lng=es',
  ]) {
    test(path, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const report = await validator.validateString(await response.text());
      const problems = report.results.flatMap((result) =>
        result.messages.map((message) => `${message.ruleId}: ${message.message}`),
      );
      expect(problems).toEqual([]);
    });
  }
});

// Remix's <Scripts> is patched (patches/@remix-run+react+*.patch, docs/decisions/0037): the page
// is whole as served, so its modules are requested only once the browser has painted it.
test('the modules are requested after the first paint, none preloaded by the HTML', async ({
  request,
}) => {
  for (const path of ['/', '/courses']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html, path).toContain('getEntriesByName("first-contentful-paint")');
  }
});

test('a page paints before it asks for its modules, then hydrates', async ({ page }) => {
  await page.goto('/courses');
  await hydrated(page);
  const { paint, modules } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    modules: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(paint).toBeGreaterThan(0);
  expect(modules.length).toBeGreaterThan(5);
  for (const start of modules) expect(start).toBeGreaterThanOrEqual(paint!);
});

test('a visitor typing while the page hydrates does not stop it hydrating', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A discrete event every few milliseconds from the first parse until hydration is done: one
  // lands while it runs, as a visitor's typing would (decision 0037).
  await page.addInitScript(() => {
    const typing = setInterval(() => {
      if ('__remixRouter' in window) clearInterval(typing);
      else
        document
          .querySelector('footer input')
          ?.dispatchEvent(new InputEvent('input', { bubbles: true, data: 'a' }));
    }, 2);
  });
  await page.goto('/');
  await hydrated(page);
  expect(errors).toEqual([]);
});
