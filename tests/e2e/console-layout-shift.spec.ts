import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { CONSOLE_HEADER } from '@/lib/console-header-messages';
import { MESSAGES } from '@/lib/messages';
import { adminSession, riderSession, type TestUser } from './support';
import { sessionState } from './support/session-state';

// The operators' busiest screens keep still while they load: the header's
// alerts and name, the day's tiles, the orders table and the rider's round all
// fill in where the first paint left room for them. The browser's own
// layout-shift entries are summed from the first paint until the data is on
// screen, on a phone and on a desktop.

const MOST_SHIFT = 0.02;

/** Sums the page's layout shifts (not those right after a tap or a key) from the start. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Notifications as a fresh phone's browser has them: still to be asked (headless
 * Chromium answers "denied"), so the alerts row gets its most lines.
 */
async function notificationsStillToAsk(page: Page) {
  await page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'default' }));
}

/** The shift so far, read after two frames so the last paint's entries are in. */
const shiftSoFar = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => done((window as unknown as { __shift: number }).__shift))),
      ),
  );

/** The header's alerts as a Lighthouse run sees them: the sound switch and both alert buttons. */
async function alertsIn(page: Page) {
  await expect(page.getByRole('checkbox', { name: CONSOLE_HEADER.sound })).toBeVisible();
  await expect(page.getByRole('button', { name: CONSOLE_HEADER.allowAlerts })).toBeVisible();
  await expect(page.getByRole('button', { name: CONSOLE_DAY.push.offer })).toBeVisible();
}

const SCREENS: Array<{ name: string; path: string; who: 'admin' | 'rider'; loaded: (page: Page) => Promise<void> }> = [
  {
    name: 'Today',
    path: '/admin',
    who: 'admin',
    loaded: async (page) => {
      await expect(page.getByRole('heading', { name: MESSAGES.console.today.waiting })).toBeVisible();
      await alertsIn(page);
    },
  },
  {
    name: 'the orders list',
    path: '/admin/orders',
    who: 'admin',
    loaded: async (page) => {
      await expect(page.getByRole('table')).toBeVisible();
      await alertsIn(page);
    },
  },
  {
    name: 'the rider screen',
    path: '/rider',
    who: 'rider',
    loaded: async (page) => {
      await expect(page.getByRole('heading', { name: CONSOLE_DAY.riderDay.today }).or(page.getByText(MESSAGES.rider.empty))).toBeVisible();
    },
  },
];

for (const viewport of [
  { label: 'phone', width: 375, height: 800 },
  { label: 'large phone', width: 412, height: 823 },
  { label: 'desktop', width: 1280, height: 800 },
]) {
  test(`on a ${viewport.label}, Today, the orders list and the rider screen do not move as they load`, async ({ browser, request, baseURL }) => {
    const origin = baseURL!;
    const sessions: Record<'admin' | 'rider', TestUser> = { admin: await adminSession(request, origin), rider: await riderSession(request, origin) };
    for (const screen of SCREENS) {
      // The push offer needs the shop's service worker, which the other browser tests keep out.
      // The session is in the context's storage from the start: the screen is the first page it opens.
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        serviceWorkers: 'allow',
        storageState: sessionState(origin, sessions[screen.who]),
      });
      const page = await context.newPage();
      await notificationsStillToAsk(page);
      await watchShifts(page);
      await page.goto(screen.path);
      await screen.loaded(page);
      await expect(page.getByTestId('signed-in-as')).toBeVisible();
      const shift = await shiftSoFar(page);
      expect.soft(shift, `layout shift of ${screen.name}`).toBeLessThan(MOST_SHIFT);
      await context.close();
    }
  });
}
