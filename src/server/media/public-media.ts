// A shop's public media (product, category and storefront images) as the
// browser receives it, whichever path named it. Names are immutable (a new
// image gets a new name), so browsers and the edge may keep them a long time.
// Private files (prescriptions) live under other keys and folders and are
// never reached from here.
import { notFound } from '../domain-error';
import { MEDIA_FOLDERS, shopMediaKey, type MediaFolder } from './media-keys';
import { WORDS } from '@/lib/words';
import { MEDIA_KEEP_MAX_BYTES, MEDIA_KEEP_MS, keepMedia, keptMedia } from './media-memory';

const FOLDERS = new Set<string>(MEDIA_FOLDERS);
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

/** The folder and name, checked: anything else is not found (never a path into other keys). */
/** One of the public image folders (never the private ones). */
export function isPublicFolder(folder: string): folder is MediaFolder {
  return FOLDERS.has(folder);
}

export function publicMediaKey(slug: string, folder: string, name: string): string {
  if (!isPublicFolder(folder) || !NAME.test(name)) throw notFound(WORDS.apiAnswers.notFound.file);
  return shopMediaKey(slug, folder, name);
}

/** Where a request's answer is kept: the picture and the copies it may be answered with, best first. */
function memoryKey(key: string, variants: string[] | null): string {
  return variants ? `${key}|${variants.join('|')}` : key;
}

function answer(body: ArrayBuffer | ReadableStream, headers: Headers, etag: string, ifNoneMatch: string | undefined): Response {
  if (ifNoneMatch === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

/** The answer from this instance's memory (media-memory.ts), or null when the picture is not kept. */
export function keptMediaResponse(key: string, ifNoneMatch: string | undefined, variants: string[] | null = null): Response | null {
  const entry = keptMedia(memoryKey(key, variants));
  return entry ? answer(entry.body, new Headers(entry.headers), entry.etag, ifNoneMatch) : null;
}

/**
 * The file from R2 with its type, a long cache and a sandbox (an SVG opened
 * directly must never run script). `variants`: keys of lighter copies to
 * answer instead, best first (image-variants.ts); the answer then depends on
 * the Accept header, and says so. A picture small enough is kept in memory
 * for the next request of the same copy.
 */
export async function publicMediaResponse(bucket: R2Bucket, key: string, ifNoneMatch: string | undefined, variants: string[] | null = null): Promise<Response> {
  let object: R2ObjectBody | null = null;
  for (const candidate of variants ?? []) if ((object = await bucket.get(candidate))) break;
  object ??= await bucket.get(key);
  if (!object) throw notFound(WORDS.apiAnswers.notFound.file);
  const headers = new Headers();
  if (variants) headers.set('vary', 'Accept');
  object.writeHttpMetadata(headers);
  headers.set('etag', object.httpEtag);
  headers.set('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
  headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  headers.set('x-content-type-options', 'nosniff');
  if (object.size > MEDIA_KEEP_MAX_BYTES) return answer(object.body, headers, object.httpEtag, ifNoneMatch);
  const body = await object.arrayBuffer();
  keepMedia(memoryKey(key, variants), { until: Date.now() + MEDIA_KEEP_MS, body, headers: [...headers], etag: object.httpEtag });
  return answer(body, headers, object.httpEtag, ifNoneMatch);
}
