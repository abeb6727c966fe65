import { HtmlValidate } from 'html-validate';

import { expect, test } from './fixtures';

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
