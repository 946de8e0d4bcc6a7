import { Hono } from 'hono';
import { notFound } from '../http/errors';
import { idParam } from '../http/validate';
import { getCategory, listCategories } from '../data/categories';
import type { AppEnv } from '../types';
import { apiCacheHeaders, apiTags, tag } from '../cache-tags';

// ecomProdcat/ecomcategory: category reads.
export const categories = new Hono<AppEnv>()
  .get('/', async (c) => {
    const did = c.var.distributor.id;
    return c.json(await listCategories(c.env.DB, did), 200, apiCacheHeaders(apiTags(did, tag.categories(did))));
  })
  .get('/:id', async (c) => {
    const category = await getCategory(c.env.DB, c.var.distributor.id, idParam(c));
    if (!category) throw notFound('Category not found.');
    const did = c.var.distributor.id;
    return c.json(category, 200, apiCacheHeaders(apiTags(did, tag.categories(did), tag.category(did, category.id))));
  });
