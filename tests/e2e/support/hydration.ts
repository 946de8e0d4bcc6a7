import { expect, type Locator, type Page } from '@playwright/test';
import { SESSION_STORAGE } from '@/lib/session-rules';

// Astro drops an <astro-island>'s `ssr` attribute once the island has
// hydrated: tests wait for that before typing or clicking, since a control
// used before then is plain server HTML (before-hydration.spec.ts is about
// exactly that case).

/**
 * Waits until islands have hydrated: every island of `component` inside
 * `scope` (client:visible ones must be scrolled to first), or, without a
 * component, every island of the page's header and main (or of `scope`)
 * except client:interaction ones, which wait for the shopper.
 */
export async function hydrated(scope: Page | Locator, component?: string, { timeout }: { timeout?: number } = {}): Promise<void> {
  if (component) {
    await expect(scope.locator(`astro-island[component-url*="/${component}."][ssr]`)).toHaveCount(0, { timeout });
    return;
  }
  const waiting = 'astro-island[ssr]:not([client="interaction"])';
  const whole = 'goto' in scope;
  const selector = whole ? `header ${waiting}, main ${waiting}` : waiting;
  await expect(scope.locator(selector)).toHaveCount(0, { timeout });
  // A signed-in shopper's header script has loaded the session store (and so
  // started its watch); a guest's waits for their first touch.
  if (whole && (await scope.evaluate((key) => localStorage.getItem(key) !== null, SESSION_STORAGE.userId))) {
    await expect(scope.locator('header [data-cart-button][data-live]')).toHaveCount(1, { timeout });
  }
}

/** Opens a page and waits until its islands have hydrated. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/**
 * The island around a control, hydrated. A client:interaction island wakes
 * when the shopper reaches for it, so one of its controls is focused first,
 * as tabbing to it would.
 */
export async function hydratedIsland(page: Page, inner: string): Promise<Locator> {
  const island = page.locator('astro-island', { has: page.locator(inner) }).first();
  await wakeByFocus(island);
  await expect(island).not.toHaveAttribute('ssr', /.*/);
  return island;
}

/** Focuses the first control of a client:interaction island that has not woken yet. */
async function wakeByFocus(island: Locator): Promise<void> {
  if ((await island.getAttribute('client')) !== 'interaction' || (await island.getAttribute('ssr')) === null) return;
  await island.locator('button:not([disabled]), input, a[href]').first().focus();
}
