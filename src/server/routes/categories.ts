import { Hono } from 'hono';
import { notFound } from '../http/errors';
import { idParam } from '../http/validate';
import { getCategory, listCategories } from '../data/categories';
import type { AppEnv } from '../types';

// ecomProdcat/ecomcategory: category reads.
export const categories = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listCategories(c.env.DB, c.var.distributor.id)))
  .get('/:id', async (c) => {
    const category = await getCategory(c.env.DB, c.var.distributor.id, idParam(c));
    if (!category) throw notFound('Category not found.');
    return c.json(category);
  });
