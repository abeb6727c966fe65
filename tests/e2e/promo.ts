import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The promotional popup on /courses. The server sends it open (non-modal); hydration makes it
 * modal, and that is the sign the page's JavaScript answers.
 */
export function promoPopup(page: Page, heading: string): Locator {
  return page.getByRole('dialog', { name: heading });
}

/** Waits until hydration has made the popup modal. */
export async function promoModal(page: Page, heading: string) {
  const popup = promoPopup(page, heading);
  await expect(popup).toBeVisible();
  await expect.poll(() => popup.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  return popup;
}

/** Waits for the modal popup (so the page is hydrated), then closes it with its button. */
export async function closePromoPopup(page: Page, heading: string, close = 'Close') {
  const popup = await promoModal(page, heading);
  await popup.getByRole('button', { name: close }).click();
  await expect(popup).toBeHidden();
}
