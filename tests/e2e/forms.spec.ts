/**
 * A form's checks arrive when it is first used, not with the page (decision 0075): zod and the
 * form's schema are fetched on the first focus or touch; a submission before they are here waits
 * for them and then goes on; conform's own updates (a changed option) stay in the browser.
 */
import en from '../../app/i18n/en';
import { expect, type Page, test } from './fixtures';
import { hydrated } from './hydration';
import { promoModal } from './promo';
import { seedDocument } from './seed';

const main = (page: Page) => page.getByRole('main');
const promo = seedDocument<{ heading: string }>('promoPopup');

/** The URLs of the built chunks whose names start with `name`. */
const chunkPattern = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

/** Holds the page's requests for built chunks whose names start with `name` until released. */
async function holdChunk(page: Page, name: string) {
  const requested: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunkPattern(name), async (route) => {
    requested.push(route.request().url());
    await released;
    await route.fallback();
  });
  return { requested, release };
}

/** The page's requests for built chunks whose names start with `name`, as they are sent. */
function chunkRequests(page: Page, name: string) {
  const requested: string[] = [];
  const pattern = chunkPattern(name);
  page.on('request', (request) => {
    if (pattern.test(request.url())) requested.push(request.url());
  });
  return requested;
}

/** No idle moment in the page: only what a person does fetches a form's code (hydrateLater). */
const withoutIdle = (page: Page) => page.addInitScript('window.requestIdleCallback = () => 0;');

/** The page's form posts (Remix's `.data` requests and plain posts), as they are sent. */
function formPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && !request.url().includes('/api/analytics/')) {
      posts.push(request.url());
    }
  });
  return posts;
}

test('the login form fetches its checks on first use; Sign In before they arrive waits for them', async ({
  page,
}) => {
  const schema = await holdChunk(page, 'validation');
  const posts = formPosts(page);
  await page.goto('/login');
  await hydrated(page);
  expect(schema.requested).toHaveLength(0);

  await main(page).getByLabel('Email').focus();
  await expect.poll(() => schema.requested.length).toBe(1);
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  // Nothing is sent while the checks are on their way, and no error is shown yet.
  await page.waitForTimeout(300);
  expect(posts).toHaveLength(0);
  await expect(main(page).getByText(en.auth.errors.invalidEmail)).toHaveCount(0);

  schema.release();
  // Then the submission goes on in the browser: the errors, the first field focused, no post.
  await expect(main(page).getByText(en.auth.errors.invalidEmail)).toBeVisible();
  await expect(main(page).getByLabel('Email')).toBeFocused();
  expect(posts).toHaveLength(0);
});

test('/register: choosing an option before the checks arrive stays in the browser', async ({
  page,
}) => {
  const schema = await holdChunk(page, 'registration-form');
  const posts = formPosts(page);
  await page.goto('/register');
  await hydrated(page);
  expect(schema.requested).toHaveLength(0);

  // Changing the option clears the ticked courses (a conform update), with the schema held.
  const fellowship = main(page).getByRole('radio', { name: /^Fellowship Program \(\$12,000\)/ });
  await fellowship.check();
  await expect(fellowship).toBeChecked();
  await expect.poll(() => schema.requested.length).toBe(1);
  expect(posts).toHaveLength(0);
  await expect(main(page).getByRole('button', { name: /^Continue to Payment/ })).toHaveText(
    'Continue to Payment ($12,000)',
  );
  schema.release();
  await main(page)
    .getByRole('button', { name: /^Continue to Payment/ })
    .click();
  await expect(main(page).getByText(en.forms.errors.emailRequired)).toBeVisible();
  expect(posts).toHaveLength(0);
});

/**
 * A form's own code (conform, its fields) is not in the page's first load either: the page
 * hydrates without it and the form later (hydrateLater, decision 0083).
 */
test.describe('a form hydrated after its page', () => {
  test('Sign In before the form’s code arrives waits, then is checked in the browser', async ({
    page,
  }) => {
    const code = await holdChunk(page, 'LoginForm');
    const posts = formPosts(page);
    await page.goto('/login');
    await hydrated(page);
    await main(page).getByLabel('Email').fill('not an address');
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => code.requested.length).toBe(1);
    await page.waitForTimeout(300);
    expect(posts).toHaveLength(0);

    code.release();
    await expect(main(page).getByText(en.auth.errors.invalidEmail)).toBeVisible();
    await expect(main(page).getByLabel('Email')).toBeFocused();
    await expect(main(page).getByLabel('Email')).toHaveValue('not an address');
    expect(posts).toHaveLength(0);
  });

  test('/register: an option chosen before the form’s code arrives counts once it does', async ({
    page,
  }) => {
    const code = await holdChunk(page, 'RegistrationForm');
    const schema = await holdChunk(page, 'registration-form');
    schema.release();
    await page.goto('/register');
    await hydrated(page);
    const fellowship = main(page).getByRole('radio', { name: /^Fellowship Program \(\$12,000\)/ });
    await fellowship.check();
    await expect.poll(() => code.requested.length).toBe(1);
    expect(schema.requested).toHaveLength(0);
    code.release();
    await expect(main(page).getByRole('button', { name: /^Continue to Payment/ })).toHaveText(
      'Continue to Payment ($12,000)',
    );
    await expect(fellowship).toBeChecked();
    // The radio has the focus: the form's checks are fetched, as at a first focus.
    await expect.poll(() => schema.requested.length).toBe(1);
  });

  test('/courses: the promo popup’s focus does not fetch the forms’ code, a key does', async ({
    page,
  }) => {
    await withoutIdle(page);
    const code = chunkRequests(page, 'EnquiryForm');
    await page.goto('/courses');
    // Modal: the popup has moved the focus into itself as the page hydrated.
    const popup = await promoModal(page, promo.heading);
    await expect(popup.locator(':focus')).toHaveCount(1);
    await page.waitForTimeout(300);
    expect(code).toHaveLength(0);

    await page.keyboard.press('Escape');
    await expect.poll(() => code.length).toBe(1);
  });

  test('a focus inside a form fetches its code, one the page moves elsewhere does not', async ({
    page,
  }) => {
    await withoutIdle(page);
    const code = chunkRequests(page, 'EnquiryForm');
    await page.goto('/contact');
    await hydrated(page);
    // Focus moved by a script, as a screen reader's cursor or the page itself moves it.
    await main(page).evaluate((element) => {
      element.tabIndex = -1;
      element.focus();
    });
    await page.waitForTimeout(300);
    expect(code).toHaveLength(0);

    await main(page)
      .getByLabel('Email')
      .evaluate((field: HTMLElement) => field.focus());
    await expect.poll(() => code.length).toBe(1);
  });

  test('a focus inside a form before the page has hydrated fetches its code', async ({ page }) => {
    // Hydration waits for the page's texts (entry.client.tsx): held, the page's modules have run
    // and it is not hydrated yet.
    const texts = await holdChunk(page, 'public\\.en');
    const code = chunkRequests(page, 'EnquiryForm');
    await page.goto('/contact');
    await expect.poll(() => texts.requested.length).toBe(1);
    await main(page)
      .getByLabel('Email')
      .evaluate((field: HTMLElement) => field.focus());
    await expect.poll(() => code.length).toBe(1);
    expect(await page.evaluate(() => '__remixRouter' in window)).toBe(false);
    texts.release();
    await hydrated(page);
  });

  test('should the form’s code not load, the form posts as it does without JavaScript', async ({
    page,
  }) => {
    await page.route(/\/assets\/LoginForm-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/login');
    await hydrated(page);
    await main(page).getByLabel('Email').fill('nobody@example.com');
    await main(page).getByLabel('Password').fill('wrong password');
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    // The server's answer, as a new document: its form keeps the e-mail, not the password.
    await expect(main(page).getByText(en.auth.errors.noAccount)).toBeVisible();
    await expect(main(page).getByLabel('Email')).toHaveValue('nobody@example.com');
    await expect(main(page).getByLabel('Password')).toHaveValue('');
  });
});
