import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { KIRANA, SEHAT, call } from './helpers';
import { addToCart, newCoupon, newProduct, newShopper, placeAll, placePayload, stockOf, type Shopper } from './checkout-fixtures';
import { ADMIN, RIDER, tokenFor } from './orders-support';
import { dbOf } from './databases';

// Prescription medicines: the order waits for the shopper's prescription and
// an admin's review. Files are sniffed, size-limited and private to the
// order's shopper and the shop's admins.

const P = MESSAGES.prescription;
const [admin, rider, kiranaAdmin] = await Promise.all([tokenFor(...ADMIN), tokenFor(...RIDER), tokenFor(...ADMIN, 'kirana')]);

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

async function prescriptionProduct(stock = 5) {
  const p = await newProduct('sehat', { pricePaise: 20_000, stock, name: `Rx tablet ${crypto.randomUUID().slice(0, 6)}` });
  await dbOf('sehat').prepare('UPDATE products SET prescription_required = 1 WHERE id = ?').bind(p.id).run();
  return p;
}

/** A paid (UPI) order of two prescription tablets, with a coupon. */
async function rxOrder(coupon?: string): Promise<{ s: Shopper; order: any; productId: number }> {
  const s = await newShopper('sehat');
  const p = await prescriptionProduct();
  await addToCart(s, p.id, 2);
  const res = await placeAll(s, placePayload(s, { payment_method: 'UPI', upi_id: 'asha@okhdfc', payment_gateway: 'UPI', coupon_code: coupon }));
  expect(res.status, res.text).toBe(201);
  return { s, order: res.json.order, productId: p.id };
}

function upload(orderId: string, token: string, file: Blob | null, name = 'rx.pdf', host = SEHAT) {
  const form = new FormData();
  if (file) form.set('file', file, name);
  return exports.default.fetch(new Request(`${host}/api/prescriptions/${orderId}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }));
}

const approve = (orderId: string) => call(`placeOrder/${orderId}/status`, { method: 'PUT', token: admin, body: { status: 'approved' } });

describe('an order holding a prescription medicine', () => {
  it('waits for the prescription; approval is refused until an admin accepts it', async () => {
    const { s, order } = await rxOrder();
    expect(order.prescription_status).toBe('awaited');
    expect(await approve(order.order_id)).toMatchObject({ status: 409, json: { message: P.approveWaits, code: 'PRESCRIPTION_PENDING' } });
    // Nor can it go out with a rider before then.
    const riderId = (await dbOf('sehat').prepare(`SELECT id FROM customers WHERE email = 'rider@example.com'`).first<{ id: number }>())!.id;
    const assign = () => call(`placeOrder/assign-deliveryBoy/${order.order_id}`, { method: 'PUT', token: admin, body: { assigned_deliveryboy_id: riderId } });
    expect(await assign()).toMatchObject({ status: 409, json: { message: P.approveWaits, code: 'PRESCRIPTION_PENDING' } });
    expect((await upload(order.order_id, s.token, new Blob([PDF], { type: 'application/pdf' }))).status).toBe(201);
    expect(await approve(order.order_id)).toMatchObject({ status: 409, json: { code: 'PRESCRIPTION_PENDING' } });
    // Only the shop's admin decides.
    expect((await call(`prescriptions/${order.order_id}/accept`, { method: 'POST', token: s.token })).status).toBe(403);
    const accepted = await call(`prescriptions/${order.order_id}/accept`, { method: 'POST', token: admin });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ message: P.accepted, order: { prescription_status: 'accepted', order_status: 'pending' } });
    expect((await approve(order.order_id)).json.order.order_status).toBe('approved');
    const events = await dbOf('sehat').prepare('SELECT type FROM notification_events WHERE order_id = ? ORDER BY rowid').bind(order.order_id).all<{ type: string }>();
    expect(events.results.map((e) => e.type)).toEqual(['order.placed', 'prescription.uploaded', 'prescription.accepted', 'order.approved']);
    expect((await assign()).status).toBe(200);
  });

  it('needs none when no product asks for one', async () => {
    const s = await newShopper('sehat');
    const p = await newProduct('sehat', { pricePaise: 5_000, stock: 3 });
    await addToCart(s, p.id, 1);
    const placed = await placeAll(s, placePayload(s));
    expect(placed.json.order.prescription_status).toBeNull();
    expect((await upload(placed.json.order.order_id, s.token, new Blob([PDF]))).status).toBe(409);
  });

  it('a rejection cancels the order with the reason, restocks, gives the coupon back and refunds the payment', async () => {
    await newCoupon('sehat', { code: 'RXTEN', kind: 'percent', value: 10 });
    const { s, order, productId } = await rxOrder('RXTEN');
    expect(await stockOf(productId)).toBe(3);
    expect((await upload(order.order_id, s.token, new Blob([JPEG], { type: 'image/jpeg' }), 'rx.jpg')).status).toBe(201);
    const noReason = await call(`prescriptions/${order.order_id}/reject`, { method: 'POST', token: admin, body: { reason: ' ' } });
    expect(noReason).toMatchObject({ status: 400, json: { message: P.reasonRequired } });
    const res = await call(`prescriptions/${order.order_id}/reject`, { method: 'POST', token: admin, body: { reason: 'The prescription is older than six months.' } });
    expect(res.status).toBe(200);
    expect(res.json.order).toMatchObject({
      prescription_status: 'rejected',
      prescription_reason: 'The prescription is older than six months.',
      cancel_reason: P.cancelReason('The prescription is older than six months.'),
      payment_status: 'refunded',
      refund_amount: order.final_price_after_coupon,
    });
    expect(await stockOf(productId)).toBe(5);
    const uses = await dbOf('sehat').prepare('SELECT COUNT(*) AS n FROM coupon_uses WHERE customer_id = ?').bind(s.id).first<{ n: number }>();
    expect(uses?.n).toBe(0);
    const cancelled = await dbOf('sehat').prepare("SELECT payload FROM notification_events WHERE order_id = ? AND type = 'order.cancelled'").bind(order.order_id).first<{ payload: string }>();
    expect(JSON.parse(cancelled!.payload)).toEqual({ reason: 'prescription_rejected' });
    // Decided once: no second review, no approval.
    expect((await call(`prescriptions/${order.order_id}/accept`, { method: 'POST', token: admin })).status).toBe(409);
    expect((await approve(order.order_id)).status).toBe(409);
  });
});

describe('the prescription file', () => {
  it('is refused when missing, not a photo or PDF by its bytes, or above 2 MB, and nothing is stored', async () => {
    const { s, order } = await rxOrder();
    const none = await upload(order.order_id, s.token, null);
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ message: P.fileMissing, code: 'PRESCRIPTION_FILE' });
    const html = await upload(order.order_id, s.token, new Blob(['<html><script>alert(1)</script></html>'], { type: 'application/pdf' }));
    expect(html.status).toBe(400);
    expect(await html.json()).toEqual({ message: P.fileType, code: 'PRESCRIPTION_FILE' });
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(PDF);
    expect((await upload(order.order_id, s.token, new Blob([big], { type: 'application/pdf' }))).status).toBe(413);
    const row = await dbOf('sehat').prepare('SELECT prescription_status, prescription_key FROM orders WHERE order_id = ?').bind(order.order_id).first();
    expect(row).toEqual({ prescription_status: 'awaited', prescription_key: null });
  });

  it('is served only to the order’s shopper and the shop’s admins, never cached', async () => {
    const { s, order } = await rxOrder();
    const other = await newShopper('sehat');
    expect((await upload(order.order_id, other.token, new Blob([PDF]))).status).toBe(403);
    expect((await upload(order.order_id, s.token, new Blob([PDF], { type: 'application/pdf' }))).status).toBe(201);
    const key = (await dbOf('sehat').prepare('SELECT prescription_key FROM orders WHERE order_id = ?').bind(order.order_id).first<{ prescription_key: string }>())!.prescription_key;
    expect(key).toMatch(/^private\/prescriptions\/sehat\/[0-9a-f]{48}$/);
    for (const token of [s.token, admin]) {
      const res = await exports.default.fetch(new Request(`${SEHAT}/api/prescriptions/${order.order_id}`, { headers: { authorization: `Bearer ${token}` } }));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    }
    expect((await call(`prescriptions/${order.order_id}`, { token: other.token })).status).toBe(403);
    expect((await call(`prescriptions/${order.order_id}`, { token: rider })).status).toBe(403);
    expect((await call(`prescriptions/${order.order_id}`)).status).toBe(401);
    // Another shop's admin: refused at the other shop's host, and its own host has no such order.
    expect((await call(`prescriptions/${order.order_id}`, { token: kiranaAdmin })).status).toBeGreaterThanOrEqual(401);
    expect((await call(`prescriptions/${order.order_id}`, { token: kiranaAdmin, host: KIRANA })).status).toBe(404);
    // The public file route never serves it.
    expect((await call(`files/Ecommerce/ecomProducts/${key.split('/').pop()}`)).status).toBe(404);
  });
});
