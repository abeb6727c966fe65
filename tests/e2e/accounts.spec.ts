import { expectNoSeriousA11yViolations } from './axe';
import { e2eDatabase } from './database';
import { expect, type Page, test } from './fixtures';
import { hydrated } from './hydration';
import { linkFromMail, readable, sentMail } from './mail';
import { dropPosts, holdPosts } from './network';
import { visitorAddress } from './visitor';

/** Each test is a student at an address of its own, so the per-address limits stay out of the way. */
async function asNewVisitor(page: Page) {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
}

// Signing up, in and resetting hash a password (about half a second, much more on a busy
// machine): give those steps and the tests room.
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };

let counter = 0;
const newEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.com`;

const header = (page: Page) => page.getByRole('banner');
/** The desktop header's 'Welcome, {name}!' toggle. */
const userMenu = (page: Page) => header(page).locator('[data-user-menu] > summary');
/** The page's own content (the footer has an enquiry form with an Email field too). */
const main = (page: Page) => page.getByRole('main');

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/create-account');
  await main(page).getByLabel('Email').fill(email);
  await main(page)
    .getByLabel(/^Password/)
    .fill(password);
  await main(page).getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // docs/product.md: on success it goes to /, which tells the new account to confirm its address.
  await expect(page).toHaveURL(/\/\?welcome=check-email$/, SLOW);
  await expect(page.getByRole('status').filter({ hasText: 'check your e-mail' })).toContainText(
    `Please check your e-mail to confirm your address: we sent a link to ${email}.`,
  );
}

/** A new account whose address is confirmed through the e-mailed link. */
async function signUpConfirmed(page: Page, email: string) {
  await signUp(page, email, 'secret-pass');
  await page.goto(await linkFromMail(email, /http:\/\/\S+\/account\?verify=[\w-]+/));
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you: your e-mail address is confirmed.');
}

/** Pays on /register's payment step with the succeeding test card. */
async function payWithTestCard(page: Page) {
  await main(page).getByLabel('Card number').fill('4242 4242 4242 4242');
  await main(page).getByLabel('Expiration date').fill('12 / 34');
  await main(page).getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByTestId('payment-result')).toContainText('Payment Successful!', SLOW);
}

async function signIn(page: Page, email: string, password: string) {
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('student accounts', () => {
  test('sign up, greeting and dropdown, account tabs empty then after a payment, log out', async ({
    page,
  }) => {
    await asNewVisitor(page);
    const name = `jane${Date.now()}`;
    const email = `${name}@example.com`;
    await signUp(page, email, 'secret-pass');

    // Server-rendered greeting: the page's HTML already has it (no flash of 'Login').
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(`Welcome, ${name}!`);
    const greeting = userMenu(page);
    await expect(greeting).toHaveText(`Welcome, ${name}!▾`);
    await expect(greeting).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0);

    await hydrated(page);
    const yourAccount = header(page).getByRole('link', { name: 'Your Account' });
    await greeting.click();
    await expect(yourAccount).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Log Out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(yourAccount).toBeHidden();
    await greeting.click();
    await expect(yourAccount).toBeVisible();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(yourAccount).toBeHidden();

    await greeting.click();
    await yourAccount.click();
    await expect(page).toHaveURL(/\/account$/, SLOW);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');

    // The address is not confirmed yet: confirm it with the e-mailed link.
    await expect(page.getByText(/Please confirm your e-mail address/)).toBeVisible();
    // My Courses says why it is empty (docs/product.md's text kept) and points to the banner's button.
    const panel = main(page).getByRole('region', { name: 'Active Courses' });
    await expect(panel.getByText('No active courses found')).toBeVisible();
    await expect(panel.getByText(/Your e-mail address is not confirmed yet/)).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Send the link again' })).toHaveCount(1);
    const confirmLink = await linkFromMail(email, /http:\/\/\S+\/account\?verify=[\w-]+/);
    // The link opens in another tab; back on this one, the account no longer says 'not confirmed'.
    const mailTab = await page.context().newPage();
    await mailTab.goto(confirmLink);
    await mailTab.getByRole('button', { name: 'Confirm my e-mail' }).click();
    await expect(mailTab.getByRole('status')).toHaveText(
      'Thank you: your e-mail address is confirmed.',
    );
    await mailTab.close();
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText(/Please confirm your e-mail address/)).toHaveCount(0);
    await expect(panel.getByText(/Your e-mail address is not confirmed yet/)).toHaveCount(0);

    const tabs = page.getByRole('navigation', { name: 'Account sections' });
    await expect(tabs.getByRole('link', { name: 'My Courses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText('No active courses found')).toBeVisible();
    await expect(page.getByText(/Your e-mail address is not confirmed yet/)).toHaveCount(0);
    await expect(page.getByText('No completed courses found')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await tabs.getByRole('link', { name: 'Account Info' }).click();
    const info = main(page).getByRole('definition');
    await expect(info).toHaveText([
      'N/A',
      email,
      'N/A',
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date()),
    ]);

    await tabs.getByRole('link', { name: 'Manage Payments' }).click();
    await expect(page.getByText('No payment methods found')).toBeVisible();
    await expect(page.getByText('No transactions found')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A completed payment with the same e-mail, recorded as the Stripe webhook records it (paid
    // before the account existed), an unpaid order the account placed signed in, and a
    // stranger's unpaid order with the account's address: that one is not the student's.
    const sql = e2eDatabase();
    try {
      const [order] = await sql<{ id: string }[]>`
        insert into orders (email, name, phone, selected_items, course_ids, amount_cents, status,
                            request_fingerprint, completed_at)
        values (${email}, 'Dr. Jane Student', '+1 310 555 0142', '{module1,clinical1}',
                '{module1,clinical1}', 935050, 'completed', ${`e2e-${email}`}, now())
        returning id`;
      for (const course of ['module1', 'clinical1']) {
        await sql`insert into course_grants (email_normalized, course_id, order_id)
                  values (${email}, ${course}, ${order!.id})`;
      }
      await sql`
        insert into orders (email, name, phone, selected_items, course_ids, amount_cents, status,
                            request_fingerprint, user_id)
        select ${email}, 'Dr. Jane Student', '+1 310 555 0142', '{module2}',
               '{module2}', 285000, 'pending', ${`e2e-pending-${email}`}, id
        from users where email = ${email}`;
      await sql`
        insert into orders (email, name, phone, selected_items, course_ids, amount_cents, status,
                            request_fingerprint)
        values (${email}, 'Mallory Stranger', '+1 999 555 0000', '{module3}',
                '{module3}', 285000, 'pending', ${`e2e-stranger-${email}`})`;
    } finally {
      await sql.end();
    }

    await page.reload();
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0).getByRole('columnheader')).toHaveText([
      'Date',
      'Items',
      'Amount',
      'Status',
    ]);
    const paid = page.getByRole('row', { name: /Basic Dental Implantology/ });
    await expect(paid.getByRole('cell')).toHaveText([
      new Intl.DateTimeFormat('en-US', {
        dateStyle: 'medium',
        timeZone: 'America/Los_Angeles',
      }).format(new Date()),
      'Basic Dental Implantology (Online, 24 CE Hours), Basic and Intermediate Surgery (Beverly Hills)',
      '$9,350.50',
      'completed',
    ]);
    // 'completed' green, others yellow; axe checks their contrast.
    await expect(paid.getByText('completed')).toHaveClass(/bg-emerald-100/);
    const pending = page.getByRole('row', { name: /Advanced and Immediate/ }).getByText('pending');
    await expect(pending).toHaveClass(/bg-yellow-100/);
    await expectNoSeriousA11yViolations(page);

    await tabs.getByRole('link', { name: 'My Courses' }).click();
    const active = page.getByRole('region', { name: 'Active Courses' });
    await expect(active.getByRole('listitem')).toContainText([
      'Basic Dental Implantology (Online, 24 CE Hours)',
      'Basic and Intermediate Surgery (Beverly Hills)',
    ]);
    await expect(active.getByRole('listitem')).toHaveCount(2);
    // Name and phone are the account's own: those of the order paid to its address (never the
    // stranger's unpaid one), then as entered here.
    await tabs.getByRole('link', { name: 'Account Info' }).click();
    await expect(main(page).getByRole('definition').first()).toHaveText('Dr. Jane Student');
    await expect(main(page).getByRole('definition').nth(2)).toHaveText('+1 310 555 0142');
    await hydrated(page);
    await main(page).getByLabel('Phone').fill('call me');
    await main(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(main(page).getByLabel('Phone')).toHaveAccessibleDescription(
      'Please enter a valid phone number.',
    );
    await main(page).getByLabel('Name').fill('Dr. Jane Q. Student');
    await main(page).getByLabel('Phone').fill('+1 310 555 0143');
    await main(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your name and phone are saved.')).toBeVisible(SLOW);
    await expect(main(page).getByRole('definition').first()).toHaveText('Dr. Jane Q. Student');
    await expect(main(page).getByRole('definition').nth(2)).toHaveText('+1 310 555 0143');

    // Log out: a POST that ends at / with the visitor's header.
    await userMenu(page).click();
    const started = Date.now();
    await header(page).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/, SLOW);
    // About 2 s at most on the server (unit-tested with a hanging database); room for a busy machine.
    expect(Date.now() - started).toBeLessThan(6_000);
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header(page).getByText(/Welcome,/)).toHaveCount(0);

    // The account is for signed-in students: a visitor goes to /login and comes back.
    await page.goto('/account?tab=payments');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%3Ftab%3Dpayments$/, SLOW);
    await signIn(page, email, 'secret-pass');
    await expect(page).toHaveURL(/\/account\?tab=payments$/, SLOW);
    await expect(page.getByText('$9,350.50')).toBeVisible();
  });

  test('sign in: the docs/product.md messages, errors clearing on typing, Signing in...', async ({
    page,
  }) => {
    await asNewVisitor(page);
    const email = newEmail('sam');
    await signUp(page, email, 'right-pass');
    await userMenu(page).click();
    await header(page).getByRole('button', { name: 'Log Out' }).click();
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();

    await header(page).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/, SLOW);
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Create an account here' })).toHaveAttribute(
      'href',
      '/create-account',
    );
    await expectNoSeriousA11yViolations(page);
    await hydrated(page);

    await signIn(page, 'not-an-email', 'whatever');
    const emailInput = main(page).getByLabel('Email');
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    await expect(emailInput).toBeFocused();
    await expect(emailInput).toHaveAccessibleDescription('Invalid email format');
    await expectNoSeriousA11yViolations(page);

    await signIn(page, newEmail('nobody'), 'whatever');
    await expect(page.getByText('No account exists with this email')).toBeVisible();

    await signIn(page, email, 'wrong-pass');
    const wrong = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await expect(wrong).toBeVisible();
    await main(page).getByLabel('Password').press('x');
    await expect(wrong).toHaveCount(0);

    // The answer waits until the pending state has been seen.
    const release = await holdPosts(page, '**/login*');
    await main(page).getByLabel('Password').fill('right-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/account$/, SLOW);
  });

  test('create account: the docs/product.md messages, prefilled e-mail, e-mail in use', async ({
    page,
  }) => {
    await asNewVisitor(page);
    const email = newEmail('casey');
    await page.goto(`/create-account?email=${encodeURIComponent(email)}`);
    await expect(main(page).getByLabel('Email')).toHaveValue(email);
    await expectNoSeriousA11yViolations(page);
    await main(page)
      .getByLabel(/^Password/)
      .fill('secret1');
    await main(page).getByLabel('Confirm Password').fill('secret2');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible(SLOW);
    await expect(main(page).getByLabel('Confirm Password')).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await main(page)
      .getByLabel(/^Password/)
      .fill('abc');
    await main(page).getByLabel('Confirm Password').fill('abc');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible(SLOW);

    await signUp(page, email, 'secret1');
    await userMenu(page).click();
    await header(page).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/, SLOW);
    await page.goto('/create-account');
    await main(page).getByLabel('Email').fill(email.toUpperCase());
    await main(page)
      .getByLabel(/^Password/)
      .fill('secret1');
    await main(page).getByLabel('Confirm Password').fill('secret1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(/An account already exists with this email/)).toBeVisible(SLOW);
  });

  test('forgot and reset password with the e-mailed link', async ({ page }) => {
    await asNewVisitor(page);
    const email = newEmail('robin');
    await signUp(page, email, 'old-password');
    await userMenu(page).click();
    await header(page).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/, SLOW);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/, SLOW);
    await expectNoSeriousA11yViolations(page);
    const send = page.getByRole('button', { name: 'Send Reset Link' });
    await send.click();
    await expect(page.getByText('Please enter an email address.')).toBeVisible();
    await main(page).getByLabel('Email').fill('robin@');
    await send.click();
    await expect(page.getByText('Invalid email address format.')).toBeVisible();
    await main(page).getByLabel('Email').fill(newEmail('ghost'));
    await send.click();
    await expect(page.getByText('No account found with this email.')).toBeVisible();
    await main(page).getByLabel('Email').fill(email);
    await send.click();
    await expect(page.getByText('Reset link sent! Please check your email.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to login' })).toHaveAttribute(
      'href',
      '/login',
    );

    const resetLink = await linkFromMail(email, /http:\/\/\S+\/reset-password\?token=[\w-]+/);
    await page.goto(resetLink);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    await expectNoSeriousA11yViolations(page);
    await main(page)
      .getByLabel(/^New Password/)
      .fill('new-password');
    await main(page).getByLabel('Confirm New Password').fill('new-passwort');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible(SLOW);
    await main(page)
      .getByLabel(/^New Password/)
      .fill('new-password');
    await main(page).getByLabel('Confirm New Password').fill('new-password');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/account$/, SLOW);
    await expect(userMenu(page)).toBeVisible();

    // The link worked once.
    await page.goto(resetLink);
    await expect(page.getByText(/This reset link is invalid/)).toBeVisible();

    await userMenu(page).click();
    await header(page).getByRole('button', { name: 'Log Out' }).click();
    await page.goto('/login');
    await signIn(page, email, 'old-password');
    await expect(page.getByText('Invalid email or password')).toBeVisible(SLOW);
    await signIn(page, email, 'new-password');
    await expect(page).toHaveURL(/\/account$/, SLOW);
  });

  test('the mobile menu shows the greeting, Your Account and Log Out', async ({ page }) => {
    await asNewVisitor(page);
    const email = newEmail('mo');
    await signUp(page, email, 'secret-pass');
    await page.setViewportSize({ width: 390, height: 800 });
    await hydrated(page);
    await expect(async () => {
      await header(page).getByRole('button', { name: 'Open menu' }).click({ timeout: 1000 });
      await expect(header(page).getByRole('button', { name: 'Close menu' })).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
    const menu = header(page).getByRole('navigation').last();
    await expect(menu.getByText(`Welcome, ${email.split('@')[0]}!`)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Your Account' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/, SLOW);
    await expect(page.getByText(/Welcome,/)).toHaveCount(0);
  });

  test('/register prefills and locks the signed-in student’s details', async ({ page }) => {
    await asNewVisitor(page);
    const email = newEmail('reg');
    await signUp(page, email, 'secret-pass');
    await page.goto('/register');
    const emailField = main(page).getByLabel(/^Email/);
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toHaveAttribute('readonly', '');
    // No name or phone on file: typed here.
    await expect(main(page).getByLabel(/^Name/)).not.toHaveAttribute('readonly', '');
    await expect(main(page).getByLabel(/^Phone/)).not.toHaveAttribute('readonly', '');

    // Entered in Account Info: filled in and locked.
    await page.goto('/account?tab=info');
    await hydrated(page);
    await main(page).getByLabel('Name').fill('Dr. Reg Student');
    await main(page).getByLabel('Phone').fill('+1 310 555 0188');
    await main(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your name and phone are saved.')).toBeVisible(SLOW);
    await page.goto('/register');
    await expect(main(page).getByLabel(/^Name/)).toHaveValue('Dr. Reg Student');
    await expect(main(page).getByLabel(/^Name/)).toHaveAttribute('readonly', '');
    await expect(main(page).getByLabel(/^Phone/)).toHaveValue('+1 310 555 0188');
    await expect(main(page).getByLabel(/^Phone/)).toHaveAttribute('readonly', '');
  });

  test('a student who pays on /register finds the courses and the payment in the account', async ({
    page,
  }) => {
    await asNewVisitor(page);
    const email = newEmail('payer');
    await signUpConfirmed(page, email);

    // Pay for the Fellowship through the real page, card form and (stand-in) webhook.
    await page.goto('/register?program=fellowship');
    await expect(main(page).locator('form[novalidate]')).toHaveCount(1);
    await expect(main(page).getByLabel(/^Email/)).toHaveValue(email);
    await main(page).getByLabel(/^Name/).fill('Dr. Paying Student');
    await main(page)
      .getByLabel(/^Phone/)
      .fill('+1 310 555 0177');
    await main(page).getByRole('button', { name: 'Continue to Payment ($12,000)' }).click();
    await payWithTestCard(page);

    // The webhook records the order a moment later.
    await expect(async () => {
      await page.goto('/account');
      await expect(
        page.getByRole('region', { name: 'Active Courses' }).getByRole('listitem'),
      ).toContainText(
        [
          'Basic Dental Implantology (Online, 24 CE Hours)',
          'Advanced and Immediate Implantology (Online, 24 CE Hours)',
          'Basic and Intermediate Surgery (Beverly Hills)',
        ],
        { timeout: 1_000 },
      );
    }).toPass(SLOW);

    // A program's courses are booked session by session from the account, without payment.
    const clinical1 = page
      .getByRole('region', { name: 'Active Courses' })
      .getByRole('listitem')
      .filter({ hasText: 'Basic and Intermediate Surgery' });
    await expect(clinical1).toContainText('No session chosen yet.');
    await hydrated(page);
    await clinical1.getByRole('radio', { name: /Apr 15-20, 2027, Beverly Hills, CA/ }).check();
    await clinical1.getByRole('button', { name: 'Book this session' }).click();
    await expect(page.getByRole('status')).toHaveText('Your seat is booked.', SLOW);
    await expect(clinical1).toContainText('Session: Apr 15-20, 2027, Beverly Hills, CA');
    await expect(
      page
        .getByRole('region', { name: 'Active Courses' })
        .getByRole('listitem')
        .filter({ hasText: 'Basic Dental Implantology' }),
    ).toContainText('Dates to be announced.');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/account?tab=payments');
    const paid = page.getByRole('row', { name: /Fellowship Program/ });
    await expect(paid.getByRole('cell').nth(2)).toHaveText('$12,000.00');
    await expect(paid.getByRole('cell').nth(3)).toHaveText('completed');
    await page.goto('/account?tab=info');
    await expect(main(page).getByRole('definition').first()).toHaveText('Dr. Paying Student');
  });
});

test.describe('dated sessions', () => {
  test('a course bought for its session from /courses shows that session in the account', async ({
    page,
  }) => {
    await asNewVisitor(page);
    const email = newEmail('session');
    await signUpConfirmed(page, email);

    await page.goto('/courses?panel=module3#details');
    const popup = page.getByRole('dialog');
    await popup.getByRole('button', { name: 'Close' }).click();
    await page
      .getByRole('link', { name: /Register.*May 14-16, 2027/ })
      .first()
      .click();
    await expect(page).toHaveURL(/session=module3-2027-05/);
    await expect(main(page).locator('form[novalidate]')).toHaveCount(1);
    await expect(main(page).getByRole('radio', { name: /May 14-16, 2027/ })).toBeChecked();
    await main(page).getByLabel(/^Name/).fill('Dr. Session Student');
    await main(page)
      .getByLabel(/^Phone/)
      .fill('+1 310 555 0178');
    await main(page)
      .getByRole('button', { name: /^Continue to Payment/ })
      .click();
    await expect(main(page)).toContainText('May 14-16, 2027, Beverly Hills, CA');
    await payWithTestCard(page);

    await expect(async () => {
      await page.goto('/account');
      await expect(
        page.getByRole('region', { name: 'Active Courses' }).getByRole('listitem'),
      ).toContainText(['Session: May 14-16, 2027, Beverly Hills, CA'], { timeout: 1_000 });
    }).toPass(SLOW);

    // The confirmation names the session and carries it as a calendar file.
    // The outbox sends it within seconds; a loaded machine may take longer.
    await expect
      .poll(
        async () =>
          // Raw: the calendar part is plain 7-bit text, which quoted-printable decoding would mangle.
          (await sentMail()).find(
            (mail) => mail.includes(`To: ${email}`) && readable(mail).includes('Your sessions'),
          ),
        SLOW,
      )
      .toMatch(
        /text\/calendar[\s\S]*DTSTART;VALUE=DATE:20270514[\s\S]*DTEND;VALUE=DATE:20270517[\s\S]*filename=sessions\.ics/,
      );
  });
});

test.describe('a dropped connection', () => {
  const failed = (page: Page) =>
    expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

  test('keeps each auth form with its message and the typed e-mail', async ({ page }) => {
    await asNewVisitor(page);
    const email = newEmail('offline');
    await signUp(page, email, 'secret-pass');
    await userMenu(page).click();
    await header(page).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/, SLOW);

    // Sign in: docs/product.md#messages's 'anything else'.
    await page.goto('/login');
    await hydrated(page);
    let restore = await dropPosts(page);
    await signIn(page, email, 'secret-pass');
    await expect(main(page).getByRole('alert')).toHaveText('Invalid email or password');
    await expect(main(page).getByLabel('Email')).toHaveValue(email);
    await failed(page);
    await restore();

    await page.goto('/create-account');
    await hydrated(page);
    restore = await dropPosts(page);
    await main(page).getByLabel('Email').fill(newEmail('offline-new'));
    await main(page)
      .getByLabel(/^Password/)
      .fill('secret-pass');
    await main(page).getByLabel('Confirm Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'The service is unavailable right now. Please try again in a moment.',
    );
    await expect(main(page).getByLabel('Email')).toHaveValue(/^offline-new/);
    await failed(page);
    await restore();

    await page.goto('/forgot-password');
    await hydrated(page);
    restore = await dropPosts(page);
    await main(page).getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'Failed to send reset email: The service is unavailable right now. Please try again in a moment.',
    );
    await expect(main(page).getByLabel('Email')).toHaveValue(email);
    await failed(page);
    await restore();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Reset link sent! Please check your email.')).toBeVisible(SLOW);

    await page.goto(await linkFromMail(email, /http:\/\/\S+reset-password\?token=[\w-]+/));
    await hydrated(page);
    restore = await dropPosts(page);
    await main(page)
      .getByLabel(/^New Password/)
      .fill('newer-pass');
    await main(page).getByLabel('Confirm New Password').fill('newer-pass');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(main(page).getByRole('alert')).toHaveText(
      'The service is unavailable right now. Please try again in a moment.',
    );
    await expect(page.getByRole('button', { name: 'Set New Password' })).toBeVisible();
    await failed(page);
    await restore();
  });

  test('the account page says the step failed and stays', async ({ page }) => {
    await asNewVisitor(page);
    await signUp(page, newEmail('offline-account'), 'secret-pass');
    await page.goto('/account');
    await hydrated(page);
    const restore = await dropPosts(page);
    await main(page).getByRole('button', { name: 'Send the link again' }).click();
    await expect(main(page).getByRole('status')).toHaveText(
      'That did not work. Please try again in a moment.',
    );
    await failed(page);
    await restore();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign up, sign in with an error shown, and log out all work', async ({ page }) => {
    await asNewVisitor(page);
    const email = newEmail('nojs');
    await signUp(page, email, 'secret-pass');
    await expect(userMenu(page)).toBeVisible();
    // <details> opens without JavaScript.
    await userMenu(page).click();
    await header(page).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/, SLOW);

    await page.goto('/login?redirectTo=/courses');
    await signIn(page, email, 'wrong-pass');
    await expect(page.getByText('Invalid email or password')).toBeVisible(SLOW);
    await expect(main(page).getByLabel('Email')).toHaveValue(email);
    await main(page).getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/courses$/, SLOW);
  });
});
