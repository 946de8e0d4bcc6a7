import type { Page } from '@playwright/test';

// A mid-range phone on patchy data: a slow CPU and network, and the islands'
// JavaScript held back until the test lets it through. Holding the script is
// what makes "typed before hydration" deterministic; the shop's API answers
// are real.

/**
 * Slows the page's CPU 4x and, unless `network` is false, its network to a
 * slow-3G-like link. A test that holds the scripts or requests it is about
 * already decides their order; the slow link only adds waiting there.
 * Returns a function that gives the page its full speed back.
 */
export async function throttle(page: Page, { network = true }: { network?: boolean } = {}): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (780 * 1024) / 8,
      uploadThroughput: (330 * 1024) / 8,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (network) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

/**
 * Holds the page's requests to `url` (only those of `method`, when given) on
 * their way until `release()`; `requested` settles when the first one is held.
 * The requests then go on unchanged to the real server.
 */
export async function holdRequests(page: Page, url: string | RegExp, { method }: { method?: string } = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const requested = new Promise<void>((resolve) => (held = resolve));
  await page.route(url, async (route) => {
    if (!method || route.request().method() === method) {
      held();
      await released;
    }
    await route.continue();
  });
  return { requested, release };
}

/** Holds every /_astro/ script until the returned function is called. */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const { release } = await holdRequests(page, /\/_astro\/.*\.js(\?.*)?$/);
  return async () => {
    release();
  };
}
