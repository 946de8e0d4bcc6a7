import { Hono, type Context } from 'hono';
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
import { requireAuth } from '../auth/guard';
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
import { categoryChangedTags, productChangedTags } from '../cache-tags';
import { purgeAfterWrite } from '../cache-purge';
import { WORDS } from '@/lib/words';

// Operator writes to the catalogue: products, discount, stock batches
// and categories. Admins of the host's distributor only: a guest gets 401, a
// customer or delivery person 403 (requireAuth). Mounted at '/', so every path
// is written out and the guard is attached per route.

const PRODUCTS = '/ecomProd/ecomProducts';
const CATEGORIES = '/ecomProdcat/ecomcategory';
const admin = requireAuth('admin');

async function assertCategory(c: Context<AppEnv>, categoryId: number | undefined) {
  if (categoryId !== undefined && !(await categoryBelongs(c.env.DB, c.var.distributor.id, categoryId))) {
    throw badRequest(WORDS.admin.unknownCategory);
  }
}

async function productAnswer(c: Context<AppEnv>, id: number, message: string, status: 200 | 201 = 200) {
  const product = await getProduct(c.env.DB, c.var.distributor.id, id);
  if (!product) throw notFound(WORDS.admin.productNotFound);
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
    throw badRequest(WORDS.apiAnswers.request.malformedForm);
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
  if (!Object.keys(files).length && !Object.keys(raw).length) throw badRequest(WORDS.admin.selectImage);
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
  if (String(err).includes('UNIQUE')) throw conflict(WORDS.admin.categoryExists);
  throw err;
}

async function assertNameFree(c: Context<AppEnv>, name: string | undefined, exceptId = 0) {
  if (name !== undefined && (await categoryNameTaken(c.env.DB, c.var.distributor.id, name, exceptId))) {
    throw conflict(WORDS.admin.categoryExists);
  }
}

export const catalogueAdmin = new Hono<AppEnv>()
  .post(PRODUCTS, admin, async (c) => {
    const input = await readJson(c, productCreatePayload);
    await assertCategory(c, input.category_id);
    await assertGstRateInForce(c.env.DB, input.gst_rate);
    await assertOwnMedia(c, 'ecomProducts', [input.image]);
    assertGstClassGiven(input);
    const id = await insertProduct(c.env.DB, c.var.distributor.id, input, c.var.user.id);
    purgeAfterWrite(c, productChangedTags(c.var.distributor.id, id));
    return productAnswer(c, id, MESSAGES.admin.productCreated, 201);
  })
  .put(`${PRODUCTS}/:id`, admin, async (c) => {
    const id = idParam(c);
    const input = await readJson(c, productUpdatePayload);
    await assertCategory(c, input.category_id);
    await assertGstRateInForce(c.env.DB, input.gst_rate);
    await assertOwnMedia(c, 'ecomProducts', [input.image]);
    if (!(await updateProduct(c.env.DB, c.var.distributor.id, id, input, c.var.user.id))) throw notFound(WORDS.admin.productNotFound);
    purgeAfterWrite(c, productChangedTags(c.var.distributor.id, id));
    return productAnswer(c, id, MESSAGES.admin.productUpdated);
  })
  .delete(`${PRODUCTS}/:id`, admin, async (c) => {
    // Always a withdrawal (see withdrawProduct); the message says whether past orders keep it.
    const outcome = await withdrawProduct(c.env.DB, c.var.distributor.id, idParam(c));
    if (outcome === 'missing') throw notFound(WORDS.admin.productNotFound);
    purgeAfterWrite(c, productChangedTags(c.var.distributor.id, idParam(c)));
    return c.json({ message: outcome === 'withdrawn' ? MESSAGES.admin.productDeleted : MESSAGES.admin.productWithdrawn });
  })
  .patch(`${PRODUCTS}/:id/discount`, admin, async (c) => {
    const id = idParam(c);
    const { discount } = await readJson(c, discountPayload);
    if (!(await updateProduct(c.env.DB, c.var.distributor.id, id, { discount }, c.var.user.id))) throw notFound(WORDS.admin.productNotFound);
    purgeAfterWrite(c, productChangedTags(c.var.distributor.id, id));
    return productAnswer(c, id, MESSAGES.admin.discountUpdated);
  })
  .get(`${PRODUCTS}/:id/batches`, admin, async (c) => {
    const product = await getProduct(c.env.DB, c.var.distributor.id, idParam(c));
    if (!product) throw notFound(WORDS.admin.productNotFound);
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
  .post(CATEGORIES, admin, async (c) => {
    const input = await readCategory(c, 'create');
    await assertNameFree(c, input.fields.category);
    const fields = await withStoredImages(c, input);
    const id = await insertCategory(c.env.DB, c.var.distributor.id, { ...fields, category: input.fields.category! }).catch(nameConflict);
    purgeAfterWrite(c, categoryChangedTags(c.var.distributor.id, id));
    return c.json({ message: MESSAGES.admin.categoryCreated, category: await getCategory(c.env.DB, c.var.distributor.id, id) }, 201);
  })
  .put(`${CATEGORIES}/:id`, admin, async (c) => {
    const id = idParam(c);
    const input = await readCategory(c, 'update');
    // Check before storing any file, so a wrong id leaves nothing behind.
    if (!(await categoryBelongs(c.env.DB, c.var.distributor.id, id))) throw notFound(WORDS.admin.categoryNotFound);
    await assertNameFree(c, input.fields.category, id);
    const fields = await withStoredImages(c, input);
    const updated = await updateCategory(c.env.DB, c.var.distributor.id, id, fields).catch(nameConflict);
    if (!updated) throw notFound(WORDS.admin.categoryNotFound);
    purgeAfterWrite(c, categoryChangedTags(c.var.distributor.id, id));
    const message = Object.keys(input.files).length ? MESSAGES.admin.bannerUpdated : MESSAGES.admin.categoryUpdated;
    return c.json({ message, category: await getCategory(c.env.DB, c.var.distributor.id, id) });
  })
  .delete(`${CATEGORIES}/:id`, admin, async (c) => {
    const outcome = await deleteCategory(c.env.DB, c.var.distributor.id, idParam(c));
    if (outcome === 'missing') throw notFound(WORDS.admin.categoryNotFound);
    if (outcome === 'in-use') throw conflict(WORDS.admin.categoryHasProducts);
    purgeAfterWrite(c, categoryChangedTags(c.var.distributor.id, idParam(c)));
    return c.json({ message: MESSAGES.admin.categoryDeleted });
  });
