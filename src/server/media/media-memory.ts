// A Worker instance's memory of the public pictures it has just answered.
//
// A page asks for a dozen pictures at once, and each was an R2 read (plus the
// shop's lookup) for bytes that never change: an uploaded picture always gets
// a new name (image-upload.ts), and nothing deletes one. Kept here, a burst of
// picture requests is answered without waiting on storage, and R2 is read once
// per picture per instance for as long as it is kept.
// Storage only: media.ts decides what is kept and for which request.

export interface KeptMedia {
  until: number;
  body: ArrayBuffer;
  headers: [string, string][];
  etag: string;
}

/** How long a picture is kept: its bytes never change, so this bounds only the memory's churn. */
export const MEDIA_KEEP_MS = 10 * 60_000;
/** Larger files go straight from R2 to the browser: a product photo is 5 to 60 KB, a banner up to 150 KB. */
export const MEDIA_KEEP_MAX_BYTES = 256 * 1024;
// A Worker has 128 MB; pictures may take at most this much of it.
const MAX_TOTAL_BYTES = 8 * 1024 * 1024;

const kept = new Map<string, KeptMedia>();
let total = 0;

function drop(key: string): void {
  const entry = kept.get(key);
  if (!entry) return;
  total -= entry.body.byteLength;
  kept.delete(key);
}

export function keptMedia(key: string, now = Date.now()): KeptMedia | null {
  const entry = kept.get(key);
  if (!entry) return null;
  if (entry.until <= now) {
    drop(key);
    return null;
  }
  // Most recently used last: the oldest use goes first when memory is full.
  kept.delete(key);
  kept.set(key, entry);
  return entry;
}

export function keepMedia(key: string, entry: KeptMedia): void {
  const size = entry.body.byteLength;
  if (size > MEDIA_KEEP_MAX_BYTES) return;
  drop(key);
  while (total + size > MAX_TOTAL_BYTES && kept.size) drop(kept.keys().next().value!);
  kept.set(key, entry);
  total += size;
}

/** Forgets every kept picture, as a new Worker instance starts (the API tests, before each file). */
export function forgetKeptMedia(): void {
  kept.clear();
  total = 0;
}
