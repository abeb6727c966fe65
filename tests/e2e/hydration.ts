import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page. Before that a form is a plain HTML form: clicking
 * it posts for real, so a "click until it reacts" loop could send it twice.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => '__remixRouter' in window);
}
