import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { canonicalRequest } from '@/server/checkout/request-hash';
import { call } from './helpers';
import {
  addToCart,
  countOf,
  newProduct,
  newShopper,
  ordersOf,
  placeAll,
  placePayload,
  stockOf,
} from './checkout-fixtures';

// placeOrder/place/all as the contract writes it: no Idempotency-Key header
// (the transaction_id is the key), a key reused with another request is 422,
// and a 409 names the products the stock cannot cover. The payment side is in
// place-contract-payment.test.ts.

const M = MESSAGES.checkout;

describe('placing without an Idempotency-Key header', () => {
  it('uses the transaction_id as the key, and a retry of it replays the first order', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, p.id, 2);
    const body = placePayload(s, { transaction_id: `TXN-${Date.now()}` });
    const first = await placeAll(s, body, null);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // A retry sends the same payload (a later payment_date is not part of the request).
    const retry = await placeAll(s, { ...body, payment_date: new Date(Date.now() + 5_000).toISOString() }, null);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.json.order.order_id).toBe(first.json.order.order_id);
    expect(await ordersOf(s.id)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(3);
  });

  it('answers 400 without a header and without a sane transaction_id, changing nothing', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, p.id, 1);
    for (const transaction_id of [null, undefined, '', 'TXN-', 'short', 'TXN 123; DROP', 'x'.repeat(101)]) {
      const res = await placeAll(s, placePayload(s, { transaction_id }), null);
      expect({ status: res.status, message: res.json.message }).toEqual({ status: 400, message: M.keyRequired });
    }
    expect(await ordersOf(s.id)).toHaveLength(0);
    expect(await countOf(s)).toBe(1);
  });

  it('lets the header win over the transaction_id', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, p.id, 1);
    const body = placePayload(s, { transaction_id: `TXN-${Date.now()}` });
    expect((await placeAll(s, body, 'header-key-1')).status).toBe(201);
    await addToCart(s, p.id, 1);
    // Same transaction_id, a new header: a new attempt, a second order.
    const second = await placeAll(s, body, 'header-key-2');
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(await ordersOf(s.id)).toHaveLength(2);
  });
});

describe('an idempotency key reused with a different request', () => {
  it('answers 422 for other lines, address, method or method details, and changes nothing', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 10 });
    await addToCart(s, p.id, 2);
    const key = `TXN-${Date.now()}`;
    const upi = { payment_method: 'UPI', upi_id: 'asha@okhdfc', payment_gateway: 'UPI', products: [{ product_id: p.id, quantity: 2 }] };
    const first = await placeAll(s, placePayload(s, { ...upi, transaction_id: key }), null);
    expect(first.status).toBe(201);
    // The shopper fills the cart again; requests with the old key must not place it.
    await addToCart(s, p.id, 1);
    const variants: Array<[string, Record<string, unknown>]> = [
      ['cart', { ...upi, products: [{ product_id: p.id, quantity: 1 }] }],
      ['address', { ...upi, delivery_address: '99 Other Road, Pune 411001' }],
      ['method', { payment_method: 'Cash on Delivery', payment_gateway: 'COD', products: upi.products }],
      ['method details', { ...upi, upi_id: 'someone@okaxis' }],
    ];
    for (const [what, over] of variants) {
      const res = await placeAll(s, placePayload(s, { ...over, transaction_id: key }), null);
      expect({ what, status: res.status, code: res.json.code, message: res.json.message }).toEqual({
        what,
        status: 422,
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: M.keyReused,
      });
    }
    // The same key with the header, too.
    const viaHeader = await placeAll(s, placePayload(s, { ...upi, delivery_address: 'Elsewhere 1' }), key);
    expect(viaHeader.status).toBe(422);
    expect(await ordersOf(s.id)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(8);
    expect(await countOf(s)).toBe(1);
    // The same request still replays the first order.
    const same = await placeAll(s, placePayload(s, { ...upi, transaction_id: key }), null);
    expect(same.status).toBe(201);
    expect(same.json.order.order_id).toBe(first.json.order.order_id);
  });

  it('tells two cards apart by their last 4 digits, and never hashes the full number or the CVV', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 10 });
    await addToCart(s, p.id, 1);
    const card = { card_name: 'Asha Rao', card_number: '4539148803436467', expiry_date: '11/39', cvv: '835' };
    const body = (number: string) =>
      placePayload(s, { payment_method: 'Credit/Debit Card', payment_gateway: 'CARD', card_details: { ...card, card_number: number } });
    expect((await placeAll(s, body(card.card_number), 'card-key-1')).status).toBe(201);
    await addToCart(s, p.id, 1);
    const other = await placeAll(s, body('4111111111111111'), 'card-key-1');
    expect(other.status).toBe(422);
    const [row] = await ordersOf(s.id);
    expect(row!.request_hash).toMatch(/^[0-9a-f]{64}$/);
    const canonical = canonicalRequest({
      lines: null,
      address: 'x',
      couponCode: null,
      payment: { method: 'Credit/Debit Card', card: { name: 'A', number: card.card_number, expiry: card.expiry_date, cvv: card.cvv } },
    });
    expect(canonical).toContain('6467');
    expect(canonical).not.toContain(card.card_number.slice(0, 12));
    expect(canonical).not.toContain(card.cvv);
  });
});

describe('a 409 from placing', () => {
  it('names each product the stock cannot cover, with what is left, and changes nothing', async () => {
    const s = await newShopper();
    const a = await newProduct('sehat', { pricePaise: 2_500, stock: 5, name: 'Paracetamol 500 mg' });
    const b = await newProduct('sehat', { pricePaise: 9_900, stock: 4, name: 'Cough Syrup 100 ml' });
    const c = await newProduct('sehat', { pricePaise: 1_000, stock: 9, name: 'Plasters' });
    await addToCart(s, a.id, 3);
    await addToCart(s, b.id, 2);
    await addToCart(s, c.id, 1);
    await env.DB.prepare('UPDATE products SET total_stock = CASE id WHEN ? THEN 2 ELSE 0 END WHERE id IN (?, ?)').bind(a.id, a.id, b.id).run();

    const res = await placeAll(s, placePayload(s));
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      code: 'OUT_OF_STOCK',
      message: `${MESSAGES.stock.notEnough} (Paracetamol 500 mg: 2 left; Cough Syrup 100 ml: out of stock)`,
      products: [
        { product_id: a.id, product_name: 'Paracetamol 500 mg', available: 2 },
        { product_id: b.id, product_name: 'Cough Syrup 100 ml', available: 0 },
      ],
    });
    expect(await ordersOf(s.id)).toHaveLength(0);
    expect(await countOf(s)).toBe(6);
    expect([await stockOf(a.id), await stockOf(b.id), await stockOf(c.id)]).toEqual([2, 0, 9]);
  });
});

describe('the cart while a line is above the stock left', () => {
  it('lets the shopper lower the quantity, but not raise it', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 2_500, stock: 5 });
    const line = (await addToCart(s, p.id, 5)).json.cartItem.id;
    await env.DB.prepare('UPDATE products SET total_stock = 2 WHERE id = ?').bind(p.id).run();
    const put = (quantity: number) => call(`ecomProdCart/updateQuantity/${line}`, { method: 'PUT', token: s.token, body: { quantity } });
    const up = await put(6);
    expect({ status: up.status, code: up.json.code }).toEqual({ status: 400, code: 'OUT_OF_STOCK' });
    expect((await put(4)).status).toBe(200);
    expect(await countOf(s)).toBe(4);
    expect((await put(4)).status).toBe(400);
    expect((await put(2)).status).toBe(200);
    expect(await countOf(s)).toBe(2);
  });
});
