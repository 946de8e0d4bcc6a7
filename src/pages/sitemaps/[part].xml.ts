import type { APIRoute } from 'astro';
import { POLICY_PAGES } from '@/contract/catalogue';
import { endpointContext, publicText } from '@/server/pages/endpoint-context';
import { sitemapTags } from '@/server/cache-tags';
import { productPage } from '@/server/pages/product-listing';
import { SITEMAP_PRODUCTS_PER_FILE, inEveryLanguage, parseSitemapPart, urlsetXml, type SitemapUrl } from '@/server/pages/sitemap';

// /sitemaps/pages.xml and /sitemaps/products-N.xml of the host's shop.
export const GET: APIRoute = async (context) => {
  const part = parseSitemapPart(context.params.part ?? '');
  if (!part) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  const { catalogue, origin } = endpointContext(context);
  let urls: SitemapUrl[];
  if (part.kind === 'pages') {
    const categories = await catalogue.categories();
    urls = [
      ...inEveryLanguage(origin, '/ecommerce', { changefreq: 'daily', priority: 1 }),
      ...inEveryLanguage(origin, '/ecommerce/prod-card', { changefreq: 'daily', priority: 0.6 }),
      ...categories.flatMap((c) => inEveryLanguage(origin, `/ecommerce/category/${c.id}`, { changefreq: 'daily', priority: 0.7 })),
      ...Object.keys(POLICY_PAGES).flatMap((slug) => inEveryLanguage(origin, `/ecommerce/${slug}`, { changefreq: 'monthly', priority: 0.3 })),
    ];
  } else {
    const { products } = await productPage(catalogue, {
      sort: 'relevance',
      limit: SITEMAP_PRODUCTS_PER_FILE,
      offset: (part.page - 1) * SITEMAP_PRODUCTS_PER_FILE,
    });
    if (products.length === 0 && part.page > 1) return new Response('Not found', { status: 404 });
    urls = products.flatMap((p) => inEveryLanguage(origin, `/product/details/${p.id}`, { changefreq: 'weekly', priority: 0.8 }));
  }
  return publicText(urlsetXml(urls), 'application/xml; charset=utf-8', sitemapTags(context.locals.distributor.id));
};
