import { Hono } from 'hono';
import { readSort, type ProductSort } from '@/lib/product-sort';
import { notFound, badRequest } from '../http/errors';
import { idParam, intQuery } from '../http/validate';
import { getProduct, getStock, listCategorySections, listProducts } from '../data/products';
import type { AppEnv } from '../types';
import { apiCacheHeaders, apiTags, tag } from '../cache-tags';

// ecomProd/ecomProducts: catalogue reads. Writes (admin) are added by the
// operator routes of their issue.

export const DEFAULT_PAGE = 100;
export const MAX_PAGE = 500;
export const MAX_OFFSET = 1_000_000;

function sortQuery(raw: string | undefined): ProductSort {
  const read = readSort(raw);
  if (!read.ok) throw badRequest(read.message);
  return read.sort;
}

function searchQuery(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (raw.length > 100) throw badRequest('Search text must be at most 100 characters.');
  return raw.trim() || undefined;
}

export const products = new Hono<AppEnv>()
  .get('/', async (c) => {
    const result = await listProducts(c.env.DB, {
      distributorId: c.var.distributor.id,
      q: searchQuery(c.req.query('q')),
      sort: sortQuery(c.req.query('sort')),
      limit: intQuery(c, 'limit', DEFAULT_PAGE, 1, MAX_PAGE),
      offset: intQuery(c, 'offset', 0, 0, MAX_OFFSET),
    });
    c.header('X-Total-Count', String(result.total));
    return c.json(result.products, 200, apiCacheHeaders(apiTags(c.var.distributor.id, tag.list(c.var.distributor.id))));
  })
  .get('/category/:category', async (c) => {
    const result = await listProducts(c.env.DB, {
      distributorId: c.var.distributor.id,
      categoryId: idParam(c, 'category'),
      sort: sortQuery(c.req.query('sort')),
      limit: intQuery(c, 'limit', DEFAULT_PAGE, 1, MAX_PAGE),
      offset: intQuery(c, 'offset', 0, 0, MAX_OFFSET),
    });
    c.header('X-Total-Count', String(result.total));
    const did = c.var.distributor.id;
    return c.json(result.products, 200, apiCacheHeaders(apiTags(did, tag.list(did), tag.category(did, idParam(c, 'category')))));
  })
  // Not in the shop's original API contract: the home page's per-category sections in one
  // call (the page falls back to one list call per category without it).
  .get('/sections', async (c) => {
    const per = intQuery(c, 'per', 12, 1, 50);
    const did = c.var.distributor.id;
    return c.json(await listCategorySections(c.env.DB, did, per), 200, apiCacheHeaders(apiTags(did, tag.list(did), tag.categories(did))));
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
