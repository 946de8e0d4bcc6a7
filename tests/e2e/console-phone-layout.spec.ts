import { expect, test } from '@playwright/test';
import { CONSOLE_HEADER } from '@/lib/console-header-messages';
import { MESSAGES } from '@/lib/messages';
import { adminSession, hydrated, useSession } from './support';
import { sessionState } from './support/session-state';

const PHONE = { width: 390, height: 844 };

// The console on a phone: every section of the menu shows (it wraps rather
// than scroll out of sight), and a checkbox draws as a normal box beside its
// words, not stretched above them.

test('on a phone the section menu shows every section and checkboxes sit beside their labels', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  await page.setViewportSize({ width: 375, height: 800 });
  await useSession(page, origin, await adminSession(request, origin));
  await page.goto('/admin/products/new');
  await hydrated(page.locator('main'));
  const nav = page.getByRole('navigation', { name: MESSAGES.console.navLabel });
  const links = nav.getByRole('link');
  expect(await links.count()).toBe(Object.keys(MESSAGES.console.sections).length);
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }

  const box = page.getByRole('checkbox', { name: MESSAGES.prescription.requiredBadge });
  const label = page.locator('label', { has: box });
  const [boxRect, labelRect] = [(await box.boundingBox())!, (await label.boundingBox())!];
  expect(boxRect.width).toBeLessThan(30);
  // Beside the words: the box sits within the label's one line, not above it.
  expect(boxRect.y).toBeGreaterThanOrEqual(labelRect.y);
  expect(boxRect.y + boxRect.height).toBeLessThanOrEqual(labelRect.y + labelRect.height);
  expect(labelRect.height).toBeLessThan(60);
});

// The alerts (sound switch, browser alerts) fill in once the island asked the
// API; their box is drawn from the first paint, so the page below never moves.
test('on a phone the page does not move down when the header’s alerts fill in', async ({ browser, request, baseURL }) => {
  const origin = baseURL!;
  const admin = await adminSession(request, origin);
  const mainTop = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled, storageState: sessionState(origin, admin) });
    const page = await context.newPage();
    await page.goto('/admin');
    if (javaScriptEnabled) await expect(page.getByRole('checkbox', { name: CONSOLE_HEADER.sound })).toBeVisible();
    const top = (await page.locator('main').boundingBox())!.y;
    await context.close();
    return top;
  };
  // Without scripts: the page as first painted, before any island.
  expect(await mainTop(true)).toBe(await mainTop(false));
});
