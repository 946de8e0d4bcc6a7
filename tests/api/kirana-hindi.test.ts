import { describe, expect, it } from 'vitest';
import { KIRANA, call } from './helpers';

// The demo grocery's every product has a Hindi name, with the everyday words
// shoppers use: milk is दूध and atta is आटा.

describe('kirana’s products in Hindi', () => {
  it('every product on sale carries a Hindi name', async () => {
    const res = await call('ecomProd/ecomProducts?limit=500', { host: KIRANA });
    expect(res.status).toBe(200);
    const products = res.json as Array<{ product_name: string; product_name_hi: string | null }>;
    expect(products.length).toBeGreaterThan(50);
    expect(products.filter((p) => !p.product_name_hi).map((p) => p.product_name)).toEqual([]);
    const hindiOf = (pattern: RegExp) => products.filter((p) => pattern.test(p.product_name)).map((p) => p.product_name_hi!);
    expect(hindiOf(/\bMilk\b/).length).toBeGreaterThan(0);
    for (const name of hindiOf(/\bMilk\b/)) expect(name).toContain('दूध');
    expect(hindiOf(/\bAtta\b/).length).toBeGreaterThan(0);
    for (const name of hindiOf(/\bAtta\b/)) expect(name).toContain('आटा');
  });
});
