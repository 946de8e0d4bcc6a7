import type { AstroGlobal } from 'astro';
import { env } from 'cloudflare:workers';
import { loadShell } from './shell';
import { browserApiRoot, pageSources } from './page-sources';
import { shopOrigin } from '../shop-origin';
import { edgeCacheHeaders, pageTags } from '../cache-tags';

/**
 * Everything a page needs to read its distributor's catalogue, with the
 * header/footer data already loading (awaited by the layout), and the shop's
 * configured origin for absolute URLs (never the request's Host header).
 */
export function pageContext(Astro: AstroGlobal) {
  const distributor = Astro.locals.distributor;
  const { catalogue, reviews } = pageSources(Astro.request, distributor);
  const shell = loadShell(catalogue, distributor.name);
  // Avoid an unhandled rejection if a page bails out before the layout awaits it.
  shell.catch(() => undefined);
  const origin = shopOrigin(env, distributor.slug);
  return { distributor, catalogue, reviews, shell, apiRoot: browserApiRoot(), origin };
}

/**
 * Catalogue HTML is the same for every visitor of a host: let the edge keep it
 * briefly, tagged with what it shows (besides the shop's settings and category
 * bar, which every page carries) so operator writes purge it at once (and once
 * more when reads other instances kept from before the write have lapsed).
 */
export function cachePublic(Astro: AstroGlobal, { tags = [], seconds = 60 }: { tags?: string[]; seconds?: number } = {}): void {
  const headers = edgeCacheHeaders(pageTags(Astro.locals.distributor.id, ...tags), seconds);
  for (const [name, value] of Object.entries(headers)) Astro.response.headers.set(name, value);
}

/** Pages that depend on the visitor are never stored by shared caches. */
export function cachePrivate(Astro: AstroGlobal): void {
  Astro.response.headers.set('Cache-Control', 'private, no-store');
}
