import type { Page, Route } from '@playwright/test';

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
 * The requests then go on unchanged to the real server. Released, the route
 * is taken away once the held requests have gone on: while a page has any
 * route, Chromium's cache is off and every request of the page crosses the
 * test runner, so the next pages' scripts would all be fetched again.
 */
export async function holdRequests(page: Page, url: string | RegExp, { method }: { method?: string } = {}) {
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let held!: () => void;
  const requested = new Promise<void>((resolve) => (held = resolve));
  const onTheirWay = new Set<Promise<void>>();
  const handler = (route: Route) => {
    const passing = (async () => {
      if (!method || route.request().method() === method) {
        held();
        await released;
      }
      await route.continue();
    })();
    onTheirWay.add(passing);
    return passing.finally(() => onTheirWay.delete(passing));
  };
  await page.route(url, handler);
  let gone: Promise<void> | undefined;
  /** Lets the held requests (and any later ones) through, then takes the route away. */
  const release = () => {
    letGo();
    gone ??= Promise.allSettled([...onTheirWay])
      .then(() => page.unroute(url, handler))
      // A page the test has closed has no routes left to take away.
      .catch(() => {});
    return gone;
  };
  return { requested, release };
}

/** Holds every /_astro/ script until the returned function is called. */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const { release } = await holdRequests(page, /\/_astro\/.*\.js(\?.*)?$/);
  return release;
}
