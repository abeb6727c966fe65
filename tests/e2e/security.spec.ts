/**
 * The pages' security headers as the browser gets them: the Content-Security-Policy that lets
 * every inline script run, by a nonce new for every render or, on a page from the page cache, by
 * hash; and what the policy refuses.
 */
import { allows, inlineScripts, nonceOf } from './csp';
import { expect, test } from './fixtures';
import { hydrated } from './hydration';

const PAGES = [
  '/',
  '/courses',
  '/register',
  '/testimonials',
  '/contact',
  '/catalog',
  '/about-us',
  '/react-templates/edumim',
];

test('an anonymous page comes again from the page cache, a page with a session or preview cookie never', async ({
  request,
  playwright,
}) => {
  // A page of its own in this test, so no other test has filled the cache for it before.
  const path = `/about-us?cache-test=${Date.now()}`;
  const first = await request.get(path);
  expect(first.headers()['x-page-cache']).toBeUndefined();
  const second = await request.get(path);
  expect(second.headers()['x-page-cache']).toBe('hit');
  // The render's answer has its nonce; the cache's has none to share (its scripts' hashes).
  expect(nonceOf(first.headers()['content-security-policy'])).toBeTruthy();
  expect(nonceOf(second.headers()['content-security-policy'])).toBeNull();

  for (const cookie of ['__Host-sid=abc', 'preview=1', 'lng=en; __Host-sid=abc']) {
    const context = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { cookie },
    });
    for (let i = 0; i < 2; i++) {
      const response = await context.get(path);
      expect(response.headers()['x-page-cache'], cookie).toBeUndefined();
    }
    await context.dispose();
  }
});

test('a request with the lng cookie twice does not give visitors without a cookie the Spanish page', async ({
  request,
  playwright,
}) => {
  const baseURL = test.info().project.use.baseURL;
  // The language cookie as the site sets it for ?lng=es.
  const spanish = await playwright.request.newContext({ baseURL });
  await spanish.get('/?lng=es');
  const lng = (await spanish.storageState()).cookies.find((cookie) => cookie.name === 'lng');
  expect(lng?.value).toBeTruthy();
  await spanish.dispose();

  const path = `/about-us?lng-cache-test=${Date.now()}`;
  for (const cookie of [`lng=${lng!.value}; lng=`, `lng=; lng=${lng!.value}`]) {
    const stranger = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie },
    });
    await stranger.get(path);
    await stranger.get(path);
    await stranger.dispose();
    for (let i = 0; i < 2; i++) {
      const html = await (await request.get(path)).text();
      expect(html, cookie).toMatch(/<html lang="en"/);
    }
  }
});

test('every page response has a policy that lets each of its scripts run, by a new nonce or by hash', async ({
  request,
}) => {
  const seen = new Set<string>();
  // Twice: the second time from the page cache.
  for (const path of [...PAGES, ...PAGES]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    const policy = headers['content-security-policy']!;
    const html = await response.text();
    const nonce = nonceOf(policy);
    if (nonce) {
      expect(seen.has(nonce), `the nonce of ${path} is new`).toBe(false);
      seen.add(nonce);
      const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
      for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce}"`);
    } else {
      expect(headers['x-page-cache'], path).toBe('hit');
      expect(html, path).not.toContain('nonce=');
    }
    const scripts = inlineScripts(html);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts)
      expect(allows(policy, script), `${path}: ${script.tag}`).toBe(true);
    // No inline event handlers: the policy would refuse them.
    expect(html, path).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    expect(html.toLowerCase(), path).not.toContain('javascript:');

    expect(headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The end-to-end site is http: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined();
  }
});

test('the policy of a page', async ({ request }) => {
  const policy = (await request.get('/')).headers()['content-security-policy']!;
  const directives = policy.split('; ');
  expect(directives).toEqual(
    expect.arrayContaining([
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
      "connect-src 'self'",
    ]),
  );
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  // The stand-ins (MOCKS=true) are the site's own: no Stripe origin even on /register.
  expect((await request.get('/register')).headers()['content-security-policy']).not.toContain(
    'stripe',
  );
});

test('data requests of client-side navigations get a policy that runs nothing', async ({
  request,
}) => {
  const response = await request.get('/courses.data');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
});

test('the browser runs no injected inline script and reports it', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    const link = document.createElement('a');
    link.setAttribute('onclick', 'window.injected = true');
    document.body.append(link);
    link.click();
  });
  // Both refusals reported: only then is "nothing ran" an answer.
  await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(2);
  expect(cspViolations.join('\n')).toMatch(/script-src/);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  // These were provoked on purpose.
  cspViolations.length = 0;
});

test('a page from the page cache runs its scripts by their hashes: it hydrates, nothing is refused', async ({
  page,
}) => {
  // /courses has the most inline scripts (the promo popup's, JSON-LD); /about-us, a navigation.
  for (const path of [`/courses?hash-test=${Date.now()}`, `/about-us?hash-test=${Date.now()}`]) {
    // Again until the cache answers (another test's publish may have emptied it meanwhile).
    let policy: string | undefined;
    for (let i = 0; i < 5 && policy === undefined; i++) {
      const response = await page.goto(path);
      if (response!.headers()['x-page-cache'] === 'hit')
        policy = response!.headers()['content-security-policy'];
    }
    expect(policy, path).toMatch(/script-src 'self' 'sha256-/);
    expect(nonceOf(policy), path).toBeNull();
    // Remix's inline scripts ran (its context, the loader data, the module that hydrates); a
    // refused one would be a violation, which fails every test (fixtures.ts).
    await hydrated(page);
  }
  await page.getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the page hydrates under the policy with its nonce hidden from the page', async ({ page }) => {
  // A page of its own, rendered for this request (a page from the cache has no nonce).
  const response = await page.goto(`/?nonce-test=${Date.now()}`);
  expect(nonceOf(response!.headers()['content-security-policy'])).toBeTruthy();
  await hydrated(page);
  // Browsers hide a nonce from the page: an injected script could not copy it.
  const nonces = await page.evaluate(() =>
    [...document.querySelectorAll('script')].map((script) => script.getAttribute('nonce')),
  );
  expect(nonces.length).toBeGreaterThan(0);
  expect(nonces.every((nonce) => nonce === '' || nonce === null)).toBe(true);
  await page.getByRole('link', { name: 'About Us' }).first().click();
  await expect(page).toHaveURL(/\/about-us$/);
});

test("/register's document keeps its seat counts five seconds at most, and never stores an offer or Stripe's return", async ({
  request,
}) => {
  const visitor = await request.get('/register');
  expect(visitor.headers()['cache-control']).toBe('public, max-age=0, s-maxage=5');
  for (const path of [
    `/register?offer=${'x'.repeat(30)}${Date.now()}`,
    `/register?redirect_status=failed&payment_intent=pi_${Date.now()}`,
  ]) {
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
      expect(response.headers()['x-page-cache'], path).toBeUndefined();
    }
  }
});

test('the waiting-list pages, whose links carry tokens, are never kept by a cache', async ({
  request,
}) => {
  const token = 'x'.repeat(43);
  for (const path of [
    `/waiting-list/confirm?token=${token}`,
    `/waiting-list/leave?token=${token}`,
    '/waiting-list?course=clinical1&session=clinical1-2027-04',
  ]) {
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
      expect(response.headers()['x-page-cache'], path).toBeUndefined();
    }
  }
});
