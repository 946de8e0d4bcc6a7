// When a page's paints have settled: it has been shown, and no larger paint
// has followed for a while. Work nobody waits for (the page's idle scripts)
// starts then, so its requests do not compete with the first screen's
// pictures and its start does not run while they are still being painted.
// No imports here: it is written into the page as an inline script.

/**
 * The event the page's deferred scripts send on `document` once the page has
 * loaded and its paints have settled (work that waits for that and is written
 * into the page listens for it instead of importing this file).
 */
export const PAINTS_SETTLED_EVENT = 'shop:paints-settled';

/** How long after the last larger paint the page counts as settled. */
export const PAINTS_SETTLED_MS = 500;
/** A page that never paints (a tab opened in the background) is settled after this long. */
const PAINTS_SETTLE_AT_MOST_MS = 5000;

/** Runs `run` once the page's paints have settled (at once where the browser cannot tell). */
export function afterPaintsSettle(run: () => void): void {
  if (!(PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint')) {
    run();
    return;
  }
  let done = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(quiet);
    run();
  };
  // The first largest-paint entry comes with the first contentful paint, and
  // one more with each larger paint after it: each restarts the quiet time.
  const observer = new PerformanceObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, PAINTS_SETTLED_MS);
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(finish, PAINTS_SETTLE_AT_MOST_MS);
}
