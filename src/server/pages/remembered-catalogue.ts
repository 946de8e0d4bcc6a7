import type { CatalogueSource } from '@/lib/api/catalogue';
import type { ReviewSource } from '@/lib/api/reviews';
import { remembered, type MemoryUse } from '../catalogue-memory';

// The pages' catalogue and review reads through the instance's short memory
// (see catalogue-memory.ts), keyed by the distributor, the read and its
// arguments. A new review purges its product's tag, which also forgets this
// instance's kept reads of the shop; the reviews island reads the live list
// from the API when the shopper reaches for it.

type Read = (...args: never[]) => Promise<unknown>;

export function rememberedCatalogue(source: CatalogueSource, distributorId: number, use?: MemoryUse): CatalogueSource {
  const wrap = <K extends keyof CatalogueSource>(name: K): CatalogueSource[K] => {
    const read = source[name] as Read;
    return ((...args: never[]) => remembered(distributorId, `${name}:${JSON.stringify(args)}`, () => read(...args), use)) as CatalogueSource[K];
  };
  return {
    product: wrap('product'),
    productPage: wrap('productPage'),
    categoryProductPage: wrap('categoryProductPage'),
    categorySections: wrap('categorySections'),
    categories: wrap('categories'),
    category: wrap('category'),
    banners: wrap('banners'),
    sliders: wrap('sliders'),
    generalSettings: wrap('generalSettings'),
    page: wrap('page'),
  };
}

export function rememberedReviews(source: ReviewSource, distributorId: number): ReviewSource {
  return {
    list: (productId) => remembered(distributorId, `reviews:${productId}`, () => source.list(productId)),
    summary: (productId) => remembered(distributorId, `rating:${productId}`, () => source.summary(productId)),
  };
}
