import { Hono } from 'hono';
import { notFound } from '../domain-error';
import { MEDIA_FOLDERS, shopMediaKey, type MediaFolder } from '../media/media-keys';
import type { AppEnv } from '../types';

// files/Ecommerce/{folder}/{image}: the host's shop's media from R2 (its own
// prefix only: another shop's file is not found here). Names are immutable (a
// new image gets a new name), so browsers and the edge may keep them a long time.

const FOLDERS = new Set<string>(MEDIA_FOLDERS);
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

export const files = new Hono<AppEnv>().get('/Ecommerce/:folder/:name', async (c) => {
  const folder = c.req.param('folder');
  const name = c.req.param('name');
  if (!FOLDERS.has(folder) || !NAME.test(name)) throw notFound('File not found.');
  const object = await c.env.MEDIA.get(shopMediaKey(c.var.distributor.slug, folder as MediaFolder, name));
  if (!object) throw notFound('File not found.');
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('etag', object.httpEtag);
  headers.set('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
  // An SVG opened directly must never run script.
  headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  headers.set('x-content-type-options', 'nosniff');
  if (c.req.header('if-none-match') === object.httpEtag) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
});
