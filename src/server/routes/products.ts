import type { Context } from 'hono';
import { routeList } from '../http/route-list';
import { idParam } from '../http/validate';
import { catalogueOf } from '../services/catalogue';
import type { AppEnv } from '../types';
import { apiCacheHeaders, apiTags, tag } from '../cache-tags';

// ecomProd/ecomProducts: catalogue reads (services/catalogue.ts). Writes
// (admin) are added by the operator routes of their issue.

const catalogue = (c: Context<AppEnv>) => catalogueOf(c.var.db, c.var.distributor);

/** The list query from the URL (the category list takes no search text). */
const listQuery = (c: Context<AppEnv>, withSearch: boolean) => ({
  q: withSearch ? c.req.query('q') : undefined,
  sort: c.req.query('sort'),
  limit: c.req.query('limit'),
  offset: c.req.query('offset'),
});

export const products = routeList()
  .get('/', { access: 'public' }, async (c) => {
    const result = await catalogue(c).products(listQuery(c, true));
    c.header('X-Total-Count', String(result.total));
    // The products answer the query as corrected ("Did you mean ...?"), URI-encoded: it may be Hindi.
    if (result.corrected) c.header('X-Search-Corrected', encodeURIComponent(result.corrected));
    return c.json(result.products, 200, apiCacheHeaders(apiTags(c.var.distributor.id, tag.list(c.var.distributor.id))));
  })
  .get('/category/:category', { access: 'public' }, async (c) => {
    const result = await catalogue(c).products(listQuery(c, false), idParam(c, 'category'));
    c.header('X-Total-Count', String(result.total));
    const did = c.var.distributor.id;
    return c.json(result.products, 200, apiCacheHeaders(apiTags(did, tag.list(did), tag.category(did, idParam(c, 'category')))));
  })
  // Not in the shop's original API contract: the home page's per-category sections in one
  // call (the page falls back to one list call per category without it).
  .get('/sections', { access: 'public' }, async (c) => {
    const did = c.var.distributor.id;
    return c.json(await catalogue(c).sections(c.req.query('per')), 200, apiCacheHeaders(apiTags(did, tag.list(did), tag.categories(did))));
  })
  // Live: orders change it at any moment, and no purge follows them.
  .get('/stock/:id', { access: 'public' }, async (c) => c.json(await catalogue(c).stock(idParam(c)), 200, { 'Cache-Control': 'no-store' }))
  .get('/:id', { access: 'public' }, async (c) => {
    const product = await catalogue(c).product(idParam(c));
    const did = c.var.distributor.id;
    // Each size's price and stock are in the answer: a write to any of them purges it.
    const sizes = product.variants.map((v) => tag.product(did, v.id));
    return c.json(product, 200, apiCacheHeaders(apiTags(did, tag.product(did, product.id), ...sizes)));
  });
