import { beforeAll, describe, expect, it } from 'vitest';
import { REFUNDS_OWED_MESSAGES } from '@/lib/refunds-owed-messages';
import { call } from './helpers';
import { dbOf } from './databases';
import { addToCart, newProduct, newShopper, placeAll, placePayload, seededAccount, type Shopper } from './checkout-fixtures';

// Razorpay Checkout is opened with a timeout that ends before the order stops
// waiting for its payment, so a payment cannot begin in Checkout and land
// after the expiry job cancelled the order and freed its stock.

const KEYS = { key_id: 'rzp_test_Timeout01KeyA', key_secret: 'sk-timeout-secret-5e7a90c1d4', webhook_secret: 'wh-timeout-secret-1b6f02e8a7' };
const CARD = { payment_method: 'Credit/Debit Card', payment_gateway: 'CARD', card_details: { card_name: 'Asha Rao', card_number: '4111111111111111', expiry_date: '11/39', cvv: '123' } };

beforeAll(async () => {
  const admin = await seededAccount('admin@example.com');
  expect((await call('admin/payment-keys', { method: 'PUT', token: admin.token, body: KEYS })).status).toBe(200);
});

async function cardOrder(s: Shopper) {
  const product = await newProduct('sehat', { pricePaise: 25_000, stock: 10 });
  await addToCart(s, product.id, 1);
  const placed = await placeAll(s, placePayload(s, CARD));
  expect(placed.status, placed.text).toBe(201);
  return placed.json.order as { id: number; order_id: string; payment_expires_at: string };
}

describe('Checkout closes before the order expires', () => {
  it('opens Checkout with a timeout shorter than the time left to pay', async () => {
    const s = await newShopper();
    const order = await cardOrder(s);
    const asked = Date.now();
    const options = await call(`placeOrder/${order.order_id}/gateway-checkout`, { token: s.token });
    expect(options.status, options.text).toBe(200);
    const secondsLeft = (Date.parse(options.json.expires_at) - asked) / 1000;
    expect(Number.isInteger(options.json.timeout)).toBe(true);
    expect(options.json.timeout).toBeGreaterThanOrEqual(60);
    // At least two minutes before the order stops waiting.
    expect(options.json.timeout).toBeLessThanOrEqual(secondsLeft - 120);
    expect(options.json.timeout).toBeGreaterThan(secondsLeft - 130);
  });

  it('follows the time left, and refuses to open Checkout when too little is left', async () => {
    const s = await newShopper();
    const order = await cardOrder(s);
    const soon = (seconds: number) =>
      dbOf('sehat').prepare('UPDATE orders SET payment_expires_at = ? WHERE id = ?').bind(new Date(Date.now() + seconds * 1000).toISOString(), order.id).run();

    await soon(10 * 60);
    const ten = await call(`placeOrder/${order.order_id}/gateway-checkout`, { token: s.token });
    expect(ten.status, ten.text).toBe(200);
    expect(ten.json.timeout).toBeGreaterThan(8 * 60 - 10);
    expect(ten.json.timeout).toBeLessThanOrEqual(8 * 60);

    await soon(150);
    const late = await call(`placeOrder/${order.order_id}/gateway-checkout`, { token: s.token });
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ code: 'PAYMENT_NOT_PENDING', message: REFUNDS_OWED_MESSAGES.answers.checkoutTimeUp });
  });
});
