import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ON_DEMAND_MESSAGES } from '@/lib/on-demand-messages';
import { expireUnpaidOrders } from '@/server/jobs/expire-unpaid-orders';
import { call, SEHAT } from './helpers';
import { dbOf } from './databases';
import { addToCart, cartOf, newProduct, newShopper, placeAll, placePayload, type Shopper } from './checkout-fixtures';
import { ADMIN, tokenFor } from './orders-support';

// The prescription asked for in the cart, before payment: uploaded privately,
// carried into the order when it is placed, and the time to pay by UPI that
// starts only when the shop accepts it.

const R = ON_DEMAND_MESSAGES.cartPrescription;
const admin = await tokenFor(...ADMIN);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function prescriptionProduct() {
  const p = await newProduct('sehat', { pricePaise: 15_000, stock: 5, name: `Rx capsule ${crypto.randomUUID().slice(0, 6)}` });
  await dbOf('sehat').prepare('UPDATE products SET prescription_required = 1 WHERE id = ?').bind(p.id).run();
  return p;
}

function uploadInCart(token: string | null, bytes: Uint8Array<ArrayBuffer>, name = 'rx.pdf', type = 'application/pdf') {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), name);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return exports.default.fetch(new Request(`${SEHAT}/api/cart-prescription`, { method: 'POST', headers, body: form }));
}

const inCart = (s: Shopper) => call('cart-prescription', { token: s.token });
const placeByUpiApp = (s: Shopper) => placeAll(s, placePayload(s, { payment_method: 'UPI', upi_id: null, payment_gateway: 'UPI' }));

describe('the cart marks prescription medicines', () => {
  it('names the need on the line of a prescription medicine only', async () => {
    const s = await newShopper();
    const rx = await prescriptionProduct();
    const plain = await newProduct('sehat', { pricePaise: 5_000, stock: 5 });
    await addToCart(s, rx.id, 1);
    await addToCart(s, plain.id, 1);
    const lines = (await cartOf(s)).json.cartItems as Array<{ product_id: number; product: Record<string, unknown> }>;
    expect(lines.find((l) => l.product_id === rx.id)!.product.prescription_required).toBe(true);
    expect(lines.find((l) => l.product_id === plain.id)!.product).not.toHaveProperty('prescription_required');
  });
});

describe('a prescription uploaded in the cart', () => {
  it('is the shopper’s own: stored privately, replaced by a new upload, refused without a session', async () => {
    const s = await newShopper();
    expect((await inCart(s)).json).toEqual({ prescription: null });
    const res = await uploadInCart(s.token, PDF);
    expect(res.status).toBe(201);
    const answer = (await res.json()) as Record<string, any>;
    expect(answer).toMatchObject({ message: R.uploaded, prescription: { type: 'application/pdf', size: PDF.length } });
    expect((await inCart(s)).json.prescription).toMatchObject({ type: 'application/pdf', size: PDF.length });
    const first = await dbOf('sehat').prepare('SELECT file_key FROM cart_prescriptions WHERE customer_id = ?').bind(s.id).first<{ file_key: string }>();
    expect(first!.file_key).toMatch(/^private\/prescriptions\/sehat\//);
    // A new upload replaces the file, and the old one is gone from the bucket.
    expect((await uploadInCart(s.token, PDF)).status).toBe(201);
    expect(await env.MEDIA.get(first!.file_key)).toBeNull();
    // Nobody else sees it; no session, no upload.
    expect((await inCart(await newShopper())).json).toEqual({ prescription: null });
    expect((await uploadInCart(null, PDF)).status).toBe(401);
  });

  it('refuses a file that is not a photo or PDF by its bytes, changing nothing', async () => {
    const s = await newShopper();
    const res = await uploadInCart(s.token, new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'rx.pdf');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PRESCRIPTION_FILE' });
    expect((await inCart(s)).json).toEqual({ prescription: null });
  });

  it('goes with the order when placed: the order is under review at once, and its shopper reads the same file', async () => {
    const s = await newShopper();
    const rx = await prescriptionProduct();
    await addToCart(s, rx.id, 1);
    expect((await uploadInCart(s.token, PDF)).status).toBe(201);
    const placed = await placeByUpiApp(s);
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.order).toMatchObject({ prescription_status: 'uploaded', payment_status: 'pending', payment_expires_at: null });
    expect((await inCart(s)).json).toEqual({ prescription: null });
    const file = await exports.default.fetch(new Request(`${SEHAT}/api/prescriptions/${placed.json.order.order_id}`, { headers: { authorization: `Bearer ${s.token}` } }));
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    const events = await dbOf('sehat').prepare('SELECT type FROM notification_events WHERE order_id = ? ORDER BY rowid').bind(placed.json.order.order_id).all<{ type: string }>();
    expect(events.results.map((e) => e.type)).toEqual(['order.placed', 'prescription.uploaded']);
  });
});

describe('time to pay by UPI for an order awaiting its prescription review', () => {
  it('does not run until the shop accepts the prescription, then runs the shop’s 30 minutes', async () => {
    const s = await newShopper();
    const rx = await prescriptionProduct();
    await addToCart(s, rx.id, 1);
    const placed = await placeByUpiApp(s);
    const orderId = placed.json.order.order_id as string;
    expect(placed.json.order).toMatchObject({ prescription_status: 'awaited', payment_expires_at: null });
    // An hour later nothing expired: the order is still open.
    await expireUnpaidOrders(env, new Date(Date.now() + 60 * 60_000));
    const waiting = await dbOf('sehat').prepare('SELECT order_status, payment_status FROM orders WHERE order_id = ?').bind(orderId).first();
    expect(waiting).toEqual({ order_status: 'pending', payment_status: 'pending' });
    // No pay link while under review.
    expect((await call(`placeOrder/${orderId}/upi-payment`, { token: s.token })).status).toBe(409);

    const form = new FormData();
    form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'rx.pdf');
    const up = await exports.default.fetch(new Request(`${SEHAT}/api/prescriptions/${orderId}`, { method: 'POST', headers: { authorization: `Bearer ${s.token}` }, body: form }));
    expect(up.status).toBe(201);
    const before = Date.now();
    const accepted = await call(`prescriptions/${orderId}/accept`, { method: 'POST', token: admin });
    expect(accepted.status).toBe(200);
    const expires = Date.parse(accepted.json.order.payment_expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(30 * 60_000 - 1_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect((await call(`placeOrder/${orderId}/upi-payment`, { token: s.token })).status).toBe(200);
    await expireUnpaidOrders(env, new Date(expires + 1_000));
    const expired = await dbOf('sehat').prepare('SELECT order_status, payment_status FROM orders WHERE order_id = ?').bind(orderId).first();
    expect(expired).toEqual({ order_status: 'cancelled', payment_status: 'expired' });
  });

  it('leaves an order paid by cash, or without a prescription medicine, as before', async () => {
    const s = await newShopper();
    const plain = await newProduct('sehat', { pricePaise: 5_000, stock: 5 });
    await addToCart(s, plain.id, 1);
    const placed = await placeByUpiApp(s);
    expect(placed.json.order.prescription_status).toBeNull();
    expect(placed.json.order.payment_expires_at).not.toBeNull();
    const c = await newShopper();
    const rx = await prescriptionProduct();
    await addToCart(c, rx.id, 1);
    const cash = await placeAll(c, placePayload(c));
    expect(cash.json.order).toMatchObject({ prescription_status: 'awaited', payment_expires_at: null });
    const accepted = await (async () => {
      const form = new FormData();
      form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'rx.pdf');
      await exports.default.fetch(new Request(`${SEHAT}/api/prescriptions/${cash.json.order.order_id}`, { method: 'POST', headers: { authorization: `Bearer ${c.token}` }, body: form }));
      return call(`prescriptions/${cash.json.order.order_id}/accept`, { method: 'POST', token: admin });
    })();
    expect(accepted.json.order.payment_expires_at).toBeNull();
  });
});
