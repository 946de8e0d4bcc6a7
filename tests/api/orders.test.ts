import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { orderListSchema } from '@/lib/api/schemas/orders';
import { KIRANA, call } from './helpers';
import { pdfText } from './pdf-text';
import {
  ADMIN,
  PRIYA,
  RIDER,
  SHOPPER,
  accountId,
  insertOrder,
  makeAccount,
  productsOf,
  stockOf,
  tokenFor,
  type Product,
} from './orders-support';

let shopper: string;
let shopperId: number;
let priya: string;
let admin: string;
let rider: string;
let riderId: number;
let products: Product[];

beforeAll(async () => {
  [shopper, priya, admin, rider] = await Promise.all([tokenFor(...SHOPPER), tokenFor(...PRIYA), tokenFor(...ADMIN), tokenFor(...RIDER)]);
  shopperId = await accountId(SHOPPER[0]);
  riderId = await accountId(RIDER[0]);
  products = await productsOf('sehat', 12);
});

const orders = async (token = shopper, userId = shopperId) => call(`placeOrder/orders/${userId}`, { token });
const seeded = async (status: string) => {
  const list = (await orders()).json.orders as Array<Record<string, any>>;
  return list.filter((o) => o.order_status === status);
};

describe('my orders list', () => {
  it('lists the shopper’s six seeded orders newest first in the contract’s shape', async () => {
    const res = await orders();
    expect(res.status).toBe(200);
    const list = res.json.orders;
    expect(list.map((o: { order_status: string }) => o.order_status)).toEqual(['pending', 'approved', 'completed', 'completed', 'returned', 'cancelled']);
    const times = list.map((o: { createdAt: string }) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = list[0];
    expect(first).toMatchObject({
      order_id: expect.stringMatching(/^ORD-/),
      invoice_id: expect.any(String),
      user_id: shopperId,
      status: 'pending',
      order_status: 'pending',
      coupon_discount: 0,
      delivery_charges: expect.any(Number),
      final_price_after_coupon: expect.any(Number),
      returns_info: [],
      payment_method: 'UPI',
      payment_status: null,
    });
    expect(first.products[0]).toEqual({
      product_id: expect.any(Number),
      product_name: expect.any(String),
      price: expect.any(Number),
      quantity: expect.any(Number),
      discount: expect.any(Number),
      status: 'ordered',
      image: expect.any(String),
    });
    expect(list[4].returns_info).toEqual([{ product_id: list[4].products[0].product_id, status: 'returned' }]);
    expect(list[1]).toMatchObject({ deliveryboy_status: 'out_for_delivery', assigned_deliveryboy_id: riderId });
    // The typed client reads it without loss.
    expect(orderListSchema.parse(res.json)).toHaveLength(6);
  });

  it('answers the same list under userid and invoice', async () => {
    const byUser = await call(`placeOrder/userid/${shopperId}`, { token: shopper });
    const invoices = await call(`placeOrder/invoice/${shopperId}`, { token: shopper });
    expect(byUser.json.orders).toHaveLength(6);
    expect(invoices.json.invoiceOrders.map((o: { invoice_id: string }) => o.invoice_id)).toEqual(
      byUser.json.orders.map((o: { invoice_id: string }) => o.invoice_id),
    );
  });

  it('finds one order by its numeric id or its order_id', async () => {
    const [first] = (await orders()).json.orders;
    const byPk = await call(`placeOrder/${first.id}`, { token: shopper });
    const byOrderId = await call(`placeOrder/${first.order_id}`, { token: shopper });
    expect(byPk.status).toBe(200);
    expect(byOrderId.json).toEqual(byPk.json);
    expect((await call('placeOrder/99999999', { token: shopper })).json).toEqual({ message: 'Order not found.' });
    for (const bad of ['0', '12a$', '-4', '%20']) {
      const res = await call(`placeOrder/${bad}`, { token: shopper });
      expect(res.status, bad).toBe(400);
      expect(res.json.message).toBe('Invalid order id.');
    }
  });
});

describe('ownership', () => {
  it('needs a token', async () => {
    expect((await call(`placeOrder/orders/${shopperId}`)).status).toBe(401);
    expect((await call(`placeOrder/print-invoice/1`)).status).toBe(401);
  });

  it('keeps one customer out of another’s orders (403), lets the shop’s admin in', async () => {
    const [first] = (await orders()).json.orders;
    const attempts = [
      call(`placeOrder/orders/${shopperId}`, { token: priya }),
      call(`placeOrder/userid/${shopperId}`, { token: priya }),
      call(`placeOrder/invoice/${shopperId}`, { token: priya }),
      call(`placeOrder/${first.order_id}`, { token: priya }),
      call(`placeOrder/print-invoice/${first.id}`, { token: priya }),
      call(`placeOrder/orders/${first.id}/request-return`, { method: 'POST', token: priya, body: { reason: 'mine now' } }),
      call(`placeOrder/orders/product/${first.id}/${first.products[0].product_id}`, { method: 'DELETE', token: priya }),
      call(`placeOrder/delete/byOrderId/${first.id}`, { method: 'DELETE', token: priya }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.json.message).toBe('You can only access your own orders.');
    }
    expect((await orders(priya)).status).toBe(403);
    expect((await orders(admin)).json.orders).toHaveLength(6);
    // The shopper's orders were not changed by any of that.
    expect((await orders()).json.orders[0]).toEqual(first);
  });

  it('keeps distributors apart: another shop’s token is refused, another shop’s order is not found', async () => {
    const [first] = (await orders()).json.orders;
    const kiranaShopper = await tokenFor(SHOPPER[0], SHOPPER[1], 'kirana');
    const kiranaAdmin = await tokenFor(ADMIN[0], ADMIN[1], 'kirana');
    expect((await call(`placeOrder/orders/${shopperId}`, { token: kiranaShopper })).status).toBe(401);
    const crossHost = await call(`placeOrder/${first.order_id}`, { token: kiranaAdmin, host: KIRANA });
    expect(crossHost.status).toBe(404);
    const crossUser = await call(`placeOrder/orders/${shopperId}`, { token: kiranaAdmin, host: KIRANA });
    expect(crossUser.status).toBe(404);
    expect((await call(`placeOrder/print-invoice/${first.id}`, { token: kiranaAdmin, host: KIRANA })).status).toBe(404);
  });
});

describe('invoice PDF', () => {
  it('is a PDF that names the order and draws the rupee sign', async () => {
    const [, approved] = (await orders()).json.orders;
    const res = await call(`placeOrder/print-invoice/${approved.order_id}`, { token: shopper });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`invoice-${approved.invoice_id}.pdf`);
    const raw = await (await import('cloudflare:workers')).exports.default.fetch(
      new Request(`http://localhost/api/placeOrder/print-invoice/${approved.id}`, { headers: { authorization: `Bearer ${shopper}` } }),
    );
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(approved.order_id);
    expect(text).toContain(approved.invoice_id);
    expect(text).toContain(approved.products[0].product_name.slice(0, 12));
    expect(text).toContain('₹');
    expect(text).toMatch(new RegExp(`Total\\n₹[\\d,]+\\.\\d{2}`));
    expect(text).not.toContain('\uFFFD');
  });
});
