import { describe, expect, it, vi } from 'vitest';
import type { Category } from '@/contract/catalogue';
import { readProduct } from '@/contract/catalogue';
import { ApiError } from '@/lib/api/transport';
import { loadHomeSections } from './home-sections';

const category = (id: number, name: string): Category => ({ id, category: name, category_name_hi: null, category_image: null, banner_image: null, createdAt: '' });
const product = (id: number, categoryId: number) => readProduct({ id, product_name: `P${id}`, category_id: categoryId });
const categories = [category(1, 'Tea'), category(2, 'Rice'), category(3, 'Oil')];

describe('home sections', () => {
  it('come from one call, in the categories’ order', async () => {
    const api = {
      categorySections: vi.fn(async () => [
        { category_id: 2, total: 30, products: [product(5, 2)] },
        { category_id: 1, total: 1, products: [product(4, 1)] },
      ]),
      categoryProductPage: vi.fn(),
    };
    const sections = await loadHomeSections(api, Promise.resolve(categories), 12);
    expect(api.categorySections).toHaveBeenCalledWith(12);
    expect(api.categoryProductPage).not.toHaveBeenCalled();
    expect(sections.map((s) => [s.category.category, s.products.map((p) => p.id), s.total])).toEqual([
      ['Tea', [4], 1],
      ['Rice', [5], 30],
      ['Oil', [], null],
    ]);
  });

  it('fall back to a list call per category when the API has no sections call', async () => {
    const api = {
      categorySections: vi.fn(async () => {
        throw new ApiError(404, 'Not found.', 'NOT_FOUND');
      }),
      categoryProductPage: vi.fn(async (id: number) => {
        if (id === 3) throw new ApiError(500, 'down', 'INTERNAL');
        return { products: [product(id * 10, id)], total: 7 };
      }),
    };
    const sections = await loadHomeSections(api, Promise.resolve(categories), 12);
    expect(api.categoryProductPage).toHaveBeenCalledTimes(3);
    expect(api.categoryProductPage).toHaveBeenCalledWith(2, { limit: 12 });
    expect(sections.map((s) => [s.category.id, s.products.map((p) => p.id), s.total])).toEqual([
      [1, [10], 7],
      [2, [20], 7],
      [3, [], null],
    ]);
  });
});
