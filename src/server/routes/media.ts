import { Hono, type MiddlewareHandler } from 'hono';
import { keptMediaResponse, publicMediaKey, publicMediaResponse } from '../media/public-media';
import { variantCandidates } from '../media/image-variants';
import { tenantMiddleware } from '../tenant';
import { slugForHost } from '../tenant-database';
import type { AppEnv } from '../types';

// /media/{folder}/{image}: the host's shop's public media from R2 (its own
// prefix only: another shop's file is not found here). `?w=480` asks for the
// picture's 480-pixel copy in the lightest format the browser accepts, when it
// has one (src/lib/image-variants.ts).

/** The R2 key and copies a request names, for the host's shop. */
function asked(c: Parameters<MiddlewareHandler<AppEnv>>[0], slug: string) {
  const key = publicMediaKey(slug, c.req.param('folder')!, c.req.param('name')!);
  return { key, variants: variantCandidates(key, c.req.query('w'), c.req.header('accept')) };
}

// A picture this instance answered a moment ago is answered again from memory,
// before the shop's lookup: it was kept only after that lookup found the host's
// shop. A request naming a distributor goes the whole way, so its check runs.
const fromMemory: MiddlewareHandler<AppEnv> = async (c, next) => {
  const slug = slugForHost(c.env, c.req.header('host') ?? new URL(c.req.url).host);
  if (!slug || c.req.header('distributor_id') !== undefined) return next();
  const { key, variants } = asked(c, slug);
  return keptMediaResponse(key, c.req.header('if-none-match'), variants) ?? next();
};

export const media = new Hono<AppEnv>().get('/:folder/:name', fromMemory, tenantMiddleware, async (c) => {
  const { key, variants } = asked(c, c.var.distributor.slug);
  return publicMediaResponse(c.env.MEDIA, key, c.req.header('if-none-match'), variants);
});
