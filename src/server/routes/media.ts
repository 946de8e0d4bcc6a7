import { Hono } from 'hono';
import { publicMediaKey, publicMediaResponse } from '../media/public-media';
import type { AppEnv } from '../types';

// /media/{folder}/{image}: the host's shop's public media from R2 (its own
// prefix only: another shop's file is not found here).

export const media = new Hono<AppEnv>().get('/:folder/:name', async (c) => {
  const key = publicMediaKey(c.var.distributor.slug, c.req.param('folder'), c.req.param('name'));
  return publicMediaResponse(c.env.MEDIA, key, c.req.header('if-none-match'));
});
