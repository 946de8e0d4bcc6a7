import { POLICY_PAGES, type Distributor } from '@/contract/catalogue';
import { readListQuery, readSectionSize } from '@/lib/catalogue-query';
import { badRequest, notFound } from '../domain-error';
import { queryRefusalWords } from '../query-refusals';
import { getCategory, listCategories } from '../data/categories';
import { getBanners, getGeneralSettings, getPage, listSliders } from '../data/content';
import { getProduct, getStock, listCategorySections, listProducts } from '../data/products';
import { variantsOnSale } from '../data/product-variants';
import { assertProductOfShop, listReviews, ratingSummary } from '../data/reviews';
import { searchProducts } from './product-search';
import { WORDS } from '@/lib/words';

// The catalogue and content of one shop as the API answers them: the API's
// routes and the pages' in-process reads are both adapters over these reads,
// so each answer is shaped, limited, checked and refused in one place.

/** A list query as a URL or a page gives it (numbers as they would be written in a URL). */
interface ListQueryInput {
  q?: string | null;
  sort?: string | null;
  limit?: string | number | null;
  offset?: string | number | null;
}

const PAGE_NAMES = new Set<string>(Object.values(POLICY_PAGES));

function listFilter(query: ListQueryInput) {
  const read = readListQuery(query);
  if (!read.ok) throw badRequest(queryRefusalWords(read.refusal));
  return read.value;
}

export function catalogueOf(db: D1Database, distributor: Distributor) {
  const did = distributor.id;
  return {
    /**
     * One page of products (a search, or one category's when named) and the
     * list's total; a search also says the query it corrected to, if any.
     */
    products: async (query: ListQueryInput, categoryId?: number) => {
      const read = listFilter(query);
      const filter = { distributorId: did, categoryId, ...read };
      const list = read.q ? searchProducts(db, did, { ...read, q: read.q }, categoryId) : listProducts(db, filter).then((page) => ({ ...page, corrected: null }));
      if (categoryId === undefined) return list;
      // An unknown category is a 404, not an empty list; both reads run at once.
      const [category, page] = await Promise.all([getCategory(db, did, categoryId), list]);
      return category ? page : categoryMissing();
    },
    /** Every category's first products (the home page's sections). */
    sections: async (per: string | number | null | undefined) => {
      const size = readSectionSize(per);
      if (!size.ok) throw badRequest(queryRefusalWords(size.refusal));
      return listCategorySections(db, did, size.value);
    },
    /** One product, with the sizes on sale of its pack-size group when there are two or more to choose from. */
    product: async (id: number) => {
      const [product, variants] = await Promise.all([getProduct(db, did, id), variantsOnSale(db, did, id)]);
      return product ? { ...product, variants: variants.length > 1 ? variants : [] } : productMissing();
    },
    stock: async (id: number) => (await getStock(db, did, id)) ?? productMissing(),
    categories: () => listCategories(db, did),
    category: async (id: number) => (await getCategory(db, did, id)) ?? categoryMissing(),
    banners: () => getBanners(db, did),
    sliders: () => listSliders(db, did),
    generalSettings: () => getGeneralSettings(db, distributor),
    footer: async () => {
      const { appName, phoneNumber, email, address, webDescription } = await getGeneralSettings(db, distributor);
      return { phoneNumber, email, address, webDescription, appName };
    },
    page: async (name: string) => {
      const page = PAGE_NAMES.has(name) ? await getPage(db, did, name) : null;
      if (!page) throw notFound(WORDS.apiAnswers.notFound.page);
      return { content: page.content };
    },
  };
}

/**
 * A product's public reviews and rating, only for a product of this shop. The
 * check runs beside the read, not before it: one round trip to the database
 * instead of two, and a failed check still throws away whatever the read found.
 * One check per product for one reviewsOf (one request), though a page reads
 * both the list and the summary.
 */
export function reviewsOf(db: D1Database, distributor: Distributor) {
  const checks = new Map<number, Promise<void>>();
  const checkOnce = (productId: number) => {
    let check = checks.get(productId);
    if (!check) checks.set(productId, (check = assertProductOfShop(db, distributor.id, productId)));
    return check;
  };
  const ofShop = async <T>(productId: number, read: () => Promise<T>) => (await Promise.all([checkOnce(productId), read()]))[1];
  return {
    list: (productId: number) => ofShop(productId, () => listReviews(db, productId)),
    summary: (productId: number) => ofShop(productId, () => ratingSummary(db, productId)),
  };
}

function productMissing(): never {
  throw notFound(WORDS.apiAnswers.notFound.product);
}

function categoryMissing(): never {
  throw notFound(WORDS.apiAnswers.notFound.category);
}
