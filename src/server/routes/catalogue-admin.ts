import type { Context } from 'hono';
import { routeList } from '../http/route-list';
import { purges } from '../http/route-purges';
import {
  categoryCreatePayload,
  categoryFieldsPayload,
  categoryUpdatePayload,
  discountPayload,
  productCreatePayload,
  productUpdatePayload,
  type CategoryWrite,
} from '@/contract/catalogue-admin.input';
import { MESSAGES } from '@/lib/messages';
import { badRequest, notFound, conflict } from '../domain-error';
import { firstIssue, idParam, readJson } from '../http/validate';
import { assertOwnMedia } from '../media/own-media';
import { storeImage } from '../media/image-upload';
import { getCategory } from '../data/categories';
import { getProduct } from '../data/products';
import {
  categoryBelongs,
  categoryNameTaken,
  deleteCategory,
  insertCategory,
  insertProduct,
  updateCategory,
  updateProduct,
  withdrawProduct,
} from '../data/catalogue-admin';
import { assertGstClassGiven, assertGstRateInForce } from '../services/gst';
import type { AppEnv } from '../types';

// Operator writes to the catalogue: products, discount, stock batches
// and categories. Admins of the host's distributor only: a guest gets 401, a
// customer or delivery person 403 (requireAuth). Mounted at '/', so every path
// is written out and the guard is attached per route.

const PRODUCTS = '/ecomProd/ecomProducts';
const CATEGORIES = '/ecomProdcat/ecomcategory';
async function assertCategory(c: Context<AppEnv>, categoryId: number | undefined) {
  if (categoryId !== undefined && !(await categoryBelongs(c.env.DB, c.var.distributor.id, categoryId))) {
    throw badRequest(MESSAGES.admin.unknownCategory);
  }
}

async function productAnswer(c: Context<AppEnv>, id: number, message: string, status: 200 | 201 = 200) {
  const product = await getProduct(c.env.DB, c.var.distributor.id, id);
  if (!product) throw notFound(MESSAGES.admin.productNotFound);
  return c.json({ message, product }, status);
}

type ImageField = 'category_image' | 'banner_image';
const IMAGE_FIELDS: ImageField[] = ['category_image', 'banner_image'];

interface CategoryInput {
  fields: CategoryWrite;
  files: Partial<Record<ImageField, File>>;
}

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
  for (const key of IMAGE_FIELDS) {
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

/** Stores the uploaded images and puts their new names into the fields. */
async function withStoredImages(c: Context<AppEnv>, input: CategoryInput): Promise<CategoryWrite> {
  const fields = { ...input.fields };
  await assertOwnMedia(c, 'ecomCategories', IMAGE_FIELDS.filter((key) => !input.files[key]).map((key) => fields[key]));
  for (const key of IMAGE_FIELDS) {
    const file = input.files[key];
    if (file) fields[key] = await storeImage(c.env.MEDIA, c.var.distributor.slug, 'ecomCategories', key === 'banner_image' ? 'banner' : 'category', file);
  }
  return fields;
}

/** The UNIQUE (distributor, name) constraint, hit by a concurrent write. */
function nameConflict(err: unknown): never {
  if (String(err).includes('UNIQUE')) throw conflict(MESSAGES.admin.categoryExists);
  throw err;
}

async function assertNameFree(c: Context<AppEnv>, name: string | undefined, exceptId = 0) {
  if (name !== undefined && (await categoryNameTaken(c.env.DB, c.var.distributor.id, name, exceptId))) {
    throw conflict(MESSAGES.admin.categoryExists);
  }
}

export const catalogueAdmin = routeList()
  .post(PRODUCTS, { access: 'admin', audit: { action: 'product.create', kind: 'product', newest: 'products', fields: ['product_name'] }, purges: purges.productsWritten, body: productCreatePayload }, async (c) => {
    const input = await readJson(c, productCreatePayload);
    await assertCategory(c, input.category_id);
    await assertGstRateInForce(c.env.DB, input.gst_rate);
    await assertOwnMedia(c, 'ecomProducts', [input.image]);
    assertGstClassGiven(input);
    const id = await insertProduct(c.env.DB, c.var.distributor.id, input, c.var.user.id);
    c.set('written', [id]);
    return productAnswer(c, id, MESSAGES.admin.productCreated, 201);
  })
  .put(`${PRODUCTS}/:id`, { access: 'admin', audit: { action: 'product.edit', kind: 'product', param: 'id' }, purges: purges.productOfPath, body: productUpdatePayload }, async (c) => {
    const id = idParam(c);
    const input = await readJson(c, productUpdatePayload);
    await assertCategory(c, input.category_id);
    await assertGstRateInForce(c.env.DB, input.gst_rate);
    await assertOwnMedia(c, 'ecomProducts', [input.image]);
    if (!(await updateProduct(c.env.DB, c.var.distributor.id, id, input, c.var.user.id))) throw notFound(MESSAGES.admin.productNotFound);
    return productAnswer(c, id, MESSAGES.admin.productUpdated);
  })
  .delete(`${PRODUCTS}/:id`, { access: 'admin', audit: { action: 'product.withdraw', kind: 'product', param: 'id' }, purges: purges.productOfPath }, async (c) => {
    // Always a withdrawal (see withdrawProduct); the message says whether past orders keep it.
    const outcome = await withdrawProduct(c.env.DB, c.var.distributor.id, idParam(c));
    if (outcome === 'missing') throw notFound(MESSAGES.admin.productNotFound);
    return c.json({ message: outcome === 'withdrawn' ? MESSAGES.admin.productDeleted : MESSAGES.admin.productWithdrawn });
  })
  .patch(`${PRODUCTS}/:id/discount`, { access: 'admin', audit: { action: 'product.discount', kind: 'product', param: 'id', fields: ['discount'] }, purges: purges.productOfPath, body: discountPayload }, async (c) => {
    const id = idParam(c);
    const { discount } = await readJson(c, discountPayload);
    if (!(await updateProduct(c.env.DB, c.var.distributor.id, id, { discount }, c.var.user.id))) throw notFound(MESSAGES.admin.productNotFound);
    return productAnswer(c, id, MESSAGES.admin.discountUpdated);
  })
  .get(`${PRODUCTS}/:id/batches`, { access: 'admin' }, async (c) => {
    const product = await getProduct(c.env.DB, c.var.distributor.id, idParam(c));
    if (!product) throw notFound(MESSAGES.admin.productNotFound);
    // The shop keeps one stock figure per product, not per batch: that figure
    // is the one batch there is (none when nothing is in stock).
    const batches =
      product.total_stock > 0
        ? [
            {
              batch_no: `STOCK-${product.id}`,
              product_id: product.id,
              quantity: product.total_stock,
              stock_minimum_level: product.stock_minimum_level,
              stock_maximum_level: product.stock_maximum_level,
            },
          ]
        : [];
    return c.json(batches);
  })
  .post(CATEGORIES, { access: 'admin', audit: { action: 'category.create', kind: 'category', newest: 'categories', fields: ['category'] }, purges: purges.categoriesWritten }, async (c) => {
    const input = await readCategory(c, 'create');
    await assertNameFree(c, input.fields.category);
    const fields = await withStoredImages(c, input);
    const id = await insertCategory(c.env.DB, c.var.distributor.id, { ...fields, category: input.fields.category! }).catch(nameConflict);
    c.set('written', [id]);
    return c.json({ message: MESSAGES.admin.categoryCreated, category: await getCategory(c.env.DB, c.var.distributor.id, id) }, 201);
  })
  .put(`${CATEGORIES}/:id`, { access: 'admin', audit: { action: 'category.edit', kind: 'category', param: 'id', fields: ['category'] }, purges: purges.categoryOfPath }, async (c) => {
    const id = idParam(c);
    const input = await readCategory(c, 'update');
    // Check before storing any file, so a wrong id leaves nothing behind.
    if (!(await categoryBelongs(c.env.DB, c.var.distributor.id, id))) throw notFound(MESSAGES.admin.categoryNotFound);
    await assertNameFree(c, input.fields.category, id);
    const fields = await withStoredImages(c, input);
    const updated = await updateCategory(c.env.DB, c.var.distributor.id, id, fields).catch(nameConflict);
    if (!updated) throw notFound(MESSAGES.admin.categoryNotFound);
    const message = Object.keys(input.files).length ? MESSAGES.admin.bannerUpdated : MESSAGES.admin.categoryUpdated;
    return c.json({ message, category: await getCategory(c.env.DB, c.var.distributor.id, id) });
  })
  .delete(`${CATEGORIES}/:id`, { access: 'admin', audit: { action: 'category.delete', kind: 'category', param: 'id' }, purges: purges.categoryOfPath }, async (c) => {
    const outcome = await deleteCategory(c.env.DB, c.var.distributor.id, idParam(c));
    if (outcome === 'missing') throw notFound(MESSAGES.admin.categoryNotFound);
    if (outcome === 'in-use') throw conflict(MESSAGES.admin.categoryHasProducts);
    return c.json({ message: MESSAGES.admin.categoryDeleted });
  });
