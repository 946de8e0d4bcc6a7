import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { call, KIRANA } from './helpers';
import { addToCart, cartOf, countOf, newProduct, newShopper } from './checkout-fixtures';

describe('cart API', () => {
  it('adds, merges lines and counts the sum of quantities', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 12_550, discount: 10, stock: 10, name: 'Cart test syrup' });
    expect(await countOf(s)).toBe(0);

    const first = await addToCart(s, p.id, 2);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ message: MESSAGES.cart.addedHome, count: 2 });
    const again = await addToCart(s, p.id, 3);
    expect(again.json.count).toBe(5);
    expect(again.json.cartItem.id).toBe(first.json.cartItem.id);

    const list = await cartOf(s);
    expect(list.status).toBe(200);
    expect(list.json).toEqual({
      cartItems: [
        {
          id: first.json.cartItem.id,
          product_id: p.id,
          quantity: 5,
          product: { id: p.id, product_name: 'Cart test syrup', product_price: 125.5, discount: 10, image: 'test.svg', total_stock: 10 },
        },
      ],
    });
    expect(await countOf(s)).toBe(5);
  });

  it('refuses more than the stock, and an out-of-stock product, changing nothing', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 5_000, stock: 3 });
    const none = await newProduct('sehat', { pricePaise: 5_000, stock: 0 });
    expect((await addToCart(s, p.id, 2)).status).toBe(200);

    const over = await addToCart(s, p.id, 2);
    expect(over.status).toBe(400);
    expect(over.json).toEqual({ message: MESSAGES.stock.notEnough, code: 'OUT_OF_STOCK' });
    const empty = await addToCart(s, none.id, 1);
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe(MESSAGES.stock.notEnough);
    expect(await countOf(s)).toBe(2);
  });

  it('refuses more of one product than one order may hold, when adding and when raising a line; lowering stays allowed', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 5_000, stock: 30, name: 'Cart limit tablets' });
    const over = await addToCart(s, p.id, 21);
    expect(over.status).toBe(400);
    expect(over.json).toEqual({ message: MESSAGES.orderLimits.quantity('Cart limit tablets', 20), code: 'ORDER_QUANTITY_LIMIT' });
    expect(await countOf(s)).toBe(0);
    const line = (await addToCart(s, p.id, 20)).json.cartItem.id;
    const raise = await call(`ecomProdCart/updateQuantity/${line}`, { method: 'PUT', token: s.token, body: { quantity: 21 } });
    expect(raise.json).toEqual({ message: MESSAGES.orderLimits.quantity('Cart limit tablets', 20), code: 'ORDER_QUANTITY_LIMIT' });
    expect(await countOf(s)).toBe(20);
    const lower = await call(`ecomProdCart/updateQuantity/${line}`, { method: 'PUT', token: s.token, body: { quantity: 19 } });
    expect(lower.status).toBe(200);
    expect(await countOf(s)).toBe(19);
  });

  it('refuses products of another shop or unknown ones', async () => {
    const s = await newShopper();
    const kiranaProduct = await newProduct('kirana', { pricePaise: 5_000, stock: 9 });
    const other = await addToCart(s, kiranaProduct.id, 1);
    expect(other.status).toBe(404);
    expect(other.json.message).toBe('Product not found.');
    expect((await addToCart(s, 999_999, 1)).status).toBe(404);
    expect(await countOf(s)).toBe(0);
  });

  it('answers bad quantities and bodies with 400 and a message', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 5_000, stock: 9 });
    for (const quantity of [0, -1, 1.5, '2', null]) {
      const res = await call('ecomProdCart/add', { method: 'POST', token: s.token, body: { product_id: p.id, quantity } });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Quantity must be a whole number of at least 1.');
    }
    const broken = await call('ecomProdCart/add', { method: 'POST', token: s.token, body: '{"product_id":' });
    expect(broken.status).toBe(400);
    expect(broken.json.message).toBe('Malformed JSON body.');
    const noProduct = await call('ecomProdCart/add', { method: 'POST', token: s.token, body: { quantity: 1 } });
    expect(noProduct.status).toBe(400);
    expect(await countOf(s)).toBe(0);
  });

  it('needs a valid token of this shop', async () => {
    const s = await newShopper();
    expect((await call(`ecomProdCart/${s.id}`)).status).toBe(401);
    expect((await call(`ecomProdCart/cart/count/${s.id}`)).status).toBe(401);
    const elsewhere = await call(`ecomProdCart/${s.id}`, { host: KIRANA, token: s.token });
    expect(elsewhere.status).toBe(401);
  });

  it('updates a quantity within 1..stock', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 5_000, stock: 4 });
    const line = (await addToCart(s, p.id, 1)).json.cartItem.id;
    const put = (quantity: unknown) => call(`ecomProdCart/updateQuantity/${line}`, { method: 'PUT', token: s.token, body: { quantity } });

    const ok = await put(4);
    expect(ok.status).toBe(200);
    expect(ok.json.count).toBe(4);
    expect(ok.json.cartItem.quantity).toBe(4);
    const over = await put(5);
    expect(over.status).toBe(400);
    expect(over.json.message).toBe(MESSAGES.stock.notEnough);
    for (const bad of [0, 2.5, 'x']) expect((await put(bad)).status).toBe(400);
    expect(await countOf(s)).toBe(4);
    const missing = await call('ecomProdCart/updateQuantity/999999', { method: 'PUT', token: s.token, body: { quantity: 1 } });
    expect(missing.status).toBe(404);
  });

  it('removes a line', async () => {
    const s = await newShopper();
    const a = await newProduct('sehat', { pricePaise: 5_000, stock: 4 });
    const b = await newProduct('sehat', { pricePaise: 7_000, stock: 4 });
    const line = (await addToCart(s, a.id, 2)).json.cartItem.id;
    await addToCart(s, b.id, 1);
    const del = await call(`ecomProdCart/${line}`, { method: 'DELETE', token: s.token });
    expect(del.status).toBe(200);
    expect(del.json.count).toBe(1);
    expect((await call(`ecomProdCart/${line}`, { method: 'DELETE', token: s.token })).status).toBe(404);
    expect((await cartOf(s)).json.cartItems.map((i: { product_id: number }) => i.product_id)).toEqual([b.id]);
  });

  it('keeps customer A out of customer B’s cart (403) and leaves it unchanged', async () => {
    const a = await newShopper();
    const b = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 5_000, stock: 9 });
    const bLine = (await addToCart(b, p.id, 2)).json.cartItem.id;

    const seeB = await call(`ecomProdCart/${b.id}`, { token: a.token });
    expect(seeB.status).toBe(403);
    expect(seeB.json.message).toBe(MESSAGES.cart.notYours);
    expect((await call(`ecomProdCart/cart/count/${b.id}`, { token: a.token })).status).toBe(403);
    const change = await call(`ecomProdCart/updateQuantity/${bLine}`, { method: 'PUT', token: a.token, body: { quantity: 1 } });
    expect(change.status).toBe(403);
    expect((await call(`ecomProdCart/${bLine}`, { method: 'DELETE', token: a.token })).status).toBe(403);
    const addForB = await call('ecomProdCart/add', { method: 'POST', token: a.token, body: { user_id: b.id, product_id: p.id, quantity: 1 } });
    expect(addForB.status).toBe(403);

    expect((await cartOf(b)).json.cartItems).toMatchObject([{ id: bLine, quantity: 2 }]);
    expect(await countOf(a)).toBe(0);
  });
});
