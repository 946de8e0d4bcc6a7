import type { ProductWrite } from '@/contract/catalogue-admin.input';
import { MESSAGES } from '@/lib/messages';
import { WORDS } from '@/lib/words';
import { badRequest, notFound } from '../domain-error';
import { assertOwnMedia } from '../media/own-media';
import { categoryBelongs, insertProduct, updateProduct, withdrawProduct } from '../data/catalogue-admin';
import { getProduct } from '../data/products';
import type { RequestEvents } from '../events/request-events';
import type { ShopEvent } from '../events/shop-events';
import { assertGstClassGiven, assertGstRateInForce } from './gst';

// Operators' writes to products: create, change, discount and withdraw, and
// the stock batch view. Every write is scoped to the host's shop; a category,
// GST rate or image named in the input must be the shop's and in force.
// Each write records its shop event in its batch (events/request-events.ts).

/** Who writes where: the shop's database and media, the shop, the operator (for the stock history) and the request's events. */
export interface CatalogueWriter {
  db: D1Database;
  media: R2Bucket;
  distributor: { id: number; slug: string };
  actorId: number;
  events: RequestEvents;
}

/** The event of a write to one product. */
function productEvent(type: ShopEvent['type'], id: number, detail?: ShopEvent['detail']): ShopEvent {
  return { type, target: { kind: 'product', ref: id }, products: [id], detail };
}

async function assertInputOfShop(w: CatalogueWriter, input: ProductWrite): Promise<void> {
  if (input.category_id !== undefined && !(await categoryBelongs(w.db, w.distributor.id, input.category_id))) {
    throw badRequest(WORDS.admin.unknownCategory);
  }
  await assertGstRateInForce(w.db, input.gst_rate);
  await assertOwnMedia(w.media, w.distributor.slug, 'ecomProducts', [input.image]);
}

/** Adds a product; answers its id. */
export async function createProduct(w: CatalogueWriter, input: ProductWrite): Promise<number> {
  await assertInputOfShop(w, input);
  assertGstClassGiven(input);
  const event: ShopEvent = { type: 'product.create', target: { kind: 'product', newest: 'products' }, detail: { product_name: input.product_name } };
  const id = await insertProduct(w.events.database(w.db, event), w.distributor.id, input, w.actorId);
  event.products = [id];
  return id;
}

/** Changes the given fields of a product on sale. */
export async function changeProduct(w: CatalogueWriter, id: number, input: ProductWrite): Promise<void> {
  await assertInputOfShop(w, input);
  const db = w.events.database(w.db, productEvent('product.edit', id));
  if (!(await updateProduct(db, w.distributor.id, id, input, w.actorId))) throw notFound(WORDS.admin.productNotFound);
}

export async function setProductDiscount(w: CatalogueWriter, id: number, discount: number): Promise<void> {
  const db = w.events.database(w.db, productEvent('product.discount', id, { discount }));
  if (!(await updateProduct(db, w.distributor.id, id, { discount }, w.actorId))) throw notFound(WORDS.admin.productNotFound);
}

// Read when answering, in the request's language: a string read at module
// load would keep the language of whichever request first loaded the module.
const WRITTEN = {
  created: () => MESSAGES.admin.productCreated,
  updated: () => MESSAGES.admin.productUpdated,
  discount: () => MESSAGES.admin.discountUpdated,
} as const;

/** The answer to a product write: what was done and the product as it now is. */
export async function productAfterWrite(db: D1Database, distributorId: number, id: number, done: keyof typeof WRITTEN) {
  const product = await getProduct(db, distributorId, id);
  if (!product) throw notFound(WORDS.admin.productNotFound);
  return { message: WRITTEN[done](), product };
}

/** Always a withdrawal (see withdrawProduct); the message says whether past orders keep it. */
export async function withdrawProductOf(w: CatalogueWriter, id: number) {
  const outcome = await withdrawProduct(w.events.database(w.db, productEvent('product.withdraw', id)), w.distributor.id, id);
  if (outcome === 'missing') throw notFound(WORDS.admin.productNotFound);
  return { message: outcome === 'withdrawn' ? MESSAGES.admin.productDeleted : MESSAGES.admin.productWithdrawn };
}

/**
 * The shop keeps one stock figure per product, not per batch: that figure is
 * the one batch there is (none when nothing is in stock).
 */
export async function stockBatchesOf(db: D1Database, distributorId: number, id: number) {
  const product = await getProduct(db, distributorId, id);
  if (!product) throw notFound(WORDS.admin.productNotFound);
  if (product.total_stock <= 0) return [];
  return [
    {
      batch_no: `STOCK-${product.id}`,
      product_id: product.id,
      quantity: product.total_stock,
      stock_minimum_level: product.stock_minimum_level,
      stock_maximum_level: product.stock_maximum_level,
    },
  ];
}
