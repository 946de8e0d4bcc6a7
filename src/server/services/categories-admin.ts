import type { CategoryWrite } from '@/contract/catalogue-admin.input';
import { MESSAGES } from '@/lib/messages';
import { WORDS } from '@/lib/words';
import { conflict, notFound } from '../domain-error';
import { storeImage } from '../media/image-upload';
import { assertOwnMedia } from '../media/own-media';
import { categoryBelongs, categoryNameTaken, deleteCategory, insertCategory, updateCategory } from '../data/catalogue-admin';
import { getCategory } from '../data/categories';
import type { ShopEvent } from '../events/shop-events';
import type { CatalogueWriter } from './products-admin';

// Operators' writes to categories: create, change (with uploaded images) and
// delete an empty one. Names are unique in a shop, ignoring case.

export type CategoryImageField = 'category_image' | 'banner_image';
export const CATEGORY_IMAGE_FIELDS: CategoryImageField[] = ['category_image', 'banner_image'];

/** A category's fields, and the image files uploaded with them. */
export interface CategoryInput {
  fields: CategoryWrite;
  files: Partial<Record<CategoryImageField, File>>;
}

/** Stores the uploaded images and puts their new names into the fields; named images must be the shop's own. */
async function withStoredImages(w: CatalogueWriter, input: CategoryInput): Promise<CategoryWrite> {
  const fields = { ...input.fields };
  const named = CATEGORY_IMAGE_FIELDS.filter((key) => !input.files[key]).map((key) => fields[key]);
  await assertOwnMedia(w.media, w.distributor.slug, 'ecomCategories', named);
  for (const key of CATEGORY_IMAGE_FIELDS) {
    const file = input.files[key];
    if (file) fields[key] = await storeImage(w.media, w.distributor.slug, 'ecomCategories', key === 'banner_image' ? 'banner' : 'category', file);
  }
  return fields;
}

/** The UNIQUE (distributor, name) constraint, hit by a concurrent write. */
function nameConflict(err: unknown): never {
  if (String(err).includes('UNIQUE')) throw conflict(WORDS.admin.categoryExists);
  throw err;
}

async function assertNameFree(w: CatalogueWriter, name: string | undefined, exceptId = 0) {
  if (name !== undefined && (await categoryNameTaken(w.db, w.distributor.id, name, exceptId))) {
    throw conflict(WORDS.admin.categoryExists);
  }
}

/** Adds a category (its name is required on create); answers its id. */
export async function createCategory(w: CatalogueWriter, input: CategoryInput): Promise<number> {
  await assertNameFree(w, input.fields.category);
  const fields = await withStoredImages(w, input);
  const event: ShopEvent = { type: 'category.create', target: { kind: 'category', newest: 'categories' }, detail: { category: input.fields.category } };
  const id = await insertCategory(w.events.database(w.db, event), w.distributor.id, { ...fields, category: input.fields.category! }).catch(nameConflict);
  event.categories = [id];
  return id;
}

/** Changes a category; answers what to tell the operator (a new image is a banner update). */
export async function changeCategory(w: CatalogueWriter, id: number, input: CategoryInput): Promise<string> {
  // Checked before storing any file, so a wrong id leaves nothing behind.
  if (!(await categoryBelongs(w.db, w.distributor.id, id))) throw notFound(WORDS.admin.categoryNotFound);
  await assertNameFree(w, input.fields.category, id);
  const fields = await withStoredImages(w, input);
  const event: ShopEvent = { type: 'category.edit', target: { kind: 'category', ref: id }, categories: [id], detail: { category: input.fields.category } };
  const updated = await updateCategory(w.events.database(w.db, event), w.distributor.id, id, fields).catch(nameConflict);
  if (!updated) throw notFound(WORDS.admin.categoryNotFound);
  return Object.keys(input.files).length ? MESSAGES.admin.bannerUpdated : MESSAGES.admin.categoryUpdated;
}

/** The answer to a category write: what was done and the category as it now is. */
export async function categoryAfterWrite(db: D1Database, distributorId: number, id: number, message: string) {
  return { message, category: await getCategory(db, distributorId, id) };
}

/** Deletes an empty category; one that products still use is refused. */
export async function removeCategory(w: CatalogueWriter, id: number) {
  const event: ShopEvent = { type: 'category.delete', target: { kind: 'category', ref: id }, categories: [id] };
  const outcome = await deleteCategory(w.events.database(w.db, event), w.distributor.id, id);
  if (outcome === 'missing') throw notFound(WORDS.admin.categoryNotFound);
  if (outcome === 'in-use') throw conflict(WORDS.admin.categoryHasProducts);
  return { message: MESSAGES.admin.categoryDeleted };
}
