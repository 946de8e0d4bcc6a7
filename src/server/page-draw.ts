import { AsyncLocalStorage } from 'node:async_hooks';

// What one page's rendering drew on, for the instance's memory of rendered
// pages (pages/remembered-pages.ts): until when the kept catalogue reads it
// used stay fresh, and the route that drew it (for the log line of a page
// later answered from memory). Outside a rendering nothing is noted.

interface Drawing {
  /** The earliest moment one of the page's reads stops being fresh. */
  freshUntil: number;
  route: string | null;
}

const drawing = new AsyncLocalStorage<Drawing>();

/** Runs `render` noting what it draws on; `freshUntil` starts at `until` (a new read's lifetime). */
export function drawPage<T>(until: number, render: (noted: Readonly<Drawing>) => Promise<T>): Promise<T> {
  const noted: Drawing = { freshUntil: until, route: null };
  return drawing.run(noted, () => render(noted));
}

/** A kept read used by the page being drawn: the page is no fresher than it. */
export function noteReadFreshUntil(until: number): void {
  const noted = drawing.getStore();
  if (noted && until < noted.freshUntil) noted.freshUntil = until;
}

/** The route pattern of the page being drawn (Astro's middleware knows it). */
export function notePageRoute(route: string): void {
  const noted = drawing.getStore();
  if (noted) noted.route = route;
}
