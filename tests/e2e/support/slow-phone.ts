import type { Page } from '@playwright/test';

// A mid-range phone on patchy data: a slow CPU and network, and the islands'
// JavaScript held back until the test lets it through. Holding the script is
// what makes "typed before hydration" deterministic; the shop's API answers
// are real.

/** Slows the page's CPU 4x and its network to a slow-3G-like link. */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (780 * 1024) / 8,
    uploadThroughput: (330 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Holds every /_astro/ script until the returned function is called. */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js(\?.*)?$/, async (route) => {
    await gate;
    await route.continue();
  });
  return async () => {
    release();
  };
}
