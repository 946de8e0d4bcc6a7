/* global document, window, location, requestAnimationFrame -- used inside page.evaluate, which runs in the browser */
// The JavaScript a page really ships to a phone before the shopper interacts:
// a real Chromium (phone-sized, no clicks, taps or keys) opens the page, scrolls
// it to the end when asked (so anything that loads on view does), waits for the
// network to settle, and sums every script the browser received plus the
// page's inline scripts, each gzip-compressed as Cloudflare sends it.
// Dynamic imports that only a tap triggers (dialogs, islands that wake on
// interaction) are not counted because the browser never asked for them.
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Chromium from CHROMIUM_PATH or CHROME_PATH, else Debian's, else Playwright's own. */
export function chromiumPath() {
  const path = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
  return existsSync(path) ? path : undefined;
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
}

async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
}

/**
 * Measures one page. `storage` (key -> value) is put into local storage before
 * the page's scripts run (a logged-in shopper); `scrollToEnd` reads it to the end.
 * Returns { bytes, files, urls (scripts received), islandUrls (what the page's islands would load) }.
 */
export async function measurePageScripts(browser, url, { storage = {}, scrollToEnd = false } = {}) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  // The first-visit popup is not part of what a page ships; keep it shut.
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, { hasSeenPopup: 'true', ...storage });
  const pending = [];
  const sizes = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => sizes.set(response.url(), gzipSync(body).length),
        () => {},
      ),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    if (scrollToEnd) {
      // Step down the page like a reader would, so view-triggered loads happen.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
      }
      await settle(page);
    }
    await Promise.all(pending);
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((s) => !s.type || s.type === 'module' || s.type === 'text/javascript')
        .map((s) => s.textContent ?? '')
        .join('\n'),
    );
    // What each island would load (its component and its framework's renderer) once it wakes.
    const islandUrls = await page.evaluate(() =>
      [...document.querySelectorAll('astro-island')].flatMap((island) =>
        ['component-url', 'renderer-url'].map((name) => new URL(island.getAttribute(name) ?? '', location.href).href),
      ),
    );
    const files = [...sizes.values()].reduce((a, b) => a + b, 0);
    return {
      bytes: files + (inline ? gzipSync(inline).length : 0),
      files: sizes.size,
      urls: [...sizes.keys()],
      islandUrls: [...new Set(islandUrls)],
    };
  } finally {
    await context.close();
  }
}
