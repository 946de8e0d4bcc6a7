import type { CatalogueSource, ProductPage } from '@/lib/api/catalogue';
import type { ReviewSource } from '@/lib/api/reviews';
import {
  readBannerSettings,
  readCategory,
  readCategoryList,
  readCategorySections,
  readGeneralSettings,
  readProduct,
  readProductList,
  readSliderList,
  readStaticPage,
  type Distributor,
} from '@/contract/catalogue';
import type { Reader } from '@/contract/read';
import { readRatingSummary, readReviewList } from '@/contract/reviews';
import { ApiError } from '@/lib/api/transport';
import { DomainError } from '../domain-error';
import { domainAnswer } from '../http/errors';
import { catalogueOf, reviewsOf } from '../services/catalogue';

// The pages' reads over the same services the API's routes use: each answer
// goes through the reader the HTTP client uses, so the two sources cannot drift.

/** A page of products: the list through its reader; the total as counted. */
const readPage: Reader<ProductPage> = (raw) => {
  const { products, total, corrected } = raw as { products: unknown; total: number; corrected?: string | null };
  return { products: readProductList(products), total, corrected: corrected ?? null };
};

/**
 * A service's answer as the API's client reads it: through the contract's
 * reader, and a refusal as the client's ApiError with the API's status and
 * code. So a page cannot tell this source from the HTTP one.
 */
async function asClient<T>(reader: Reader<T>, answer: Promise<unknown>): Promise<T> {
  try {
    return reader(await answer);
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    const { status, body } = domainAnswer(err);
    throw new ApiError(status, body.message, body.code);
  }
}

/** The pages' reads answered by the shop's own services, in-process. */
export function inProcessSources(db: D1Database, distributor: Distributor): { catalogue: CatalogueSource; reviews: ReviewSource } {
  const service = catalogueOf(db, distributor);
  const reviews = reviewsOf(db, distributor);
  const page = (answer: ReturnType<typeof service.products>) => asClient(readPage, answer);
  return {
    catalogue: {
      product: (id) => asClient(readProduct, service.product(id)),
      productPage: (query = {}) => page(service.products(query)),
      categoryProductPage: (categoryId, query = {}) => page(service.products({ ...query, q: undefined }, categoryId)),
      categorySections: (per) => asClient(readCategorySections, service.sections(per)),
      categories: () => asClient(readCategoryList, service.categories()),
      category: (id) => asClient(readCategory, service.category(id)),
      banners: () => asClient(readBannerSettings, service.banners()),
      sliders: () => asClient(readSliderList, service.sliders()),
      generalSettings: () => asClient(readGeneralSettings, service.generalSettings()),
      page: (name) => asClient(readStaticPage, service.page(name)),
    },
    reviews: {
      list: (productId) => asClient(readReviewList, reviews.list(productId)),
      summary: (productId) => asClient(readRatingSummary, reviews.summary(productId)),
    },
  };
}

