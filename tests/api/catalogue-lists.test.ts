import { describe, expect, it } from 'vitest';
import { KIRANA, call } from './helpers';

// Paginated product lists: the page and the list's total (X-Total-Count),
// which the category and all-products views use for their page links.

describe('product list pages carry the whole list’s total', () => {
  it('counts every product, not the page', async () => {
    const all = await call('ecomProd/ecomProducts?limit=500');
    const page = await call('ecomProd/ecomProducts?limit=5&offset=5&sort=newest');
    expect(page.json).toHaveLength(5);
    expect(Number(page.headers.get('x-total-count'))).toBe(all.json.length);
    const past = await call('ecomProd/ecomProducts?limit=5&offset=5000');
    expect(past.json).toEqual([]);
    expect(Number(past.headers.get('x-total-count'))).toBe(all.json.length);
  });

  it('counts a category and a search on their own', async () => {
    const [category] = (await call('ecomProdcat/ecomcategory', { host: KIRANA })).json;
    const all = (await call(`ecomProd/ecomProducts/category/${category.id}?limit=500`, { host: KIRANA })).json;
    const page = await call(`ecomProd/ecomProducts/category/${category.id}?limit=2&sort=price_desc`, { host: KIRANA });
    expect(page.json).toHaveLength(2);
    expect(Number(page.headers.get('x-total-count'))).toBe(all.length);
    const word = all[0].product_name.slice(0, 4);
    const search = await call(`ecomProd/ecomProducts?q=${encodeURIComponent(word)}&limit=1`, { host: KIRANA });
    const matches = (await call(`ecomProd/ecomProducts?q=${encodeURIComponent(word)}&limit=500`, { host: KIRANA })).json;
    expect(Number(search.headers.get('x-total-count'))).toBe(matches.length);
  });
});

describe('home sections (one call for every category’s first products)', () => {
  it('match each category’s own list and total, in menu order, for the host’s shop only', async () => {
    for (const host of [undefined, KIRANA]) {
      const categories = (await call('ecomProdcat/ecomcategory', { host })).json as Array<{ id: number }>;
      const res = await call('ecomProd/ecomProducts/sections?per=4', { host });
      expect(res.status).toBe(200);
      expect(res.json.map((s: { category_id: number }) => s.category_id)).toEqual(categories.map((c) => c.id));
      for (const section of res.json) {
        const list = await call(`ecomProd/ecomProducts/category/${section.category_id}?limit=4`, { host });
        expect(section.products).toEqual(list.json);
        expect(section.total).toBe(Number(list.headers.get('x-total-count')));
      }
    }
  });

  it('refuses a bad size', async () => {
    for (const per of ['0', '51', 'abc', '-1']) {
      const res = await call(`ecomProd/ecomProducts/sections?per=${per}`);
      expect(res.status, per).toBe(400);
      expect(res.json.message).toEqual(expect.any(String));
    }
  });
});
