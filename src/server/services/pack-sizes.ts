import type { ConsolePackSizes } from '@/contract/pack-sizes';
import type { PackSizesWrite } from '@/contract/pack-sizes.input';
import { groupMembers, leaveGroup, memberIds, productsOfShop, writeGroup } from '../data/product-variants';
import { badRequest, conflict, notFound } from '../domain-error';
import { WORDS } from '@/lib/words';
import type { RequestEvents } from '../events/request-events';
import type { ShopEvent } from '../events/shop-events';

// Pack-size groups, the console's use cases: read a product's group, set it
// (who is in it, with which label), take one product out. Each write's event
// names every product whose page changed (members before and after), so
// exactly those pages are purged.


async function productOfShop(db: D1Database, distributorId: number, id: number) {
  const [product] = await productsOfShop(db, distributorId, [id]);
  if (!product) throw notFound(WORDS.admin.productNotFound);
  return product;
}

async function groupOf(db: D1Database, distributorId: number, groupId: number | null): Promise<ConsolePackSizes> {
  return { variants: groupId === null ? [] : await groupMembers(db, distributorId, groupId) };
}

/** The database refused a write that raced another (a trigger of migration 0045): nothing changed. */
function raced(err: unknown): never {
  if (/variant group/.test(String(err))) throw conflict(WORDS.consoleDay.packSizes.changedMeanwhile);
  throw err;
}

export async function packSizesOf(db: D1Database, distributorId: number, productId: number): Promise<ConsolePackSizes> {
  const product = await productOfShop(db, distributorId, productId);
  return groupOf(db, distributorId, product.variant_group_id);
}

/**
 * Makes the product's group exactly the listed products (itself among them),
 * each with its label. Every one must be this shop's and in no other group.
 */
export async function setPackSizes(
  db: D1Database,
  events: RequestEvents,
  distributorId: number,
  productId: number,
  input: PackSizesWrite,
): Promise<ConsolePackSizes> {
  const self = await productOfShop(db, distributorId, productId);
  const ids = input.variants.map((v) => v.product_id);
  if (!ids.includes(productId)) throw badRequest(WORDS.consoleDay.packSizes.mustIncludeSelf);
  const found = await productsOfShop(db, distributorId, ids);
  // Another shop's product reads as no product at all: nothing of it is told.
  if (found.length !== ids.length) throw notFound(WORDS.consoleDay.packSizes.notInShop);
  const elsewhere = found.find((p) => p.variant_group_id !== null && p.variant_group_id !== self.variant_group_id);
  if (elsewhere) throw conflict(WORDS.consoleDay.packSizes.inAnotherGroup(elsewhere.product_name));
  const before = self.variant_group_id === null ? [] : await memberIds(db, distributorId, self.variant_group_id);
  const event: ShopEvent = { type: 'product.pack_sizes', target: { kind: 'product', ref: productId }, products: [...new Set([...before, ...ids])] };
  await writeGroup(events.database(db, event), distributorId, self.variant_group_id ?? 'new', input.variants).catch(raced);
  const now = await productOfShop(db, distributorId, productId);
  return groupOf(db, distributorId, now.variant_group_id);
}

/** Takes the product out of its group; a group left with one product ends. */
export async function leavePackSizes(db: D1Database, events: RequestEvents, distributorId: number, productId: number): Promise<string> {
  const product = await productOfShop(db, distributorId, productId);
  if (product.variant_group_id === null) throw conflict(WORDS.consoleDay.packSizes.notGrouped);
  const before = await memberIds(db, distributorId, product.variant_group_id);
  const event: ShopEvent = { type: 'product.pack_size_leave', target: { kind: 'product', ref: productId }, products: before };
  await leaveGroup(events.database(db, event), distributorId, product.variant_group_id, productId).catch(raced);
  return product.product_name;
}
