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
