import { expect, test } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { adminSession, hydrated, useSession } from './support';

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
