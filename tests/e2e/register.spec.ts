import { expectNoSeriousA11yViolations } from './axe';
import { e2eDatabase } from './database';
import { expect, type Page, type Request, test } from './fixtures';
import { hydrated } from './hydration';
import { readable, sentMail } from './mail';
import { holdPosts } from './network';
import { closePromoPopup } from './promo';
import { seedDocument, seedSection } from './seed';
import { makeStaff, signUp } from './sign-up';
import { visitorAddress } from './visitor';

interface SeedCourse {
  courseId: string;
  shortName: string;
  displayName: string;
  registrationPrice: number;
  upcomingDates: Array<{ _key: string; dateText: string }>;
}

const course = (id: string) => seedDocument<SeedCourse>(`course.${id}`);
const usd = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;
/** The page's own content: the footer has an enquiry form with fields of the same names. */
const main = (page: Page) => page.getByRole('main');
const continueButton = (page: Page) =>
  main(page).getByRole('button', { name: /^Continue to Payment \(/ });
const result = (page: Page) => page.getByTestId('payment-result');
const courseBox = (page: Page, id: string) =>
  main(page).getByRole('checkbox', {
    name: `${course(id).displayName}: ${usd(course(id).registrationPrice)}`,
    exact: true,
  });

/** Each test is a visitor at an address of its own, so the per-address limit stays out of the way. */
async function asNewVisitor(page: Page) {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
}

/** Opens a /register URL and waits for React: the form turns off native validation then. */
async function openRegister(page: Page, path = '/register') {
  await page.goto(path);
  await expect(main(page).locator('form[novalidate]')).toHaveCount(1);
  // The options and course boxes answer only once React has hydrated the page.
  await hydrated(page);
}

let counter = 0;
const newEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.com`;

async function fillDetails(page: Page, email: string) {
  await main(page).getByLabel('Name').fill('Jane Doe');
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Phone').fill('+1 310 555 0100');
}

async function payWithCard(page: Page, number: string) {
  await main(page).getByLabel('Card number').fill(number);
  await main(page).getByLabel('Expiration date').fill('12 / 34');
  await main(page).getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
});

test.describe('register page', () => {
  test('in Spanish, the card form and a refused payment speak Spanish', async ({ page }) => {
    await openRegister(page, '/register?program=fellowship&lng=es');
    await main(page).getByLabel('Nombre').fill('Juana Pérez');
    await main(page)
      .getByLabel(/^Correo/)
      .fill(newEmail('es'));
    await main(page).getByLabel('Teléfono').fill('+34 600 000 000');
    await main(page)
      .getByRole('button', { name: /^Continuar al pago/ })
      .click();
    // Stripe's Payment Element is asked for Spanish (the stand-in shows what it was given).
    await expect(main(page).locator('[data-stripe-stand-in="payment"]')).toHaveAttribute(
      'data-locale',
      'es',
    );
    // The server refuses a program sent with a session: its English `error` is not what shows.
    await page.route('**/api/create-payment-intent', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, sessions: { module1: 'x' } }) });
    });
    await main(page).getByRole('button', { name: 'Editar información' }).click();
    await main(page)
      .getByRole('button', { name: /^Continuar al pago/ })
      .click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'Los programas se compran sin fecha: reserve cada curso desde su cuenta.',
    );
  });

  test('pays for the Fellowship with the succeeding test card, and the webhook records it', async ({
    page,
  }) => {
    const email = newEmail('fellow');
    await openRegister(page);
    await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
    await main(page)
      .getByRole('radio', { name: /^Fellowship Program \(\$12,000\)/ })
      .check();
    await fillDetails(page, email);
    await expect(continueButton(page)).toHaveText('Continue to Payment ($12,000)');
    await continueButton(page).click();

    const summary = page.getByRole('region', { name: 'Review and pay' });
    await expect(summary.getByRole('heading', { name: 'Review and pay' })).toBeFocused();
    await expect(summary).toContainText('Jane Doe');
    await expect(summary).toContainText(email);
    await expect(summary).toContainText('Fellowship Program');
    await expect(page.getByRole('button', { name: 'Edit Information' })).toBeVisible();

    // The confirmation waits until 'Processing...' has been seen.
    const release = await holdPosts(page, '**/mocks/stripe-api/v1/payment_intents/*/confirm');
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();

    await expect(result(page)).toContainText('Payment Successful!');
    await expect(result(page)).toContainText(seedSection('register', 'confirmation').body!);
    await expect(result(page)).toBeFocused();
    await expect(result(page)).toBeInViewport();
    await expect(main(page).getByLabel('Card number')).toBeHidden();

    // The stand-in delivered the signed webhook; the order's e-mails went through the outbox.
    await expect
      .poll(
        async () =>
          (await sentMail())
            .map(readable)
            .filter((mail) => mail.includes(email))
            // Receipt numbers run on across the suite: the number's shape is what is checked.
            .map((mail) =>
              /^Subject: (.*)$/m.exec(mail)?.[1]?.replace(/\d{4}-\d{6,}/, 'YYYY-NNNNNN'),
            )
            .sort(),
        { timeout: 20_000, intervals: [500] },
      )
      .toEqual([
        'New paid registration: Jane Doe',
        'Receipt YYYY-NNNNNN: Jane Doe',
        'Your receipt YYYY-NNNNNN from Beverly Hills Implant Academy',
        'Your registration with Beverly Hills Implant Academy',
      ]);
    // The buyer's receipt e-mail carries its PDF (docs/decisions/0063).
    const receiptMail = (await sentMail())
      .map(readable)
      .find((mail) => mail.includes(email) && /^Subject: Your receipt /m.test(mail));
    expect(receiptMail).toMatch(/Content-Type: application\/pdf; name="?receipt-\d{4}-\d{6,}\.pdf/);
  });

  test('a declined card fails with the provider’s message; the same form then succeeds', async ({
    page,
  }) => {
    await openRegister(page);
    await main(page).getByRole('radio', { name: 'Individual courses' }).check();
    // Clinical 2's July session is seats.spec's, which fills it: Module 1 has no dated session.
    await courseBox(page, 'module3').check();
    await courseBox(page, 'module1').check();
    const total = usd(course('module3').registrationPrice + course('module1').registrationPrice);
    await expect(continueButton(page)).toHaveText(`Continue to Payment (${total})`);
    await fillDetails(page, newEmail('declined'));
    await continueButton(page).click();

    await payWithCard(page, '4000 0000 0000 0002');
    await expect(result(page)).toContainText('Payment Failed');
    await expect(result(page)).toContainText('Please try again.');
    const button = page.getByRole('button', { name: `Pay ${total}` });
    const alert = button.locator('xpath=following-sibling::p[@role="alert"]');
    await expect(alert).toContainText('Your card was declined.');
    // What to do next, and focus back on the card rather than the page's top.
    await expect(alert).toContainText('Try another card, or call your bank');
    await expect(main(page).getByLabel('Card number')).toBeFocused();

    await main(page).getByLabel('Card number').fill('4242 4242 4242 4242');
    await button.click();
    await expect(result(page)).toContainText('Payment Successful!');
  });

  test('Continue is disabled at $0; the option resets the courses; a program replaces them', async ({
    page,
  }) => {
    await openRegister(page);
    await expect(continueButton(page)).toHaveText('Continue to Payment ($0)');
    await expect(continueButton(page)).toBeDisabled();
    await expect(main(page).getByRole('checkbox')).toHaveCount(0);

    await main(page).getByRole('radio', { name: 'Individual courses' }).check();
    await expect(main(page).getByRole('checkbox')).toHaveCount(6);
    for (const id of ['module1', 'module2', 'clinical1', 'module3', 'module4', 'clinical2']) {
      await expect(courseBox(page, id)).toBeVisible();
    }
    await courseBox(page, 'module1').check();
    await expect(continueButton(page)).toHaveText(`Continue to Payment (${usd(2850)})`);
    await expect(continueButton(page)).toBeEnabled();

    await main(page)
      .getByRole('radio', { name: /^Mastership Program/ })
      .check();
    await expect(continueButton(page)).toHaveText('Continue to Payment ($35,000)');
    await expect(main(page).getByRole('checkbox')).toHaveCount(0);
    await main(page).getByRole('radio', { name: 'Individual courses' }).check();
    await expect(main(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(continueButton(page)).toBeDisabled();
  });

  test('checks name, e-mail and phone, and ties each error to its field', async ({ page }) => {
    await openRegister(page, '/register?program=mastership');
    await main(page).getByLabel('Email').fill('not-an-email');
    await continueButton(page).click();
    const name = main(page).getByLabel('Name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(main(page).getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    await expect(main(page).getByLabel('Phone')).toHaveAccessibleDescription(
      'Please enter your phone number.',
    );
    await expect(main(page).getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByRole('region', { name: 'Review and pay' })).toHaveCount(0);
  });

  test('Edit Information goes back with the values kept and the payment status cleared', async ({
    page,
  }) => {
    const email = newEmail('editor');
    await openRegister(page, '/register?program=fellowship');
    await fillDetails(page, email);
    await continueButton(page).click();
    await payWithCard(page, '4000 0000 0000 0002');
    await expect(result(page)).toContainText('Payment Failed');

    await page.getByRole('button', { name: 'Edit Information' }).click();
    await expect(result(page)).toHaveCount(0);
    await expect(main(page).getByLabel('Name')).toHaveValue('Jane Doe');
    await expect(main(page).getByLabel('Email')).toHaveValue(email);
    await expect(main(page).getByLabel('Phone')).toHaveValue('+1 310 555 0100');
    await expect(main(page).getByRole('radio', { name: /^Fellowship Program/ })).toBeChecked();

    await continueButton(page).click();
    await expect(main(page).getByLabel('Card number')).toBeVisible();
    await expect(result(page)).toHaveCount(0);
  });

  test('a /courses Register button preselects the course and its date, or the program', async ({
    page,
  }) => {
    const module2 = course('module2');
    // The seed's future (bookable) session: a past one has no Register button.
    const date = module2.upcomingDates.find((d) => d._key === 'module2-2027-03')!.dateText;
    await page.goto('/courses?panel=module2#details');
    // The promotional popup covers the page; close it once hydrated.
    await closePromoPopup(page, seedDocument<{ heading: string }>('promoPopup').heading);
    await page
      .getByRole('link', { name: new RegExp(`Register.*${module2.shortName}.*${date}`) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/register\?course=module2&date=/);
    await expect(main(page).locator('form[novalidate]')).toHaveCount(1);
    await expect(main(page).getByRole('radio', { name: 'Individual courses' })).toBeChecked();
    const checkbox = main(page).getByRole('checkbox', { checked: true });
    await expect(checkbox).toHaveCount(1);
    await expect(checkbox).toHaveAccessibleName(new RegExp(module2.displayName.slice(0, 20)));
    // The link's session is chosen, with its seats left (a past date would show as text).
    const session = main(page).getByRole('radio', { name: new RegExp(date) });
    await expect(session).toBeChecked();
    await expect(session).toHaveAccessibleName(/seats? left|Full/);
    // With its price today and when it rises (decision 0066).
    await expect(session).toHaveAccessibleName(
      /\$2,850 until [A-Z][a-z]{2} \d{1,2}, \d{4}, then \$3,350/,
    );
    await expect(continueButton(page)).toHaveText(
      `Continue to Payment (${usd(module2.registrationPrice)})`,
    );

    await page.goto('/courses?panel=mastership#details');
    await page
      .getByRole('link', { name: /Register.*Mastership/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/register\?program=mastership$/);
    await expect(main(page).getByRole('radio', { name: /^Mastership Program/ })).toBeChecked();
    await expect(continueButton(page)).toHaveText('Continue to Payment ($35,000)');
  });

  test('says so when no client secret comes back, and shows the server’s error text', async ({
    page,
  }) => {
    await openRegister(page, '/register?program=fellowship');
    await fillDetails(page, newEmail('nosecret'));
    await page.route('**/api/create-payment-intent', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
    );
    await continueButton(page).click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'Unable to load payment form. Please try again.',
    );

    await page.getByRole('button', { name: 'Edit Information' }).click();
    await page.unroute('**/api/create-payment-intent');
    await page.route('**/api/create-payment-intent', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The payment could not be started. Please try again.' }),
      }),
    );
    await continueButton(page).click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'The payment could not be started. Please try again.',
    );
  });

  test('a dropped connection while the payment starts keeps the page and the details', async ({
    page,
  }) => {
    await openRegister(page, '/register?program=fellowship');
    const email = newEmail('offline');
    await fillDetails(page, email);
    await page.route('**/api/create-payment-intent', (route) =>
      route.abort('internetdisconnected'),
    );
    await continueButton(page).click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'Unable to load payment form. Please try again.',
    );
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit Information' }).click();
    await expect(main(page).getByLabel('Email')).toHaveValue(email);
    await expect(main(page).getByLabel('Name')).toHaveValue('Jane Doe');
  });

  test('has no serious accessibility problems, on the form and on the payment step', async ({
    page,
  }) => {
    await openRegister(page, '/register?course=module1');
    await expectNoSeriousA11yViolations(page);
    await fillDetails(page, newEmail('axe'));
    await continueButton(page).click();
    await expect(main(page).getByLabel('Card number')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

// The form is the same conform form with JavaScript and without (decision 0055): the choice and
// the details post to the page's action, which answers with them as posted.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the choice and the details come back with their errors, then reach the summary', async ({
    page,
  }) => {
    await page.goto('/register?course=module2');
    await expect(courseBox(page, 'module2')).toBeChecked();
    const session = main(page)
      .getByRole('group', { name: `Session for ${course('module2').displayName}` })
      .getByRole('radio');
    await expect(session).toBeChecked();
    await courseBox(page, 'module1').check();
    await main(page).getByLabel('Email').fill('not-an-email');
    await continueButton(page).click();

    // The form again, as posted, with each error beside its field.
    await expect(main(page).getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    await expect(courseBox(page, 'module1')).toBeChecked();
    await expect(courseBox(page, 'module2')).toBeChecked();
    await expect(session).toBeChecked();
    await expect(continueButton(page)).toHaveText(
      `Continue to Payment (${usd(course('module1').registrationPrice + course('module2').registrationPrice)})`,
    );

    await fillDetails(page, newEmail('no-script'));
    await continueButton(page).click();
    const summary = page.getByRole('region', { name: 'Review and pay' });
    await expect(summary).toContainText(
      `${course('module1').displayName}, ${course('module2').displayName}`,
    );
    await expect(summary).toContainText(`Session for ${course('module2').displayName}`);
    await expect(summary).toContainText('Jane Doe');
    await expect(main(page)).toContainText('Card payment needs JavaScript.');
  });
});

test.describe('Stripe.js', () => {
  const isStripeJs = (request: Request) =>
    /^https:\/\/js\.stripe\.com\//.test(request.url()) ||
    new URL(request.url()).pathname === '/mocks/stripe.js';

  test('is requested on no page but the register page’s payment step', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isStripeJs(request)) requested.push(`${page.url()} -> ${request.url()}`);
    });
    for (const path of ['/', '/courses', '/about-us', '/contact', '/testimonials', '/catalog']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await openRegister(page, '/register?program=fellowship');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await fillDetails(page, newEmail('loader'));
    await continueButton(page).click();
    await expect(main(page).getByLabel('Card number')).toBeVisible();
    // The stand-in of Stripe.js, from this site; never the real one.
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatch(/-> http:\/\/127\.0\.0\.1:\d+\/mocks\/stripe\.js$/);
  });
});

/** The buyer's orders as the server recorded them, oldest first, with their attention notes. */
async function ordersOf(email: string) {
  const sql = e2eDatabase();
  try {
    return await sql<{ id: string; status: string; attention: string | null }[]>`
      select id, status,
             (select string_agg(l.details ->> 'note', '; ' order by l.id) from order_log l
              where l.order_id = orders.id and l.event = 'needs-attention') as attention
      from orders where email_normalized = ${email.toLowerCase()}
      order by created_at`;
  } finally {
    await sql.end();
  }
}

/** Waits for the stand-in's webhook to complete the buyer's paid orders. */
async function completed(email: string, count: number) {
  await expect
    .poll(async () => (await ordersOf(email)).filter((o) => o.status === 'completed').length, {
      timeout: 20_000,
      intervals: [250],
    })
    .toBe(count);
}

async function chooseCourse(page: Page, id: string) {
  await main(page).getByRole('radio', { name: 'Individual courses' }).check();
  await courseBox(page, id).check();
}

test.describe('after paying (decision 0044)', () => {
  // Signing up hashes a password (slow on a busy machine).
  test.describe.configure({ timeout: 120_000 });

  test('a finished payment is final: no Edit Information, no card form, links to sign in; the same course again is refused', async ({
    page,
  }) => {
    const email = newEmail('once');
    // Module 1 has no dated session: the test takes no seat another spec counts on.
    await openRegister(page);
    await chooseCourse(page, 'module1');
    await fillDetails(page, email);
    await continueButton(page).click();
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(result(page)).toContainText('Payment Successful!');

    await expect(main(page).getByRole('heading', { name: 'Registration complete' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Review and pay' })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Edit Information' })).toHaveCount(0);
    await expect(main(page).getByLabel('Card number')).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);
    const query = `?${new URLSearchParams({ email })}`;
    await expect(main(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login${query}`,
    );
    await main(page).getByRole('link', { name: 'Create an account' }).click();
    await expect(main(page).getByLabel('Email')).toHaveValue(email);
    await completed(email, 1);

    // A second visit (another tab, a reload): the same course for the same address is refused.
    await openRegister(page);
    await chooseCourse(page, 'module1');
    await fillDetails(page, email.toUpperCase());
    await continueButton(page).click();
    await expect(main(page).getByRole('alert')).toHaveText(
      `You are already registered for ${course('module1').displayName} with this e-mail address: it is in your account, where you can change its session until 15 days before it starts (after that, please write to the academy).`,
    );
    await expect(main(page).getByLabel('Card number')).toHaveCount(0);
    await expect(
      main(page).getByRole('button', { name: 'Yes, pay for a second seat' }),
    ).toHaveCount(0);
    expect((await ordersOf(email)).map((order) => order.status)).toEqual(['completed']);
  });

  test('signed in: a failed Continue offers Try again, which resends; the paid page links to the account', async ({
    page,
  }) => {
    const email = newEmail('retry');
    await page.goto('/create-account');
    await main(page).getByLabel('Email').fill(email);
    await main(page)
      .getByLabel(/^Password/)
      .fill('secret-pass');
    await main(page).getByLabel('Confirm Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/\?welcome=check-email$/, { timeout: 30_000 });

    await openRegister(page, '/register?program=fellowship');
    await main(page).getByLabel('Name').fill('Jane Doe');
    await main(page).getByLabel('Phone').fill('+1 310 555 0100');
    // The network drops the first request.
    await page.route('**/api/create-payment-intent', (route) => route.abort('failed'), {
      times: 1,
    });
    await continueButton(page).click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'Unable to load payment form. Please try again.',
    );
    await main(page).getByRole('button', { name: 'Try again' }).click();
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(result(page)).toContainText('Payment Successful!');
    await expect(main(page).getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await completed(email, 1);
  });

  test('two tabs paid twice: the second payment is flagged, and staff refund it from /staff', async ({
    page,
    browser,
  }) => {
    const email = newEmail('twice');
    const tabs = [page, await page.context().newPage()];
    for (const [n, tab] of tabs.entries()) {
      await openRegister(tab);
      // Module 1 has no dated session: the test takes no seat another spec counts on.
      await chooseCourse(tab, 'module1');
      await fillDetails(tab, email);
      // Not the same details, so not the same order: two intents.
      await main(tab).getByLabel('Phone').fill(`+1 310 555 010${n}`);
      await continueButton(tab).click();
      await expect(main(tab).getByLabel('Card number')).toBeVisible();
    }
    await payWithCard(tabs[0]!, '4242 4242 4242 4242');
    await expect(result(tabs[0]!)).toContainText('Payment Successful!');
    await completed(email, 1);
    await payWithCard(tabs[1]!, '4242 4242 4242 4242');
    await expect(result(tabs[1]!)).toContainText('Payment Successful!');
    await completed(email, 2);
    const [first, second] = await ordersOf(email);
    // Staff read the short references (decision 0046).
    const [firstRef, secondRef] = [first!.id, second!.id].map((id) =>
      id.replaceAll('-', '').slice(0, 8).toUpperCase(),
    );
    expect(second!.attention).toBe(
      `Duplicate payment: order ${firstRef} already paid for these courses; refundable from /staff`,
    );

    const staffEmail = newEmail('staff');
    const context = await browser.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
    });
    const staff = await context.newPage();
    await signUp(staff, staffEmail);
    makeStaff(staffEmail);

    await staff.goto('/staff');
    const attention = staff.getByRole('table', {
      name: 'Orders marked for attention, newest first',
    });
    const row = attention.getByRole('row', { name: new RegExp(secondRef!) });
    await expect(row).toContainText('Duplicate payment');
    await expect(
      staff.getByRole('button', { name: `Refund order ${firstRef} in full` }),
    ).toHaveCount(0);
    await row.getByRole('button', { name: `Refund order ${secondRef} in full` }).click();
    // The second step says what will happen; only it refunds.
    await expect(row).toContainText(
      `Refund ${usd(course('module1').registrationPrice)}.00 to ${email} in full?`,
    );
    expect((await ordersOf(email)).map((order) => order.status)).toEqual([
      'completed',
      'completed',
    ]);
    await row.getByRole('button', { name: 'Confirm refund' }).click();
    await expect(staff.getByRole('status')).toHaveText(`Order ${secondRef} was refunded in full.`);
    const refundedRow = attention.getByRole('row', { name: new RegExp(secondRef!) });
    await expect(refundedRow).toContainText('refunded');
    await expect(refundedRow.getByRole('button')).toHaveCount(0);
    expect((await ordersOf(email)).map((order) => order.status)).toEqual(['completed', 'refunded']);
    await context.close();
  });
});
