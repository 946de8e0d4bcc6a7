import type { CatalogueSource } from '@/lib/api/catalogue';
import { remembered, type MemoryUse } from '../catalogue-memory';

// The pages' catalogue reads through the instance's short memory (see
// catalogue-memory.ts), keyed by the distributor, the read and its arguments.
// Reviews are not here: a shopper's new review purges nothing, and they expect
// to see it on the next view.

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
