import { expect, type Page, test } from './fixtures';
import { hydrated } from './hydration';
import { readable, sentMail } from './mail';
import { dropPosts, holdPosts } from './network';
import { visitorAddress } from './visitor';

const problem = 'There was a problem submitting your request. Please try again.';
/** Each test is a visitor at its own address, so the per-address rate limit stays out of the way. */
function asNewVisitor(page: Page) {
  // On the context, so that page.request (the API calls) carries it too.
  return page.context().setExtraHTTPHeaders({
    'X-Forwarded-For': visitorAddress(),
  });
}

function footerForm(page: Page) {
  return page.getByRole('contentinfo').locator('form');
}

async function fillFooter(
  page: Page,
  values: { name: string; phone: string; email: string; questions?: string },
) {
  const form = footerForm(page);
  await form.getByLabel('Name').fill(values.name);
  await form.getByLabel('Phone').fill(values.phone);
  await form.getByLabel('Email').fill(values.email);
  if (values.questions) await form.getByLabel('Questions').fill(values.questions);
}

test.describe('Get In Touch (footer)', () => {
  test('has the fields of docs/product.md#enquiries and the eight course options with their facts', async ({
    page,
  }) => {
    await page.goto('/about-us');
    const form = footerForm(page);
    await expect(form.getByLabel('Name')).toHaveAttribute('required', '');
    await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Questions')).not.toHaveAttribute('required', '');
    const options = form.getByRole('checkbox');
    await expect(options).toHaveCount(8);
    await expect(
      form.getByLabel('Module 1: Basic Dental Implantology, 34 CE, $2,850, 3-day hands-on'),
    ).toBeVisible();
    await expect(
      form.getByLabel(
        'Clinical 2: Advanced Surgical Techniques, 48 CE, $17,000, 6-day live-patient',
      ),
    ).toBeVisible();
    await expect(form.getByLabel('Mastership', { exact: true })).toBeVisible();
  });

  test('sends, says Sending..., clears the fields, shows a banner on /thankyou and mails the academy', async ({
    page,
  }) => {
    await asNewVisitor(page);
    await page.goto('/about-us');
    const name = `Dr. Footer ${Date.now()}`;
    // The answer waits until the pending state has been seen.
    const release = await holdPosts(page, '**/enquiry*');
    await fillFooter(page, {
      name,
      phone: '(310) 555-0199',
      email: 'footer@example.com',
      questions: 'Do you offer payment plans?',
    });
    const form = footerForm(page);
    await form.getByLabel(/^Module 2:/).check();
    await form.getByLabel(/^Clinical 1:/).check();
    await hydrated(page);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/thankyou\?sent=1$/);
    await expect(page.getByRole('status')).toHaveText('Your request has been sent.');
    await expect(footerForm(page).getByLabel('Name')).toHaveValue('');
    await expect(footerForm(page).getByLabel(/^Module 2:/)).not.toBeChecked();

    await expect
      .poll(async () => (await sentMail()).map(readable).find((mail) => mail.includes(name)), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const mail = (await sentMail()).map(readable).find((m) => m.includes(name))!;
    expect(mail).toContain('(310) 555-0199');
    expect(mail).toContain('footer@example.com');
    expect(mail).toContain('Do you offer payment plans?');
    expect(mail).toContain('Module 2, Clinical 1');
    expect(mail).toContain('/about-us');
  });

  test('a refused submission shows the docs/product.md alert and keeps what was typed', async ({
    page,
  }) => {
    await asNewVisitor(page);
    await page.goto('/');
    await fillFooter(page, {
      name: 'Dr. Typo',
      phone: '12',
      email: 'typo@example.com',
      questions: 'Keep me',
    });
    await footerForm(page)
      .getByLabel(/^Module 1:/)
      .check();
    await hydrated(page);
    await footerForm(page).getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText(problem);
    await expect(page).toHaveURL(/\/$/);
    const form = footerForm(page);
    await expect(form.getByText('Please enter a valid phone number.')).toBeVisible();
    await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name')).toHaveValue('Dr. Typo');
    await expect(form.getByLabel('Questions')).toHaveValue('Keep me');
    await expect(form.getByLabel(/^Module 1:/)).toBeChecked();
  });

  test('tells a visitor who sends too many', async ({ page }) => {
    await asNewVisitor(page);
    for (let i = 0; i < 5; i += 1) {
      const response = await page.request.post('/api/contacts', {
        data: {
          name: `Dr. Many ${i}`,
          phone: '3105550100',
          email: 'many@example.com',
          selectedCourses: [],
          page: '/',
        },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/');
    await fillFooter(page, { name: 'Dr. Many', phone: '3105550100', email: 'many@example.com' });
    await hydrated(page);
    await footerForm(page).getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Too many requests. Please try again in a few minutes.',
    );
  });
});

test.describe('More Information (/contact)', () => {
  test('sends an enquiry whose page is /contact', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/contact');
    const form = page.getByRole('main').locator('form');
    const name = `Dr. Contact ${Date.now()}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('contact@example.com');
    await form.getByLabel('Phone').fill('+1 310 555 0123');
    await form.getByLabel('Area of interest').selectOption({ label: 'Mastership' });
    await form.getByLabel('Message').fill('Tell me about the Mastership.');
    await hydrated(page);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/thankyou\?sent=1$/, { timeout: 15_000 });
    await expect
      .poll(async () => (await sentMail()).map(readable).find((mail) => mail.includes(name)), {
        timeout: 15_000,
      })
      .toContain('Mastership');
    const mail = (await sentMail()).map(readable).find((m) => m.includes(name))!;
    expect(mail).toContain('Tell me about the Mastership.');
    expect(mail).toMatch(/Page:\s*\/contact/);
  });
});

test.describe('a dropped connection', () => {
  test('keeps the page and what was typed in both forms, says so, and sends once back', async ({
    page,
  }) => {
    await asNewVisitor(page);
    await page.goto('/contact');
    await hydrated(page);
    const restore = await dropPosts(page);

    const contact = page.getByRole('main').locator('form');
    await contact.getByLabel('Name').fill('Dr. Offline');
    await contact.getByLabel('Phone').fill('3105550123');
    await contact.getByLabel('Email').fill('offline@example.com');
    await contact.getByLabel('Message').fill('Typed with care.');
    await contact.getByRole('button', { name: 'Send' }).click();
    await expect(contact.getByRole('alert')).toHaveText(problem);
    await expect(contact.getByLabel('Message')).toHaveValue('Typed with care.');

    await fillFooter(page, {
      name: 'Dr. Offline Footer',
      phone: '3105550123',
      email: 'offline@example.com',
      questions: 'Also typed with care.',
    });
    await footerForm(page).getByRole('button', { name: 'Send' }).click();
    await expect(footerForm(page).getByRole('alert')).toHaveText(problem);
    await expect(footerForm(page).getByLabel('Questions')).toHaveValue('Also typed with care.');
    await expect(footerForm(page).getByLabel('Name')).toHaveValue('Dr. Offline Footer');
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact$/);

    await restore();
    await contact.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/thankyou\?sent=1$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer form sends and lands on /thankyou', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/');
    await fillFooter(page, {
      name: 'Dr. No Script',
      phone: '3105550123',
      email: 'noscript@example.com',
    });
    await footerForm(page).getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/thankyou\?sent=1$/);
    await expect(page.getByRole('status')).toHaveText('Your request has been sent.');
  });

  test('a refused post shows the form again with the alert and the values', async ({ page }) => {
    await asNewVisitor(page);
    const response = await page.request.post('/enquiry', {
      form: {
        name: 'Dr. Keep',
        phone: '3105550123',
        email: 'not-an-email',
        questions: 'Still here',
        page: '/',
      },
    });
    expect(response.status()).toBe(400);
    await page.setContent(await response.text());
    const form = page.getByRole('main').locator('form');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(problem);
    await expect(form.getByLabel('Name')).toHaveValue('Dr. Keep');
    await expect(form.getByLabel('Email')).toHaveValue('not-an-email');
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  });
});

test.describe('POST /api/contacts', () => {
  test('answers 201 for a good body and 400 with field errors for a bad one', async ({ page }) => {
    await asNewVisitor(page);
    const good = await page.request.post('/api/contacts', {
      data: {
        name: 'Dr. Api',
        phone: '3105550123',
        email: 'api@example.com',
        questions: '',
        selectedCourses: ['Module 1', 'Fellowship'],
        page: '/courses',
      },
    });
    expect(good.status()).toBe(201);

    const bad = await page.request.post('/api/contacts', {
      data: {
        name: '',
        phone: '3105550123',
        email: 'nope',
        selectedCourses: ['Module 9'],
        page: '/',
      },
    });
    expect(bad.status()).toBe(400);
    const body = await bad.json();
    expect(body.error).toBe(problem);
    expect(Object.keys(body.fieldErrors)).toEqual(expect.arrayContaining(['name', 'email']));

    const notJson = await page.request.post('/api/contacts', {
      headers: { 'Content-Type': 'application/json' },
      data: '{oops',
    });
    expect(notJson.status()).toBe(400);
  });
});

test.describe('in Spanish', () => {
  const fill = async (page: Page) => {
    const form = footerForm(page);
    await form.locator('[name=name]').fill('Dra. Errata');
    await form.locator('[name=phone]').fill('12');
    await form.locator('[name=email]').fill('errata@example');
  };

  test('the form’s field errors are Spanish, checked in the browser', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/?lng=es');
    await hydrated(page);
    await fill(page);
    await footerForm(page).getByRole('button', { name: 'Enviar' }).click();
    await expect(
      footerForm(page).getByText('Introduzca un número de teléfono válido.'),
    ).toBeVisible();
    await expect(
      footerForm(page).getByText('Introduzca un correo electrónico válido.'),
    ).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server’s field errors are Spanish too', async ({ page }) => {
      await asNewVisitor(page);
      await page.goto('/?lng=es');
      await fill(page);
      await footerForm(page).getByRole('button', { name: 'Enviar' }).click();
      await expect(page).toHaveURL(/\/enquiry/);
      const form = page.getByRole('main').locator('form');
      await expect(form.getByText('Introduzca un número de teléfono válido.')).toBeVisible();
      await expect(form.getByText('Introduzca un correo electrónico válido.')).toBeVisible();
    });
  });
});
