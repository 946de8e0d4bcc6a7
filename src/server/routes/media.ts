import { Hono } from 'hono';
import { publicMediaKey, publicMediaResponse } from '../media/public-media';
import { variantCandidates } from '../media/image-variants';
import type { AppEnv } from '../types';

// /media/{folder}/{image}: the host's shop's public media from R2 (its own
// prefix only: another shop's file is not found here). `?w=480` asks for the
// picture's 480-pixel copy in the lightest format the browser accepts, when it
// has one (src/lib/image-variants.ts).

export const media = new Hono<AppEnv>().get('/:folder/:name', async (c) => {
  const key = publicMediaKey(c.var.distributor.slug, c.req.param('folder'), c.req.param('name'));
  const variants = variantCandidates(key, c.req.query('w'), c.req.header('accept'));
  return publicMediaResponse(c.env.MEDIA, key, c.req.header('if-none-match'), variants);
});
