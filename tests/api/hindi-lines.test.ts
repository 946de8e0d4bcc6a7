import { describe, expect, it } from 'vitest';
import { call } from './helpers';
import { addToCart, cartOf, newProduct, newShopper, placeAll, placePayload } from './checkout-fixtures';
import { dbOf } from './databases';

// Cart lines and order lines carry the product's Hindi name beside the English
// one (Hindi pages show it); the order keeps the English name it was placed with,
// and a product without a Hindi name gets no such field.

describe('Hindi names on cart and order lines', () => {
  it('are sent where the product has one, and only there', async () => {
    const s = await newShopper('kirana');
    const named = await newProduct('kirana', { pricePaise: 5_000, stock: 5, name: 'Test Toor Dal 1 kg' });
    const plain = await newProduct('kirana', { pricePaise: 7_000, stock: 5, name: 'Test Plain Soap' });
    await dbOf('kirana').prepare("INSERT INTO product_translations (product_id, language, distributor_id, name) SELECT id, 'hi-IN', distributor_id, ? FROM products WHERE id = ?").bind('टेस्ट तूर दाल 1 kg', named.id).run();
    expect((await addToCart(s, named.id, 2)).status).toBe(200);
    expect((await addToCart(s, plain.id, 1)).status).toBe(200);

    const cart = await cartOf(s);
    const line = (id: number) => (cart.json.cartItems ?? cart.json).find((i: { product_id: number }) => i.product_id === id);
    expect(line(named.id).product).toMatchObject({ product_name: 'Test Toor Dal 1 kg', product_name_hi: 'टेस्ट तूर दाल 1 kg' });
    expect(line(plain.id).product).not.toHaveProperty('product_name_hi');

    const placed = await placeAll(s, placePayload(s));
    expect(placed.status).toBe(201);
    const products = placed.json.order.products as Array<{ product_id: number; product_name: string; product_name_hi?: string }>;
    expect(products.find((p) => p.product_id === named.id)).toMatchObject({ product_name: 'Test Toor Dal 1 kg', product_name_hi: 'टेस्ट तूर दाल 1 kg' });
    expect(products.find((p) => p.product_id === plain.id)).not.toHaveProperty('product_name_hi');

    const read = await call(`placeOrder/${placed.json.order.order_id}`, { host: 'http://kirana.localhost', token: s.token });
    expect(read.json.products).toEqual(products);
  });
});
