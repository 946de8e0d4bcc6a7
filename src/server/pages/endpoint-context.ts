import type { APIContext } from 'astro';
import { env } from 'cloudflare:workers';
import { pageSources } from './page-sources';
import { shopOrigin } from '../shop-origin';
import { edgeCacheHeaders } from '../cache-tags';

// What an endpoint (sitemap, robots) needs: the host's distributor, its
// catalogue as pages read it, and the origin that absolute URLs use (the configured
// shop domain, never the request's Host header).
export function endpointContext(context: APIContext) {
  const distributor = context.locals.distributor;
  // Sitemaps stay at the edge for an hour: always from the database, never from memory.
  const { catalogue } = pageSources(context.request, distributor, { remember: false });
  return { distributor, catalogue, origin: shopOrigin(env, distributor.slug) };
}

/**
 * Text answers that are the same for every visitor of a host, tagged (see
 * cache-tags) so catalogue writes purge them.
 */
export function publicText(body: string, contentType: string, tags: string[], seconds = 3600): Response {
  return new Response(body, { headers: { 'content-type': contentType, ...edgeCacheHeaders(tags, seconds, 86400) } });
}
