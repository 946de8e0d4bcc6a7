import type { CatalogueSource } from '@/lib/api/catalogue';
import type { Category, Product } from '@/contract/catalogue';

export interface HomeSection {
  category: Category;
  products: Product[];
  /** How many products the category holds (null when unknown). */
  total: number | null;
}

/**
 * The home page's per-category sections, in the categories' order. The
 * built-in API answers them in one call; an external API root that speaks
 * only the plain contract gets one list call per category instead.
 */
export async function loadHomeSections(
  api: Pick<CatalogueSource, 'categorySections' | 'categoryProductPage'>,
  categories: Promise<Category[]>,
  perCategory: number,
): Promise<HomeSection[]> {
  const batched = api.categorySections(perCategory).catch(() => null);
  const [list, sections] = await Promise.all([categories, batched]);
  if (sections) {
    const byId = new Map(sections.map((s) => [s.category_id, s]));
    return list.map((category) => ({
      category,
      products: byId.get(category.id)?.products ?? [],
      total: byId.get(category.id)?.total ?? null,
    }));
  }
  return Promise.all(
    list.map((category) =>
      api
        .categoryProductPage(category.id, { limit: perCategory })
        .then((page) => ({ category, ...page }))
        .catch(() => ({ category, products: [], total: null })),
    ),
  );
}
