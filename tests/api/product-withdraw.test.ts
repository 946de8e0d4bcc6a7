import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { SEHAT, call } from './helpers';
import { pdfText } from './pdf-text';
import { addToCart, cartOf, countOf, newProduct, newShopper, placeAll, placePayload, seededAccount, type Shopper } from './checkout-fixtures';
import { oneDatabase } from './databases';

// DELETE of a product withdraws it from sale: gone for shoppers everywhere,
// kept by past orders, invoices and reviews; its id is never reused.

let admin: Shopper;
let categoryId: number;

beforeAll(async () => {
  admin = await seededAccount('admin@example.com');
  categoryId = (await call('ecomProdcat/ecomcategory')).json[0].id;
});

const remove = (id: number) => call(`ecomProd/ecomProducts/${id}`, { method: 'DELETE', token: admin.token });
const ids = (list: Array<{ id: number }>) => list.map((p) => p.id);

async function productInCategory(name: string) {
  const product = await newProduct('sehat', { pricePaise: 24_950, discount: 10, stock: 20, name });
  await env.DB.prepare('UPDATE products SET category_id = ?, image = ? WHERE id = ?').bind(categoryId, 'withdrawn-balm.webp', product.id).run();
  return product;
}

describe('withdrawing a product with past orders', () => {
  it('takes it off every shopper-facing list, its page, and carts, answering 200', async () => {
    const product = await productInCategory('Zandu Withdrawn Balm 8 ml');
    const buyer = await newShopper('sehat');
    expect((await addToCart(buyer, product.id, 2)).status).toBe(200);
    const placed = await placeAll(buyer, placePayload(buyer, { products: [{ product_id: product.id, quantity: 2 }] }));
    expect(placed.status).toBe(201);
    const holder = await newShopper('sehat', '7 Park Street, Kolkata 700016');
    expect((await addToCart(holder, product.id, 1)).status).toBe(200);
    const categoryTotal = Number((await call(`ecomProd/ecomProducts/category/${categoryId}?limit=1`)).headers.get('X-Total-Count'));

    const res = await remove(product.id);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(MESSAGES.admin.productWithdrawn);

    expect((await call(`ecomProd/ecomProducts/${product.id}`)).status).toBe(404);
    expect((await call(`ecomProd/ecomProducts/stock/${product.id}`)).status).toBe(404);
    expect(ids((await call('ecomProd/ecomProducts?limit=500&sort=newest')).json)).not.toContain(product.id);
    const inCategory = await call(`ecomProd/ecomProducts/category/${categoryId}?limit=500`);
    expect(ids(inCategory.json)).not.toContain(product.id);
    expect(Number(inCategory.headers.get('X-Total-Count'))).toBe(categoryTotal - 1);
    expect((await call('ecomProd/ecomProducts?q=withdrawn balm')).json).toEqual([]);
    expect((await call('ecomProd/ecomProducts?q=zw')).json).toEqual([]);
    const sections = (await call('ecomProd/ecomProducts/sections?per=50')).json as Array<{ category_id: number; total: number; products: Array<{ id: number }> }>;
    const section = sections.find((s) => s.category_id === categoryId)!;
    expect(ids(section.products)).not.toContain(product.id);
    expect(section.total).toBe(categoryTotal - 1);

    // The cart that held it lost the line, and it can be added no more.
    expect(await countOf(holder)).toBe(0);
    expect((await cartOf(holder)).json.cartItems).toEqual([]);
    expect((await addToCart(holder, product.id, 1)).status).toBe(404);
    // Nor ordered by naming it directly.
    const direct = await call('placeOrder/place', {
      method: 'POST',
      token: holder.token,
      body: { user_id: holder.id, products: [{ product_id: product.id, quantity: 1 }] },
    });
    expect(direct.status).toBe(404);
    expect(direct.json.message).toBe('Product not found.');
    // An operator cannot edit it back to life by accident.
    const edit = await call(`ecomProd/ecomProducts/${product.id}`, { method: 'PUT', token: admin.token, body: { total_stock: 5 } });
    expect(edit.status).toBe(404);
    expect((await remove(product.id)).status).toBe(404);
  });

  it('leaves past orders, invoices and reviews with its name and image', async () => {
    const product = await productInCategory('Keshkanti Withdrawn Oil 100 ml');
    const buyer = await newShopper('sehat');
    await addToCart(buyer, product.id, 1);
    const placed = await placeAll(buyer, placePayload(buyer));
    expect(placed.status).toBe(201);
    await env.DB.prepare(`INSERT INTO reviews (product_id, customer_id, rating, review) VALUES (?, ?, 5, 'Works well for dry hair.')`)
      .bind(product.id, buyer.id)
      .run();
    expect((await remove(product.id)).status).toBe(200);

    const orders = (await call(`placeOrder/orders/${buyer.id}`, { token: buyer.token })).json.orders;
    expect(orders[0].products[0]).toMatchObject({ product_id: product.id, product_name: 'Keshkanti Withdrawn Oil 100 ml', image: 'withdrawn-balm.webp' });
    const response = await exports.default.fetch(
      new Request(`${SEHAT}/api/placeOrder/print-invoice/${orders[0].id}`, { headers: { authorization: `Bearer ${buyer.token}` } }),
    );
    expect(await pdfText(new Uint8Array(await response.arrayBuffer()))).toContain('Keshkanti Withdrawn Oil');
    const reviews = await call(`ecom_prodReview/reviews/${product.id}`);
    expect(reviews.status).toBe(200);
    expect(JSON.stringify(reviews.json)).toContain('Works well for dry hair.');
  });
});

describe('withdrawing a product without orders, and ids', () => {
  it('deletes it for shoppers with the usual message, and never hands its id out again', async () => {
    const product = await productInCategory('Last Added Product For Id Check');
    const res = await remove(product.id);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(MESSAGES.admin.productDeleted);
    expect((await call(`ecomProd/ecomProducts/${product.id}`)).status).toBe(404);
    // It was the newest row; the next product still gets a new id.
    const created = await call('ecomProd/ecomProducts', {
      method: 'POST',
      token: admin.token,
      body: { product_name: 'Fresh Product After Withdrawal', product_price: 10, category_id: categoryId, total_stock: 1, gst_rate: 5, hsn_code: '3004' },
    });
    expect(created.status).toBe(201);
    expect(created.json.product.id).toBeGreaterThan(product.id);
  });

  it('lets a category holding only withdrawn products be deleted', async () => {
    const made = await call('ecomProdcat/ecomcategory', { method: 'POST', token: admin.token, body: { category: 'Seasonal Withdrawn' } });
    expect(made.status).toBe(201);
    const catId = made.json.category.id;
    const product = await newProduct('sehat', { pricePaise: 1000, stock: 1 });
    await env.DB.prepare('UPDATE products SET category_id = ? WHERE id = ?').bind(catId, product.id).run();
    expect((await call(`ecomProdcat/ecomcategory/${catId}`, { method: 'DELETE', token: admin.token })).status).toBe(409);
    expect((await remove(product.id)).status).toBe(200);
    expect((await call(`ecomProdcat/ecomcategory/${catId}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
  });

  it('is for admins of the shop only', async () => {
    const product = await productInCategory('Guarded Product');
    const shopper = await newShopper('sehat');
    expect((await call(`ecomProd/ecomProducts/${product.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await call(`ecomProd/ecomProducts/${product.id}`, { method: 'DELETE', token: shopper.token })).status).toBe(403);
    const kiranaAdmin = await seededAccount('admin@example.com', 'kirana');
    // Row ids are per database: on a database of its own, kirana may have a product with this number.
    if (oneDatabase()) {
      expect((await call(`ecomProd/ecomProducts/${product.id}`, { method: 'DELETE', token: kiranaAdmin.token, host: 'http://kirana.localhost' })).status).toBe(404);
    }
    expect((await call(`ecomProd/ecomProducts/${product.id}`)).status).toBe(200);
  });
});
