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

test('a visitor typing while the page hydrates does not stop it hydrating', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A discrete event every few milliseconds from the first parse until hydration is done: one
  // lands while it runs, as a visitor's typing would (patched @remix-run/react, decision 0054).
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
