import { Hono, type Context } from 'hono';
import {
  categoryCreatePayload,
  categoryFieldsPayload,
  categoryUpdatePayload,
  discountPayload,
  productCreatePayload,
  productUpdatePayload,
} from '@/contract/catalogue-admin.input';
import { MESSAGES } from '@/lib/messages';
import { requireAuth } from '../auth/guard';
import { badRequest } from '../domain-error';
import { firstIssue, idParam, readJson } from '../http/validate';
import {
  changeProduct,
  createProduct,
  productAfterWrite,
  setProductDiscount,
  stockBatchesOf,
  withdrawProductOf,
  type CatalogueWriter,
} from '../services/products-admin';
import {
  CATEGORY_IMAGE_FIELDS,
  categoryAfterWrite,
  changeCategory,
  createCategory,
  removeCategory,
  type CategoryInput,
} from '../services/categories-admin';
import type { AppEnv } from '../types';
import { categoryChangedTags, productChangedTags } from '../cache-tags';
import { purgeAfterWrite } from '../http/purge-after-write';

// Operator writes to the catalogue: products, discount, stock batches
// and categories. Admins of the host's distributor only: a guest gets 401, a
// customer or delivery person 403 (requireAuth). Mounted at '/', so every path
// is written out and the guard is attached per route.

const PRODUCTS = '/ecomProd/ecomProducts';
const CATEGORIES = '/ecomProdcat/ecomcategory';
const admin = requireAuth('admin');

const writerOf = (c: Context<AppEnv>): CatalogueWriter => ({
  db: c.env.DB,
  media: c.env.MEDIA,
  distributor: c.var.distributor,
  actorId: c.var.user.id,
});

/** A category body as JSON, or as multipart with image files (the admin form posts files). */
async function readCategory(c: Context<AppEnv>, mode: 'create' | 'update'): Promise<CategoryInput> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    return { fields: await readJson(c, mode === 'create' ? categoryCreatePayload : categoryUpdatePayload), files: {} };
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: false });
  } catch {
    throw badRequest('Malformed form data.');
  }
  const raw: Record<string, unknown> = {};
  const files: CategoryInput['files'] = {};
  if (typeof form.category === 'string') raw.category = form.category;
  if (typeof form.category_name_hi === 'string') raw.category_name_hi = form.category_name_hi;
  for (const key of CATEGORY_IMAGE_FIELDS) {
    const value = form[key];
    if (value instanceof File) files[key] = value;
    else if (typeof value === 'string' && value !== '') raw[key] = value;
  }
  if (!Object.keys(files).length && !Object.keys(raw).length) throw badRequest(MESSAGES.admin.selectImage);
  // An update may carry only a file; emptiness was checked above.
  const parsed = (mode === 'create' ? categoryCreatePayload : categoryFieldsPayload).safeParse(raw);
  if (!parsed.success) throw badRequest(firstIssue(parsed.error));
  return { fields: parsed.data, files };
}

export const catalogueAdmin = new Hono<AppEnv>()
  .post(PRODUCTS, admin, async (c) => {
    const input = await readJson(c, productCreatePayload);
    const id = await createProduct(writerOf(c), input);
    purgeAfterWrite(c, productChangedTags(c.var.distributor.id, id));
    return c.json(await productAfterWrite(c.env.DB, c.var.distributor.id, id, 'created'), 201);
  })
  .put(`${PRODUCTS}/:id`, admin, async (c) => {
    const id = idParam(c);
    const input = await readJson(c, productUpdatePayload);
    await changeProduct(writerOf(c), id, input);
    purgeAfterWrite(c, productChangedTags(c.var.distributor.id, id));
    return c.json(await productAfterWrite(c.env.DB, c.var.distributor.id, id, 'updated'));
  })
  .delete(`${PRODUCTS}/:id`, admin, async (c) => {
    const answer = await withdrawProductOf(c.env.DB, c.var.distributor.id, idParam(c));
    purgeAfterWrite(c, productChangedTags(c.var.distributor.id, idParam(c)));
    return c.json(answer);
  })
  .patch(`${PRODUCTS}/:id/discount`, admin, async (c) => {
    const id = idParam(c);
    const { discount } = await readJson(c, discountPayload);
    await setProductDiscount(writerOf(c), id, discount);
    purgeAfterWrite(c, productChangedTags(c.var.distributor.id, id));
    return c.json(await productAfterWrite(c.env.DB, c.var.distributor.id, id, 'discount'));
  })
  .get(`${PRODUCTS}/:id/batches`, admin, async (c) => {
    return c.json(await stockBatchesOf(c.env.DB, c.var.distributor.id, idParam(c)));
  })
  .post(CATEGORIES, admin, async (c) => {
    const input = await readCategory(c, 'create');
    const id = await createCategory(writerOf(c), input);
    purgeAfterWrite(c, categoryChangedTags(c.var.distributor.id, id));
    return c.json(await categoryAfterWrite(c.env.DB, c.var.distributor.id, id, MESSAGES.admin.categoryCreated), 201);
  })
  .put(`${CATEGORIES}/:id`, admin, async (c) => {
    const id = idParam(c);
    const input = await readCategory(c, 'update');
    const message = await changeCategory(writerOf(c), id, input);
    purgeAfterWrite(c, categoryChangedTags(c.var.distributor.id, id));
    return c.json(await categoryAfterWrite(c.env.DB, c.var.distributor.id, id, message));
  })
  .delete(`${CATEGORIES}/:id`, admin, async (c) => {
    const answer = await removeCategory(c.env.DB, c.var.distributor.id, idParam(c));
    purgeAfterWrite(c, categoryChangedTags(c.var.distributor.id, idParam(c)));
    return c.json(answer);
  });
