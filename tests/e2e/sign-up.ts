import { execFileSync } from 'node:child_process';

import { e2eDatabaseUrl } from './database';
import { type Browser, expect, type Page } from './fixtures';
import { linkFromMail } from './mail';
import { visitorAddress } from './visitor';

// Signing up hashes a password (slow on a busy machine).
const SLOW = { timeout: 30_000 };

/** Creates an account on /create-account; it lands on / with the check-your-e-mail notice. */
export async function signUp(page: Page, email: string, password = 'secret-pass') {
  const main = page.getByRole('main');
  await page.goto('/create-account');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel(/^Password/).fill(password);
  await main.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/\?welcome=check-email$/, SLOW);
}

/**
 * A new browser at an address of its own (the per-address limits stay out of the way), signed
 * up, and with `confirm` its address confirmed through the e-mailed link.
 */
export async function signedUp(
  browser: Browser,
  email: string,
  {
    confirm = false,
    viewport,
  }: { confirm?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await browser.newContext({
    ...(viewport && { viewport }),
    extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
  });
  const page = await context.newPage();
  await signUp(page, email);
  if (confirm) {
    await page.goto(await linkFromMail(email, /http:\/\/\S+\/account\?verify=[\w-]+/));
    await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Thank you: your e-mail address is confirmed.',
    );
  }
  return page;
}

/** Makes the account staff (or, with '--revoke', a student again) with the CLI, as the academy does. */
export function makeStaff(email: string, ...flags: string[]): string {
  return execFileSync('node_modules/.bin/tsx', ['scripts/user-staff.ts', email, ...flags], {
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl() },
    encoding: 'utf8',
  });
}
