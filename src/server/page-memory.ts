// A Worker instance's short memory of rendered shop pages, next to its memory
// of catalogue reads (catalogue-memory.ts) and forgotten with it. Only what
// pages/remembered-pages.ts decides may be kept goes in: pages the same for
// every visitor of a host. Storage only; no rule of what is kept lives here.

export interface KeptPage {
  until: number;
  /** The shops whose edge tags the page carries: a write to one forgets it. */
  distributors: readonly number[];
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  /** The same body gzip-compressed once, for the visitors that accept it. */
  gzipped: ArrayBuffer;
  route: string;
}

// A home page is about 140 KB and 22 KB compressed: at most some 10 MB even when a crawler walks every list.
const MAX_PAGES = 60;

const pages = new Map<string, KeptPage>();

export function keptPage(key: string, now = Date.now()): KeptPage | null {
  const page = pages.get(key);
  if (!page) return null;
  if (page.until > now) return page;
  pages.delete(key);
  return null;
}

export function keepPage(key: string, page: KeptPage, now = Date.now()): void {
  if (page.until <= now) return;
  if (pages.size >= MAX_PAGES) {
    for (const [name, kept] of pages) if (kept.until <= now) pages.delete(name);
    // Still full of live pages: drop the oldest kept.
    if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
  }
  pages.set(key, page);
}

/** Forgets every page of one shop (after a write that may have changed what it shows). */
export function forgetPagesOf(distributorId: number): void {
  for (const [name, page] of pages) if (page.distributors.includes(distributorId)) pages.delete(name);
}
