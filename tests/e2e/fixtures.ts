/**
 * The end-to-end tests' `test`: Playwright's, with an automatic check that fails a test on any
 * Content-Security-Policy violation in any page it opened (its own page, and pages of browser
 * contexts it made itself). Specs import `test` and `expect` from here.
 */
import {
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  test as base,
} from '@playwright/test';

export * from '@playwright/test';

/** Reports each violation to the console, where the listener below finds it. */
function reportViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `[csp] Content Security Policy violation: ${event.effectiveDirective} blocked ` +
        `${event.blockedURI || '(inline)'} in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

const VIOLATION = /Content[- ]Security[- ]Policy|Refused to/i;

async function watch(context: BrowserContext, violations: string[]) {
  context.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (VIOLATION.test(text)) violations.push(text);
  });
  await context.addInitScript(reportViolations);
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watch(context, violations);
      // Contexts the test makes itself (browser.newPage() makes one too) are watched as well.
      const newContext = browser.newContext.bind(browser);
      const patched: Browser['newContext'] = async (options) => {
        const made = await newContext(options);
        await watch(made, violations);
        return made;
      };
      browser.newContext = patched;
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      base.expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
