import type { AstroGlobal } from 'astro';
import { env } from 'cloudflare:workers';
import { catalogueApi } from '@/lib/api/catalogue';
import { loadShell } from './shell';
import { browserApiRoot, pageTransport } from './page-transport';
import { shopOrigin } from './shop-origin';
import { edgeCacheHeaders, pageTags } from './cache-tags';

/**
 * Everything a page needs to talk to the API for its distributor, with the
 * header/footer data already loading (awaited by the layout), and the shop's
 * configured origin for absolute URLs (never the request's Host header).
 */
export function pageContext(Astro: AstroGlobal) {
  const distributor = Astro.locals.distributor;
  const transport = pageTransport(Astro.request, distributor, Astro.locals.cfContext);
  const catalogue = catalogueApi(transport);
  const shell = loadShell(catalogue, distributor.name);
  // Avoid an unhandled rejection if a page bails out before the layout awaits it.
  shell.catch(() => undefined);
  const origin = shopOrigin(env, distributor.slug, Astro.url);
  return { distributor, transport, catalogue, shell, apiRoot: browserApiRoot(), origin };
}

/**
 * Catalogue HTML is the same for every visitor of a host: let the edge keep it
 * briefly, tagged with what it shows (besides the shop's settings and category
 * bar, which every page carries) so operator writes purge it at once.
 */
export function cachePublic(Astro: AstroGlobal, { tags = [], seconds = 60 }: { tags?: string[]; seconds?: number } = {}): void {
  const headers = edgeCacheHeaders(pageTags(Astro.locals.distributor.id, ...tags), seconds);
  for (const [name, value] of Object.entries(headers)) Astro.response.headers.set(name, value);
}

/** Pages that depend on the visitor are never stored by shared caches. */
export function cachePrivate(Astro: AstroGlobal): void {
  Astro.response.headers.set('Cache-Control', 'private, no-store');
}
