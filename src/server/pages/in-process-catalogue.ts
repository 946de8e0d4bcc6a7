import type { CatalogueSource, ProductQuery } from '@/lib/api/catalogue';
import type { ReviewSource } from '@/lib/api/reviews';
import { type Category, type Distributor, type Product } from '@/contract/catalogue';
import { POLICY_PAGES } from '@/contract/catalogue';
import { ApiError } from '@/lib/api/transport';
import { readListQuery, readSectionSize } from '@/lib/catalogue-query';
import { DomainError } from '../data/domain-error';
import { ApiError as HttpError, domainAnswer } from '../http/errors';
import { getCategory, listCategories } from '../data/categories';
import { getBanners, getGeneralSettings, getPage, listSliders } from '../data/content';
import { getProduct, listCategorySections, listProducts, type ApiProduct } from '../data/products';
import { assertProductOfShop, listReviews, ratingSummary } from '../data/reviews';

// The pages' reads served straight from the data layer: no Request, no JSON,
// no schema parse. Each answer has the shape, the limits and the errors (a
// client ApiError with the status) that the API's answer gives after the
// client's schema, so a page cannot tell the two apart
// (tests/api/in-process-catalogue.test.ts compares them).

const PAGE_NAMES = new Set<string>(Object.values(POLICY_PAGES));

/** The client schemas read an empty string as "none". */
const orNull = (value: string | null | undefined): string | null => (value ? value : null);

function asProduct(p: ApiProduct): Product {
  return { ...p, image: orNull(p.image) };
}

function asCategory(c: Category): Category {
  return { ...c, category_image: orNull(c.category_image), banner_image: orNull(c.banner_image) };
}

/** The API's refusal of a bad query, as the client sees it. */
function refused(message: string): never {
  throw new ApiError(400, message, 'BAD_REQUEST');
}

function listFilter(distributorId: number, query: ProductQuery, categoryId?: number) {
  const read = readListQuery(query);
  if (!read.ok) refused(read.message);
  return { distributorId, categoryId, ...read.value };
}

/** The data layer's errors become the client's ApiError with the status and code the API would answer. */
async function clientErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof DomainError) {
      const { status, body } = domainAnswer(err);
      throw new ApiError(status, body.message, body.code);
    }
    if (err instanceof HttpError) throw new ApiError(err.status, err.message, err.code);
    throw err;
  }
}

export function inProcessCatalogue(db: D1Database, distributor: Distributor): CatalogueSource {
  const did = distributor.id;
  const page = async (filter: ReturnType<typeof listFilter>) => {
    const { products, total } = await listProducts(db, filter);
    return { products: products.map(asProduct), total };
  };
  return {
    product: async (id) => {
      const product = await getProduct(db, did, id);
      if (!product) throw new ApiError(404, 'Product not found.', 'NOT_FOUND');
      return asProduct(product);
    },
    productPage: async (query = {}) => page(listFilter(did, query)),
    categoryProductPage: async (categoryId, query = {}) => page(listFilter(did, { ...query, q: undefined }, categoryId)),
    categorySections: async (per) => {
      const size = readSectionSize(per);
      if (!size.ok) refused(size.message);
      const sections = await listCategorySections(db, did, size.value);
      return sections.map((s) => ({ ...s, products: s.products.map(asProduct) }));
    },
    categories: async () => (await listCategories(db, did)).map(asCategory),
    category: async (id) => {
      const category = await getCategory(db, did, id);
      if (!category) throw new ApiError(404, 'Category not found.', 'NOT_FOUND');
      return asCategory(category);
    },
    banners: async () => {
      const b = await getBanners(db, did);
      return {
        ...b,
        offerBannerFirst: orNull(b.offerBannerFirst),
        offerBannerSecond: orNull(b.offerBannerSecond),
        popupBanner: orNull(b.popupBanner),
        paymentGatewayImage: orNull(b.paymentGatewayImage),
      };
    },
    sliders: async () => (await listSliders(db, did)).map((s) => ({ id: s.id, image: s.image ?? '' })),
    generalSettings: async () => {
      const s = await getGeneralSettings(db, distributor);
      return { ...s, logo: orNull(s.logo), paymentGatewayImage: orNull(s.paymentGatewayImage) };
    },
    page: async (name) => {
      const found = PAGE_NAMES.has(name) ? await getPage(db, did, name) : null;
      if (!found) throw new ApiError(404, 'Page not found.', 'NOT_FOUND');
      return { content: found.content ?? '' };
    },
  };
}

/**
 * A product's public reviews and rating, only for a product of this shop (as
 * the API checks). The check runs beside the read, not before it: one round
 * trip to the database instead of two, and a failed check still throws away
 * whatever the read found.
 */
export function inProcessReviews(db: D1Database, distributor: Distributor): ReviewSource {
  // One check per product for this source (one request), though the page reads both the list and the summary.
  const checks = new Map<number, Promise<unknown>>();
  const checkOnce = (productId: number) => {
    let check = checks.get(productId);
    if (!check) checks.set(productId, (check = assertProductOfShop(db, distributor.id, productId)));
    return check;
  };
  const ofShop = <T>(productId: number, read: () => Promise<T>) =>
    clientErrors(async () => (await Promise.all([checkOnce(productId), read()]))[1]);
  return {
    list: (productId) => ofShop(productId, () => listReviews(db, productId)),
    summary: (productId) => ofShop(productId, () => ratingSummary(db, productId)),
  };
}
