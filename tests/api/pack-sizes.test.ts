import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '@/server/app';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { KIRANA, SEHAT, call, distributorId } from './helpers';
import { addToCart, cartOf, newProduct, newShopper, ordersOf, placeAll, placePayload, seededAccount } from './checkout-fixtures';
import { dbOf, oneDatabase } from './databases';

// Pack-size groups: the console sets and ends them (admin/products/{id}/variants),
// the product answer offers the group's sizes, and each size stays a product of
// its own in the cart and in orders.

const W = CONSOLE_DAY.packSizes;
const admin = (await seededAccount('admin@example.com')).token;
const kiranaAdmin = (await seededAccount('admin@example.com', 'kirana')).token;
const sehat = await distributorId('sehat');

const variants = (id: number, body: unknown, token = admin, method = 'PUT') => call(`admin/products/${id}/variants`, { method, token, body });
const product = (id: number, host = SEHAT) => call(`ecomProd/ecomProducts/${id}`, { host });

async function atta() {
  const small = await newProduct('sehat', { pricePaise: 25_000, stock: 9, name: 'Test Atta 5 kg' });
  const large = await newProduct('sehat', { pricePaise: 47_500, stock: 0, name: 'Test Atta 10 kg' });
  return { small, large };
}

describe('setting a group of pack sizes', () => {
  it('groups products with their labels, and each product answer lists the sizes on sale, cheapest first', async () => {
    const { small, large } = await atta();
    const saved = await variants(small.id, { variants: [{ product_id: large.id, pack_size: '10 kg' }, { product_id: small.id, pack_size: ' 5 kg ' }] });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe(W.saved);
    expect(saved.json.variants.map((v: { id: number; pack_size: string; on_sale: boolean }) => [v.id, v.pack_size, v.on_sale])).toEqual([
      [small.id, '5 kg', true],
      [large.id, '10 kg', true],
    ]);
    for (const id of [small.id, large.id]) {
      const answer = await product(id);
      expect(answer.status).toBe(200);
      expect(answer.json.variants).toEqual([
        { id: small.id, product_name: 'Test Atta 5 kg', product_name_hi: null, pack_size: '5 kg', product_price: 250, discount: 0, total_stock: 9 },
        { id: large.id, product_name: 'Test Atta 10 kg', product_name_hi: null, pack_size: '10 kg', product_price: 475, discount: 0, total_stock: 0 },
      ]);
      // The answer is purged by a write to any size: it carries every size's tag.
      expect(answer.headers.get('cache-tag')!.split(',')).toEqual(expect.arrayContaining([`p:${sehat}:${small.id}`, `p:${sehat}:${large.id}`]));
    }
    expect((await product(large.id)).json.pack_size).toBe('10 kg');
    expect((await call(`admin/products/${large.id}/variants`, { token: admin })).json.variants).toHaveLength(2);
  });

  it('adds a third size, relabels, and leaves out a member not listed', async () => {
    const { small, large } = await atta();
    const third = await newProduct('sehat', { pricePaise: 120_000, stock: 3, name: 'Test Atta 25 kg' });
    await variants(small.id, { variants: [{ product_id: small.id, pack_size: '5 kg' }, { product_id: large.id, pack_size: '10 kg' }] });
    const grown = await variants(large.id, {
      variants: [{ product_id: small.id, pack_size: '5 kg pack' }, { product_id: large.id, pack_size: '10 kg' }, { product_id: third.id, pack_size: '25 kg' }],
    });
    expect(grown.json.variants.map((v: { pack_size: string }) => v.pack_size)).toEqual(['5 kg pack', '10 kg', '25 kg']);
    const shrunk = await variants(third.id, { variants: [{ product_id: large.id, pack_size: '10 kg' }, { product_id: third.id, pack_size: '25 kg' }] });
    expect(shrunk.json.variants.map((v: { id: number }) => v.id)).toEqual([large.id, third.id]);
    expect((await product(small.id)).json.variants).toEqual([]);
  });

  it('offers only sizes on sale, and a group left with one size on sale offers none', async () => {
    const { small, large } = await atta();
    await variants(small.id, { variants: [{ product_id: small.id, pack_size: '5 kg' }, { product_id: large.id, pack_size: '10 kg' }] });
    expect((await call(`ecomProd/ecomProducts/${large.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await product(small.id)).json.variants).toEqual([]);
    // The console still shows the withdrawn size, to remove or put back.
    const group = await call(`admin/products/${small.id}/variants`, { token: admin });
    expect(group.json.variants.find((v: { id: number }) => v.id === large.id)).toMatchObject({ on_sale: false });
  });

  it('refuses bad lists with a message and changes nothing', async () => {
    const { small, large } = await atta();
    const cases: [unknown, number, string][] = [
      [{ variants: [{ product_id: small.id, pack_size: '5 kg' }] }, 400, W.tooFew],
      [{ variants: [{ product_id: small.id, pack_size: '5 kg' }, { product_id: large.id, pack_size: '  ' }] }, 400, W.labelRequired],
      [{ variants: [{ product_id: small.id, pack_size: '5 kg' }, { product_id: large.id, pack_size: 'x'.repeat(41) }] }, 400, W.labelTooLong(40)],
      [{ variants: [{ product_id: small.id, pack_size: '5 kg' }, { product_id: small.id, pack_size: '10 kg' }] }, 400, W.repeated],
      [{ variants: [{ product_id: large.id, pack_size: '10 kg' }, { product_id: 999_999_999, pack_size: '5 kg' }] }, 400, W.mustIncludeSelf],
      [{ variants: [{ product_id: small.id, pack_size: '5 kg' }, { product_id: 999_999_999, pack_size: '10 kg' }] }, 404, W.notInShop],
      [{ variants: 'all' }, 400, W.listRequired],
    ];
    for (const [body, status, message] of cases) {
      const res = await variants(small.id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.message).toBe(message);
    }
    expect((await variants(999_999_999, { variants: [{ product_id: 999_999_999, pack_size: 'a' }, { product_id: small.id, pack_size: 'b' }] })).status).toBe(404);
    const rows = await env.DB.prepare('SELECT variant_group_id, pack_size FROM products WHERE id IN (?, ?)').bind(small.id, large.id).all();
    expect(rows.results).toEqual([{ variant_group_id: null, pack_size: '' }, { variant_group_id: null, pack_size: '' }]);
  });

  it('will not take a product from another group', async () => {
    const { small, large } = await atta();
    const other = await newProduct('sehat', { pricePaise: 9_900, stock: 4, name: 'Test Salt 1 kg' });
    const other2 = await newProduct('sehat', { pricePaise: 4_900, stock: 4, name: 'Test Salt 500 g' });
    await variants(other.id, { variants: [{ product_id: other.id, pack_size: '1 kg' }, { product_id: other2.id, pack_size: '500 g' }] });
    const res = await variants(small.id, { variants: [{ product_id: small.id, pack_size: '5 kg' }, { product_id: other.id, pack_size: '1 kg' }, { product_id: large.id, pack_size: '10 kg' }] });
    expect(res).toMatchObject({ status: 409, json: { message: W.inAnotherGroup('Test Salt 1 kg'), code: 'CONFLICT' } });
    expect((await product(small.id)).json.variants).toEqual([]);
    expect((await product(other.id)).json.variants).toHaveLength(2);
  });
});

describe('taking a product out', () => {
  it('removes one size; a group left with one ends', async () => {
    const { small, large } = await atta();
    const third = await newProduct('sehat', { pricePaise: 120_000, stock: 3, name: 'Test Atta 25 kg' });
    await variants(small.id, { variants: [{ product_id: small.id, pack_size: '5 kg' }, { product_id: large.id, pack_size: '10 kg' }, { product_id: third.id, pack_size: '25 kg' }] });
    const out = await variants(third.id, undefined, admin, 'DELETE');
    expect(out).toMatchObject({ status: 200, json: { message: W.removed('Test Atta 25 kg') } });
    expect((await product(small.id)).json.variants.map((v: { id: number }) => v.id)).toEqual([small.id, large.id]);
    expect((await product(third.id)).json.variants).toEqual([]);
    expect((await variants(large.id, undefined, admin, 'DELETE')).status).toBe(200);
    expect((await product(small.id)).json.variants).toEqual([]);
    expect((await call(`admin/products/${small.id}/variants`, { token: admin })).json.variants).toEqual([]);
    // Nothing left to take out of.
    expect((await variants(small.id, undefined, admin, 'DELETE'))).toMatchObject({ status: 409, json: { message: W.notGrouped } });
    const groups = await env.DB.prepare('SELECT COUNT(*) AS n FROM variant_groups g WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.variant_group_id = g.id)').first<{ n: number }>();
    expect(groups!.n).toBe(0);
  });
});

describe('shops and people', () => {
  it('is for the shop’s admins only', async () => {
    const { small, large } = await atta();
    const shopper = await newShopper();
    const body = { variants: [{ product_id: small.id, pack_size: '5 kg' }, { product_id: large.id, pack_size: '10 kg' }] };
    expect((await variants(small.id, body, shopper.token)).status).toBe(403);
    expect((await call(`admin/products/${small.id}/variants`, { method: 'PUT', body })).status).toBe(401);
    expect((await call(`admin/products/${small.id}/variants`, { token: shopper.token })).status).toBe(403);
  });

  it("never puts another shop's product in a group", async () => {
    const { small } = await atta();
    const theirs = await newProduct('kirana', { pricePaise: 30_000, stock: 5, name: 'Kirana Atta 5 kg' });
    const mine = { variants: [{ product_id: small.id, pack_size: '5 kg' }, { product_id: theirs.id, pack_size: '10 kg' }] };
    if (oneDatabase()) {
      // Same database: the other shop's id is simply not one of this shop's products.
      expect((await variants(small.id, mine)).status).toBe(404);
      // And the database refuses it whoever writes.
      const group = await env.DB.prepare('INSERT INTO variant_groups (distributor_id) VALUES (?) RETURNING id').bind(sehat).first<{ id: number }>();
      await expect(env.DB.prepare('UPDATE products SET variant_group_id = ? WHERE id = ?').bind(group!.id, theirs.id).run()).rejects.toThrow(/another shop/);
      await env.DB.prepare('DELETE FROM variant_groups WHERE id = ?').bind(group!.id).run();
      // This shop's admin cannot set the other shop's product's group.
      expect((await variants(theirs.id, { variants: [{ product_id: theirs.id, pack_size: 'a' }, { product_id: small.id, pack_size: 'b' }] }, admin)).status).toBe(404);
    }
    // Each shop's admin groups its own shop's products, on its own host.
    const kiranaSmall = await newProduct('kirana', { pricePaise: 20_000, stock: 5, name: 'Kirana Atta 2 kg' });
    const theirsOk = await call(`admin/products/${kiranaSmall.id}/variants`, {
      method: 'PUT', host: KIRANA, token: kiranaAdmin,
      body: { variants: [{ product_id: kiranaSmall.id, pack_size: '2 kg' }, { product_id: theirs.id, pack_size: '5 kg' }] },
    });
    expect(theirsOk.status).toBe(200);
    expect((await product(theirs.id, KIRANA)).json.variants).toHaveLength(2);
    const stillTheirs = await dbOf('kirana').prepare('SELECT COUNT(*) AS n FROM products WHERE variant_group_id = (SELECT variant_group_id FROM products WHERE id = ?)').bind(theirs.id).first<{ n: number }>();
    expect(stillTheirs!.n).toBe(2);
  });
});

describe('each size stays a product', () => {
  it('goes into the cart and an order as itself, at its own price', async () => {
    const { small, large } = await atta();
    await dbOf('sehat').prepare('UPDATE products SET total_stock = 5 WHERE id = ?').bind(large.id).run();
    await variants(small.id, { variants: [{ product_id: small.id, pack_size: '5 kg' }, { product_id: large.id, pack_size: '10 kg' }] });
    const shopper = await newShopper();
    expect((await addToCart(shopper, large.id, 2)).status).toBe(200);
    const cart = await cartOf(shopper);
    expect(JSON.stringify(cart.json)).toContain(`"product_id":${large.id}`);
    const placed = await placeAll(shopper, placePayload(shopper));
    expect(placed.status).toBe(201);
    const [order] = await ordersOf(shopper.id);
    const lines = await env.DB.prepare('SELECT product_id, quantity, unit_price_paise FROM order_products WHERE order_pk = ?').bind(order!.id).all();
    expect(lines.results).toEqual([{ product_id: large.id, quantity: 2, unit_price_paise: 47_500 }]);
  });
});

describe('the demo shops', () => {
  it("offer the seeded sizes: kirana's atta in 5 kg and 10 kg, sehat's paracetamol in two strips", async () => {
    const kirana = (await call('ecomProd/ecomProducts?q=atta&limit=20', { host: KIRANA })).json as { id: number; product_name: string }[];
    const atta = kirana.find((p) => p.product_name === 'Whole Wheat Atta 5 kg')!;
    const sizes = (await product(atta.id, KIRANA)).json.variants.map((v: { product_name: string; pack_size: string }) => [v.product_name, v.pack_size]);
    expect(sizes).toEqual([['Whole Wheat Atta 5 kg', '5 kg'], ['Chakki Fresh Atta 10 kg', '10 kg']]);
    const sehatFound = (await call('ecomProd/ecomProducts?q=paracetamol&limit=20')).json as { id: number; product_name: string }[];
    const strip = sehatFound.find((p) => p.product_name === 'Paracetamol 500 mg Tablet (Strip of 10)')!;
    expect((await product(strip.id)).json.variants.map((v: { pack_size: string }) => v.pack_size)).toEqual(['500 mg · Strip of 10', '650 mg · Strip of 15']);
  });
});

describe('cache purges', () => {
  it("a group's write purges the page of every product that was or is in it", async () => {
    const { small, large } = await atta();
    const third = await newProduct('sehat', { pricePaise: 120_000, stock: 3, name: 'Test Atta 25 kg' });
    await variants(small.id, { variants: [{ product_id: small.id, pack_size: '5 kg' }, { product_id: third.id, pack_size: '25 kg' }] });
    const purged: string[] = [];
    const pending: Promise<unknown>[] = [];
    const ctx = {
      waitUntil: (p: Promise<unknown>) => void pending.push(p),
      passThroughOnException: () => undefined,
      props: {},
      cache: { purge: async ({ tags }: { tags?: string[] }) => (purged.push(...(tags ?? [])), { success: true, errors: [] }), invalidate: async () => ({ success: true, errors: [] }) },
    } as unknown as ExecutionContext;
    const body = { variants: [{ product_id: small.id, pack_size: '5 kg' }, { product_id: large.id, pack_size: '10 kg' }] };
    const res = await app.fetch(
      new Request(`${SEHAT}/api/admin/products/${small.id}/variants`, { method: 'PUT', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      env,
      ctx,
    );
    expect(res.status).toBe(200);
    await Promise.all(pending);
    // The member that left, and both that are in it now.
    expect(purged).toEqual(expect.arrayContaining([small.id, large.id, third.id].map((id) => `p:${sehat}:${id}`)));
  });
});
