import { expect, type Locator, type Page } from '@playwright/test';

// The shop's alerts (sweetalert2) and its one-time home popup.

export const alertPopup = (page: Page) => page.locator('.swal2-popup');

/**
 * An alert with this title is showing: press OK and wait until it has gone.
 * The alert hands focus back to the control that opened it a moment after it
 * closes; a test that types next names that control in `focusBackOn` and
 * waits for it, else its keys could land there.
 */
export async function acceptAlert(page: Page, title: string | RegExp, focusBackOn?: Locator): Promise<void> {
  const popup = alertPopup(page);
  await expect(popup.locator('.swal2-title')).toHaveText(title);
  // Under reduced motion (as the tests run) it has no animation whose end it would wait for to go.
  expect(await popup.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('0s');
  await popup.locator('.swal2-confirm').click();
  await expect(page.locator('.swal2-container')).toHaveCount(0);
  if (focusBackOn) await expect(focusBackOn).toBeFocused();
}

/** The home popup shows once per browser; tests about other things mark it as seen first. */
export async function skipPopup(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('hasSeenPopup', 'true'));
}
