import { Hono, type Context } from 'hono';
import { readListQuery, readSectionSize, type ListQuery } from '@/lib/catalogue-query';
import { notFound, badRequest } from '../http/errors';
import { idParam } from '../http/validate';
import { getProduct, getStock, listCategorySections, listProducts } from '../data/products';
import type { AppEnv } from '../types';
import { apiCacheHeaders, apiTags, tag } from '../cache-tags';

// ecomProd/ecomProducts: catalogue reads. Writes (admin) are added by the
// operator routes of their issue.

/** The list query from the URL, or 400 with the first refusal's message. */
function listQuery(c: Context<AppEnv>, withSearch: boolean): ListQuery {
  const read = readListQuery({
    q: withSearch ? c.req.query('q') : undefined,
    sort: c.req.query('sort'),
    limit: c.req.query('limit'),
    offset: c.req.query('offset'),
  });
  if (!read.ok) throw badRequest(read.message);
  return read.value;
}

export const products = new Hono<AppEnv>()
  .get('/', async (c) => {
    const result = await listProducts(c.env.DB, { distributorId: c.var.distributor.id, ...listQuery(c, true) });
    c.header('X-Total-Count', String(result.total));
    return c.json(result.products, 200, apiCacheHeaders(apiTags(c.var.distributor.id, tag.list(c.var.distributor.id))));
  })
  .get('/category/:category', async (c) => {
    const result = await listProducts(c.env.DB, {
      distributorId: c.var.distributor.id,
      categoryId: idParam(c, 'category'),
      ...listQuery(c, false),
    });
    c.header('X-Total-Count', String(result.total));
    const did = c.var.distributor.id;
    return c.json(result.products, 200, apiCacheHeaders(apiTags(did, tag.list(did), tag.category(did, idParam(c, 'category')))));
  })
  // Not in the shop's original API contract: the home page's per-category sections in one
  // call (the page falls back to one list call per category without it).
  .get('/sections', async (c) => {
    const per = readSectionSize(c.req.query('per'));
    if (!per.ok) throw badRequest(per.message);
    const did = c.var.distributor.id;
    return c.json(await listCategorySections(c.env.DB, did, per.value), 200, apiCacheHeaders(apiTags(did, tag.list(did), tag.categories(did))));
  })
  .get('/stock/:id', async (c) => {
    const stock = await getStock(c.env.DB, c.var.distributor.id, idParam(c));
    if (!stock) throw notFound('Product not found.');
    // Live: orders change it at any moment, and no purge follows them.
    return c.json(stock, 200, { 'Cache-Control': 'no-store' });
  })
  .get('/:id', async (c) => {
    const product = await getProduct(c.env.DB, c.var.distributor.id, idParam(c));
    if (!product) throw notFound('Product not found.');
    return c.json(product, 200, apiCacheHeaders(apiTags(c.var.distributor.id, tag.product(c.var.distributor.id, product.id))));
  });
