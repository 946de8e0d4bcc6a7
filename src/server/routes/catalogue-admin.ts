import type { Context } from 'hono';
import { CATEGORY_TRANSLATIONS } from '@/contract/category-fields';
import { routeList } from '../http/route-list';
import {
  categoryCreatePayload,
  categoryFieldsPayload,
  categoryUpdatePayload,
  discountPayload,
  productCreatePayload,
  productUpdatePayload,
} from '@/contract/catalogue-admin.input';
import { MESSAGES } from '@/lib/messages';
import { badRequest } from '../domain-error';
import { idParam, parseInput, readJson } from '../http/validate';
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
import { WORDS } from '@/lib/words';

// Operator writes to the catalogue: products, discount, stock batches
// and categories. Admins of the host's distributor only: a guest gets 401, a
// customer or delivery person 403 (requireAuth). Mounted at '/', so every path
// is written out and the guard is attached per route.

const PRODUCTS = '/ecomProd/ecomProducts';
const CATEGORIES = '/ecomProdcat/ecomcategory';
const writerOf = (c: Context<AppEnv>): CatalogueWriter => ({
  db: c.var.db,
  media: c.env.MEDIA,
  distributor: c.var.distributor,
  actorId: c.var.user.id,
  events: c.var.events,
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
    throw badRequest(WORDS.apiAnswers.request.malformedForm);
  }
  const raw: Record<string, unknown> = {};
  const files: CategoryInput['files'] = {};
  if (typeof form.category === 'string') raw.category = form.category;
  for (const { key } of CATEGORY_TRANSLATIONS) if (typeof form[key] === 'string') raw[key] = form[key];
  for (const key of CATEGORY_IMAGE_FIELDS) {
    const value = form[key];
    if (value instanceof File) files[key] = value;
    else if (typeof value === 'string' && value !== '') raw[key] = value;
  }
  if (!Object.keys(files).length && !Object.keys(raw).length) throw badRequest(WORDS.admin.selectImage);
  // An update may carry only a file; emptiness was checked above.
  return { fields: parseInput(mode === 'create' ? categoryCreatePayload : categoryFieldsPayload, raw), files };
}

export const catalogueAdmin = routeList()
  .post(PRODUCTS, { access: 'admin', audit: 'product.create', body: productCreatePayload }, async (c) => {
    const input = await readJson(c, productCreatePayload);
    const id = await createProduct(writerOf(c), input);
    return c.json(await productAfterWrite(c.var.db, c.var.distributor.id, id, 'created'), 201);
  })
  .put(`${PRODUCTS}/:id`, { access: 'admin', audit: 'product.edit', body: productUpdatePayload }, async (c) => {
    const id = idParam(c);
    const input = await readJson(c, productUpdatePayload);
    await changeProduct(writerOf(c), id, input);
    return c.json(await productAfterWrite(c.var.db, c.var.distributor.id, id, 'updated'));
  })
  .delete(`${PRODUCTS}/:id`, { access: 'admin', audit: 'product.withdraw' }, async (c) => {
    const answer = await withdrawProductOf(writerOf(c), idParam(c));
    return c.json(answer);
  })
  .patch(`${PRODUCTS}/:id/discount`, { access: 'admin', audit: 'product.discount', body: discountPayload }, async (c) => {
    const id = idParam(c);
    const { discount } = await readJson(c, discountPayload);
    await setProductDiscount(writerOf(c), id, discount);
    return c.json(await productAfterWrite(c.var.db, c.var.distributor.id, id, 'discount'));
  })
  .get(`${PRODUCTS}/:id/batches`, { access: 'admin' }, async (c) => {
    return c.json(await stockBatchesOf(c.var.db, c.var.distributor.id, idParam(c)));
  })
  .post(CATEGORIES, { access: 'admin', audit: 'category.create' }, async (c) => {
    const input = await readCategory(c, 'create');
    const id = await createCategory(writerOf(c), input);
    return c.json(await categoryAfterWrite(c.var.db, c.var.distributor.id, id, MESSAGES.admin.categoryCreated), 201);
  })
  .put(`${CATEGORIES}/:id`, { access: 'admin', audit: 'category.edit' }, async (c) => {
    const id = idParam(c);
    const input = await readCategory(c, 'update');
    const message = await changeCategory(writerOf(c), id, input);
    return c.json(await categoryAfterWrite(c.var.db, c.var.distributor.id, id, message));
  })
  .delete(`${CATEGORIES}/:id`, { access: 'admin', audit: 'category.delete' }, async (c) => {
    const answer = await removeCategory(writerOf(c), idParam(c));
    return c.json(answer);
  });
