import type { APIRoute } from 'astro';
import { endpointContext, publicText } from '@/server/pages/endpoint-context';
import { sitemapTags } from '@/server/cache-tags';
import { productPage } from '@/server/pages/product-listing';
import { sitemapIndexXml, sitemapParts } from '@/server/pages/sitemap';

// A sitemap index for the host's shop: one file of pages (home, policies,
// categories) and product files of 500 each (see src/server/pages/sitemap.ts).
export const GET: APIRoute = async (context) => {
  const { catalogue, origin } = endpointContext(context);
  const { total } = await productPage(catalogue, { limit: 1 }).catch(() => ({ total: 0 }));
  const locs = sitemapParts(total).map((part) => `${origin}/sitemaps/${part}.xml`);
  return publicText(sitemapIndexXml(locs), 'application/xml; charset=utf-8', sitemapTags(context.locals.distributor.id));
};
