import { routeList } from '../http/route-list';
import { notFound } from '../domain-error';
import { mediaPath } from '@/lib/media-path';
import { isPublicFolder, publicMediaKey } from '../media/public-media';
import { WORDS } from '@/lib/words';

// files/Ecommerce/{folder}/{image}: the old address of the host's shop's
// media. It moved to /media/{folder}/{image} (src/server/routes/media.ts),
// outside /api, which robots.txt keeps crawlers from; links already out there
// are sent on for good. Only a file of this shop moves: anything else is not
// found here, as before.

export const files = routeList().get('/Ecommerce/:folder/:name', { access: 'public' }, async (c) => {
  const folder = c.req.param('folder');
  const name = c.req.param('name');
  const key = publicMediaKey(c.var.distributor.slug, folder, name);
  if (!isPublicFolder(folder) || !(await c.env.MEDIA.head(key))) throw notFound(WORDS.apiAnswers.notFound.file);
  return c.body(null, 301, { location: mediaPath(folder, name), 'cache-control': 'public, max-age=86400' });
});
