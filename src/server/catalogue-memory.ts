// A Worker instance's short memory of catalogue reads, per distributor.
//
// Every page reads the shop's settings and category list, the home page a
// dozen lists, and a busy shop asks for the same ones many times a second.
// A read is kept for KEEP_MS only, so an operator's change (a new price)
// shows within seconds everywhere; a purge made by this instance forgets the
// distributor's reads at once. The promise is kept, not just the answer, so
// requests arriving together share one database read.
//
// Kept answers are shared between requests: callers must not change them.

import { noteReadFreshUntil } from './page-draw';
import { forgetPagesOf } from './page-memory';

/** How long a read is reused. A write purges the edge again once this has passed (cache-purge.ts). */
export const KEEP_MS = 2_000;
// A page of 24 products is some 10 KB: at most about 5 MB even when a crawler walks every list.
const MAX_ENTRIES = 500;

const kept = new Map<string, { until: number; value: Promise<unknown> }>();

/** Whether a read came from memory, for the page that made it. */
export interface MemoryUse {
  reused: boolean;
}

/**
 * The answer of `read` for this distributor and key: the one kept from the
 * last KEEP_MS, or a new read (kept unless it fails).
 */
export function remembered<T>(distributorId: number, key: string, read: () => Promise<T>, use?: MemoryUse, now = Date.now()): Promise<T> {
  const name = `${distributorId}|${key}`;
  const found = kept.get(name);
  if (found && found.until > now) {
    if (use) use.reused = true;
    // A page drawn from this read is kept no longer than the read (pages/remembered-pages.ts).
    noteReadFreshUntil(found.until);
    return found.value as Promise<T>;
  }
  if (kept.size >= MAX_ENTRIES) dropExpired(now);
  const value = read();
  kept.set(name, { until: now + KEEP_MS, value });
  // A failed read is not kept: the next request tries again.
  value.catch(() => {
    if (kept.get(name)?.value === value) kept.delete(name);
  });
  return value;
}

/** Forgets every read of one distributor, and the pages drawn from them (after a write that purges its pages). */
export function forgetDistributor(distributorId: number): void {
  forgetPagesOf(distributorId);
  const prefix = `${distributorId}|`;
  for (const name of kept.keys()) if (name.startsWith(prefix)) kept.delete(name);
}

/** The distributor ids named by edge cache tags (d:1, list:1, p:1:42, ...). */
export function distributorsOfTags(tags: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const t of tags) {
    const id = Number(t.split(':')[1]);
    if (Number.isInteger(id) && id > 0) ids.add(id);
  }
  return [...ids];
}

function dropExpired(now: number): void {
  for (const [name, entry] of kept) if (entry.until <= now) kept.delete(name);
  // Still full of live entries (many shops at once): start again rather than grow.
  if (kept.size >= MAX_ENTRIES) kept.clear();
}
