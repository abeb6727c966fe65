import type { Page } from '@playwright/test';

/**
 * Drops every form submission and API post of the page as a lost connection would (the visit
 * beacon aside), until the returned function is called.
 */
export async function dropPosts(page: Page): Promise<() => Promise<void>> {
  const pattern = '**/*';
  await page.route(pattern, (route) => {
    const request = route.request();
    if (request.method() === 'POST' && !request.url().includes('/api/analytics/')) {
      return route.abort('internetdisconnected');
    }
    return route.fallback();
  });
  return () => page.unroute(pattern);
}

/**
 * Holds the page's POSTs to `url` until the returned function is called: the test sees a form's
 * pending state for as long as it looks, then lets the answer through.
 */
export async function holdPosts(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.fallback();
  });
  return release;
}
