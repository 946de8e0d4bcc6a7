import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { HI_IN } from '@/lib/i18n/hi-IN';
import { EN_API_ANSWERS } from '@/lib/api-answer-messages';
import { HI_API_ANSWERS } from '@/lib/i18n/hi-IN/api-answers';
import { expireUnpaidOrders } from '@/server/jobs/expire-unpaid-orders';
import { call, distributorId, KIRANA, SEHAT } from './helpers';
import { pdfText } from './pdf-text';
import { dbOf } from './databases';
import { addToCart, newProduct, newShopper, ordersOf, placeAll, placePayload, seededAccount, stockOf, type Shopper } from './checkout-fixtures';
import { makeAccount } from './orders-support';

// Direct UPI to the shop's payee: an order placed with UPI and no UPI ID waits
// for the money (payment pending, stock held), its shopper gets the intent
// link, the shop's admin verifies the payment with the bank's UTR, and the
// expiry job cancels what was never paid.

const P = MESSAGES.payments;

async function placeUpi(s: Shopper, pricePaise = 12_345, quantity = 2) {
  const product = await newProduct(s.slug, { pricePaise, stock: 10 });
  await addToCart(s, product.id, quantity);
  const res = await placeAll(s, placePayload(s, { payment_method: 'UPI', upi_id: null, payment_gateway: 'UPI' }));
  expect(res.status, res.text).toBe(201);
  return { product, order: res.json.order };
}

const upiPayment = (s: Shopper, orderId: string, token = s.token) => call(`placeOrder/${orderId}/upi-payment`, { token });
const verify = (orderId: string, token: string, body: unknown) => call(`placeOrder/${orderId}/verify-payment`, { method: 'PUT', token, body });

describe('placing with UPI and no UPI ID', () => {
  it('stores the order pending with its stock held, and gives its shopper the intent link', async () => {
    const s = await newShopper();
    const before = Date.now();
    const { product, order } = await placeUpi(s);
    expect(order).toMatchObject({ payment_status: 'pending', payment_method: 'UPI', order_status: 'pending', upi_id: null, cancel_reason: null });
    const expires = Date.parse(order.payment_expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(30 * 60_000 - 1_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(await stockOf(product.id)).toBe(8);

    const res = await upiPayment(s, order.order_id);
    expect(res.status).toBe(200);
    // Delivery ₹40 + 2 x ₹123.45.
    expect(res.json).toEqual({
      order_id: order.order_id,
      link: `upi://pay?pa=sehat@okaxis&pn=Sehat%20Pharmacy&am=286.90&cu=INR&tr=${order.order_id}&tn=Order%20${order.order_id}`,
      payee_vpa: 'sehat@okaxis',
      payee_name: 'Sehat Pharmacy',
      amount: 286.9,
      reference: order.order_id,
      expires_at: order.payment_expires_at,
    });
    const other = await newShopper();
    expect((await upiPayment(other, order.order_id)).status).toBe(403);
  });

  it('still refuses a typed but empty UPI ID, and a shop without a payee refuses UPI app payment', async () => {
    const s = await newShopper();
    const product = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, product.id, 1);
    const empty = await placeAll(s, placePayload(s, { payment_method: 'UPI', upi_id: '' }));
    expect({ status: empty.status, message: empty.json.message }).toEqual({ status: 400, message: MESSAGES.checkout.upiRequired });
    await env.DB.prepare('DELETE FROM shop_payment_settings WHERE distributor_id = ?').bind(await distributorId('sehat')).run();
    const res = await placeAll(s, placePayload(s, { payment_method: 'UPI', upi_id: null }));
    expect({ status: res.status, message: res.json.message }).toEqual({ status: 400, message: P.noPayee });
    expect(await ordersOf(s.id)).toHaveLength(0);
    expect(await stockOf(product.id)).toBe(5);
    await env.DB.prepare("INSERT INTO shop_payment_settings (distributor_id, payee_vpa, payee_name) VALUES (?, 'sehat@okaxis', 'Sehat Pharmacy')")
      .bind(await distributorId('sehat'))
      .run();
  });

  it('keeps each shop’s own payee and expiry', async () => {
    await dbOf('kirana').prepare('UPDATE shop_payment_settings SET unpaid_expiry_minutes = 45 WHERE distributor_id = ?').bind(await distributorId('kirana')).run();
    const s = await newShopper('kirana');
    const before = Date.now();
    const { order } = await placeUpi(s, 10_000, 1);
    expect(Date.parse(order.payment_expires_at) - before).toBeGreaterThanOrEqual(45 * 60_000 - 1_000);
    const res = await call(`placeOrder/${order.order_id}/upi-payment`, { host: KIRANA, token: s.token });
    expect(res.json.link).toMatch(/^upi:\/\/pay\?pa=kirana@okaxis&pn=Kirana%20Fresh&am=130\.00&cu=INR&tr=/);
  });
});

describe('verifying a payment', () => {
  it('marks the order paid, manual, verified by the admin’s name, and refuses the UTR a second time', async () => {
    const admin = await seededAccount('admin@example.com');
    const adminName = (await env.DB.prepare('SELECT name FROM customers WHERE id = ?').bind(admin.id).first<{ name: string }>())!.name;
    const s = await newShopper();
    const { order } = await placeUpi(s);
    const { order: second } = await placeUpi(s);

    expect((await verify(order.order_id, s.token, { utr: '412345678901', admin_notes: 'Seen in the bank app' })).status).toBe(403);
    const rider = await makeAccount('sehat', 'delivery');
    expect((await verify(order.order_id, rider.token, { utr: '412345678901', admin_notes: 'Seen in the bank app' })).status).toBe(403);
    const bad = await verify(order.order_id, admin.token, { utr: '12-34' });
    expect({ status: bad.status, message: bad.json.message }).toEqual({ status: 400, message: P.utrFormat });
    const missing = await verify(order.order_id, admin.token, {});
    expect({ status: missing.status, message: missing.json.message }).toEqual({ status: 400, message: P.utrRequired });
    // The manual-payment record needs the admin's note of how it was checked.
    const noNotes = await verify(order.order_id, admin.token, { utr: '412345678901', admin_notes: '  ' });
    expect({ status: noNotes.status, message: noNotes.json.message }).toEqual({ status: 400, message: P.notesRequired });

    const res = await verify(order.order_id, admin.token, { utr: '412345678901', admin_notes: 'Seen in the bank app', verified_by: 'someone else', is_manual_payment: false });
    expect(res.status, res.text).toBe(200);
    expect(res.json.order).toMatchObject({ payment_status: 'paid', is_manual_payment: true, verified_by: adminName, admin_notes: 'Seen in the bank app' });
    const [row] = (await ordersOf(s.id)).filter((o) => o.order_id === order.order_id);
    expect(row).toMatchObject({ payment_status: 'paid', payment_utr: '412345678901', is_manual_payment: 1, verified_by: adminName });

    const again = await verify(second.order_id, admin.token, { utr: '412345678901', admin_notes: 'Seen in the bank app' });
    expect({ status: again.status, code: again.json.code }).toEqual({ status: 409, code: 'UTR_USED' });
    const twice = await verify(order.order_id, admin.token, { utr: '412345678902', admin_notes: 'Seen in the bank app' });
    expect({ status: twice.status, code: twice.json.code }).toEqual({ status: 409, code: 'PAYMENT_NOT_PENDING' });
    expect((await upiPayment(s, order.order_id)).status).toBe(409);
    expect((await ordersOf(s.id)).find((o) => o.order_id === second.order_id)).toMatchObject({ payment_status: 'pending', payment_utr: null });
  });

  it('refuses an order that is not waiting for money, and another shop’s admin', async () => {
    const admin = await seededAccount('admin@example.com');
    const s = await newShopper();
    const product = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, product.id, 1);
    const cod = await placeAll(s, placePayload(s));
    const res = await verify(cod.json.order.order_id, admin.token, { utr: '512345678901', admin_notes: 'Seen in the bank app' });
    expect({ status: res.status, code: res.json.code }).toEqual({ status: 409, code: 'PAYMENT_NOT_PENDING' });

    const { order } = await placeUpi(s);
    const kiranaAdmin = await seededAccount('admin@example.com', 'kirana');
    const foreign = await call(`placeOrder/${order.order_id}/verify-payment`, { method: 'PUT', host: KIRANA, token: kiranaAdmin.token, body: { utr: '512345678902', admin_notes: 'Seen in the bank app' } });
    expect(foreign.status).toBe(404);
    expect((await ordersOf(s.id)).find((o) => o.order_id === order.order_id)).toMatchObject({ payment_status: 'pending' });
  });
});

describe('approving a UPI order', () => {
  it('is refused while its payment is pending (409, in English and Hindi), and allowed once it is verified', async () => {
    const s = await newShopper();
    const admin = await seededAccount('admin@example.com');
    const { order } = await placeUpi(s);
    const approve = (language?: string) =>
      call(`placeOrder/${order.order_id}/status`, { method: 'PUT', token: admin.token, body: { status: 'approved' }, headers: language ? { 'accept-language': language } : {} });
    const refused = await approve();
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: MESSAGES.admin.approveUnpaid, code: 'PAYMENT_PENDING' });
    const hindi = await approve('hi-IN');
    expect(hindi.status).toBe(409);
    expect(hindi.json.message).toBe(HI_IN.admin.approveUnpaid);
    expect((await ordersOf(s.id))[0]).toMatchObject({ order_status: 'pending', payment_status: 'pending' });

    expect((await verify(order.order_id, admin.token, { utr: '612345678931', admin_notes: 'Seen in the bank app' })).status).toBe(200);
    const approved = await approve();
    expect(approved.status, approved.text).toBe(200);
    expect((await ordersOf(s.id))[0]).toMatchObject({ order_status: 'approved', payment_status: 'paid' });
  });
});

describe('sending a UPI order for delivery', () => {
  it('is refused while its payment is pending (409, in English and Hindi), so no rider carries unpaid goods, and allowed once it is verified', async () => {
    const s = await newShopper();
    const [admin, rider] = await Promise.all([seededAccount('admin@example.com'), seededAccount('rider@example.com')]);
    const { order } = await placeUpi(s);
    const assign = (language?: string) =>
      call(`placeOrder/assign-deliveryBoy/${order.order_id}`, {
        method: 'PUT',
        token: admin.token,
        body: { assigned_deliveryboy_id: rider.id },
        headers: language ? { 'accept-language': language } : {},
      });
    expect(await assign()).toMatchObject({ status: 409, json: { message: MESSAGES.admin.assignUnpaid, code: 'PAYMENT_PENDING' } });
    expect(await assign('hi-IN')).toMatchObject({ status: 409, json: { message: HI_IN.admin.assignUnpaid, code: 'PAYMENT_PENDING' } });
    expect((await ordersOf(s.id))[0]).toMatchObject({ order_status: 'pending', payment_status: 'pending', assigned_deliveryboy_id: null, deliveryboy_status: null });
    const round = await call(`placeOrder/assigned-orders/${rider.id}`, { token: rider.token });
    expect(round.status).toBe(200);
    expect(JSON.stringify(round.json)).not.toContain(order.order_id);

    expect((await verify(order.order_id, admin.token, { utr: '612345678932', admin_notes: 'Seen in the bank app' })).status).toBe(200);
    const sent = await assign();
    expect(sent.status, sent.text).toBe(200);
    expect((await ordersOf(s.id))[0]).toMatchObject({ payment_status: 'paid', assigned_deliveryboy_id: rider.id, deliveryboy_status: 'assigned' });
  });
});

describe('the products of an order whose UPI payment is asked for', () => {
  const removeLine = (token: string, orderId: string, productId: number, language?: string) =>
    call(`placeOrder/orders/product/${orderId}/${productId}`, { method: 'DELETE', token, headers: language ? { 'accept-language': language } : {} });

  it('stay while the payment may be on its way for the whole amount (409, in English and Hindi), and come out once it is verified, owed back', async () => {
    const s = await newShopper();
    const admin = await seededAccount('admin@example.com');
    const a = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    const b = await newProduct('sehat', { pricePaise: 25_000, stock: 5 });
    await addToCart(s, a.id, 1);
    await addToCart(s, b.id, 1);
    const placed = await placeAll(s, placePayload(s, { payment_method: 'UPI', upi_id: null, payment_gateway: 'UPI' }));
    expect(placed.status, placed.text).toBe(201);
    const order = placed.json.order;
    // The shopper's UPI app was asked for ₹390 (₹100 + ₹250 + ₹40 delivery).
    expect((await upiPayment(s, order.order_id)).json.amount).toBe(390);

    expect(await removeLine(s.token, order.order_id, a.id)).toMatchObject({ status: 409, json: { code: 'PAYMENT_PENDING', message: EN_API_ANSWERS.orders.removalWaitsForPayment } });
    expect(await removeLine(s.token, order.order_id, a.id, 'hi-IN')).toMatchObject({ status: 409, json: { message: HI_API_ANSWERS.orders.removalWaitsForPayment } });
    expect(await removeLine(admin.token, order.order_id, a.id)).toMatchObject({ status: 409, json: { code: 'PAYMENT_PENDING', message: EN_API_ANSWERS.orders.removalWaitsForPaymentByShop } });
    const kept = await call(`placeOrder/${order.order_id}`, { token: s.token });
    expect(kept.json).toMatchObject({ order_status: 'pending', final_price_after_coupon: 390, money: { total: 390, paid: 0 } });
    expect(kept.json.products.map((p: { status: string }) => p.status)).toEqual(['ordered', 'ordered']);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([4, 4]);
    expect((await upiPayment(s, order.order_id)).json.amount).toBe(390);

    // The ₹390 arrives and is verified: the product then comes out, and its ₹100 is owed back.
    const verified = await verify(order.order_id, admin.token, { utr: '612345678955', admin_notes: 'Seen in the bank app' });
    expect(verified.status, verified.text).toBe(200);
    const removed = await removeLine(s.token, order.order_id, a.id);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json.order).toMatchObject({ order_status: 'pending', money: { total: 290, paid: 390, balance: -100 } });
    const owed = await call('admin/refunds-owed', { token: admin.token });
    expect(owed.json.refunds).toContainEqual(expect.objectContaining({ order_id: order.order_id, amount_owed: 100 }));
  });

  it('stay even when only one is left, and a payment verified after the shop cancelled the order is owed back whole', async () => {
    const s = await newShopper();
    const admin = await seededAccount('admin@example.com');
    const { product, order } = await placeUpi(s, 10_000, 1);
    expect(await removeLine(s.token, order.order_id, product.id)).toMatchObject({ status: 409, json: { code: 'PAYMENT_PENDING' } });
    expect(await stockOf(product.id)).toBe(9);
    // The shop cancels it; the shopper had paid the ₹140 a moment before, and the shop still matches it.
    const cancelled = await call(`placeOrder/${order.order_id}/status`, { method: 'PUT', token: admin.token, body: { status: 'cancelled' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    const verified = await verify(order.order_id, admin.token, { utr: '612345678956', admin_notes: 'Seen in the bank app' });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.json.order).toMatchObject({ order_status: 'cancelled', money: { total: 0, paid: 140, balance: -140 } });
    expect(verified.json.message).toBe(P.verifiedLate('₹140.00'));
    const owed = await call('admin/refunds-owed', { token: admin.token });
    expect(owed.json.refunds).toContainEqual(expect.objectContaining({ order_id: order.order_id, amount_owed: 140 }));
    const told = await dbOf('sehat').prepare('SELECT type FROM notification_events WHERE order_id = ? ORDER BY rowid').bind(order.order_id).all<{ type: string }>();
    expect(told.results.map((e) => e.type)).toEqual(['order.placed', 'order.cancelled', 'payment.received_late']);
  });
});

describe('the expiry job', () => {
  it('cancels orders unpaid past their time, puts their stock back, and leaves the others', async () => {
    const s = await newShopper();
    const { product, order } = await placeUpi(s, 10_000, 3);
    const { order: paid } = await placeUpi(s, 10_000, 1);
    const admin = await seededAccount('admin@example.com');
    expect((await verify(paid.order_id, admin.token, { utr: '612345678901', admin_notes: 'Seen in the bank app' })).status).toBe(200);
    expect(await stockOf(product.id)).toBe(7);

    const expiresAt = Date.parse(order.payment_expires_at);
    // Earlier tests' orders of this file may expire with it: only this order's fate is asserted.
    await expireUnpaidOrders(env, new Date(expiresAt - 1_000));
    expect(await stockOf(product.id)).toBe(7);
    expect((await call(`placeOrder/${order.order_id}`, { token: s.token })).json).toMatchObject({ payment_status: 'pending', order_status: 'pending' });
    expect(await expireUnpaidOrders(env, new Date(expiresAt + 1_000))).toBeGreaterThanOrEqual(1);
    expect(await stockOf(product.id)).toBe(10);
    const read = await call(`placeOrder/${order.order_id}`, { token: s.token });
    expect(read.json).toMatchObject({ order_status: 'cancelled', payment_status: 'expired', cancel_reason: P.notReceived });
    const kept = await call(`placeOrder/${paid.order_id}`, { token: s.token });
    expect(kept.json).toMatchObject({ order_status: 'pending', payment_status: 'paid' });
    // Run again: nothing moves twice.
    expect(await expireUnpaidOrders(env, new Date(expiresAt + 60_000))).toBe(0);
    expect(await stockOf(product.id)).toBe(10);
    // A payment matched only now does not revive it: it is recorded and owed back (below).
    const late = await verify(order.order_id, admin.token, { utr: '612345678902', admin_notes: 'Seen in the bank app' });
    expect({ status: late.status, order_status: late.json.order.order_status, payment_status: late.json.order.payment_status }).toEqual({ status: 200, order_status: 'cancelled', payment_status: 'expired' });
    expect(await stockOf(product.id)).toBe(10);
  });

  it('leaves an order the shop cancelled meanwhile: its stock went back once, when it was cancelled', async () => {
    const s = await newShopper();
    const admin = await seededAccount('admin@example.com');
    const { product, order } = await placeUpi(s, 10_000, 4);
    const cancel = await call(`placeOrder/${order.order_id}/status`, { method: 'PUT', token: admin.token, body: { status: 'cancelled' } });
    expect(cancel.status, cancel.text).toBe(200);
    expect(await stockOf(product.id)).toBe(10);
    await expireUnpaidOrders(env, new Date(Date.parse(order.payment_expires_at) + 1_000));
    expect(await stockOf(product.id)).toBe(10);
    expect((await call(`placeOrder/${order.order_id}`, { token: s.token })).json).toMatchObject({ order_status: 'cancelled', cancel_reason: null });
  });

  it('never cancels an approved order, even one approved while its payment was still pending', async () => {
    const s = await newShopper();
    const admin = await seededAccount('admin@example.com');
    const { product, order } = await placeUpi(s, 10_000, 2);
    // An order approved while unpaid (as the shop could before approval waited for the payment).
    await dbOf('sehat').prepare("UPDATE orders SET order_status = 'approved', version = version + 1 WHERE id = ?").bind(order.id).run();
    await expireUnpaidOrders(env, new Date(Date.parse(order.payment_expires_at) + 60_000));
    expect((await call(`placeOrder/${order.order_id}`, { token: s.token })).json).toMatchObject({ order_status: 'approved', payment_status: 'pending', cancel_reason: null });
    expect(await stockOf(product.id)).toBe(8);
    // The shop settles it: the payment verified late still pays it.
    const verified = await verify(order.order_id, admin.token, { utr: '612345678909', admin_notes: 'Seen in the bank app' });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.json.order).toMatchObject({ order_status: 'approved', payment_status: 'paid' });
  });

  it('expires orders in a shop’s own database too', async () => {
    const s = await newShopper('kirana');
    const { product, order } = await placeUpi(s, 10_000, 2);
    expect(await stockOf(product.id, 'kirana')).toBe(8);
    await expireUnpaidOrders(env, new Date(Date.parse(order.payment_expires_at) + 1_000));
    expect(await stockOf(product.id, 'kirana')).toBe(10);
    expect((await ordersOf(s.id, 'kirana'))[0]).toMatchObject({ payment_status: 'expired', order_status: 'cancelled' });
  });
});

describe('a payment that reached the bank after its order expired', () => {
  it('is recorded on the cancelled order with its UTR, once, owed back to the shopper, and the refund balances the books', async () => {
    const s = await newShopper();
    const admin = await seededAccount('admin@example.com');
    const { product, order } = await placeUpi(s, 10_000, 1);
    await expireUnpaidOrders(env, new Date(Date.parse(order.payment_expires_at) + 60_000));
    expect(await stockOf(product.id)).toBe(10);
    const expired = (await call(`placeOrder/${order.order_id}`, { token: admin.token })).json;
    expect(expired).toMatchObject({ order_status: 'cancelled', payment_status: 'expired', money: { total: 0, paid: 0 } });

    // Its link was handed out: the shop keeps it, so a payment that comes later still finds it.
    const deletion = (language?: string) =>
      call(`placeOrder/delete/byOrderId/${order.order_id}`, { method: 'DELETE', token: admin.token, headers: language ? { 'accept-language': language } : {} });
    expect(await deletion()).toMatchObject({ status: 409, json: { code: 'ORDER_PAID', message: EN_API_ANSWERS.orders.askedNotDeleted } });
    expect(await deletion('hi-IN')).toMatchObject({ status: 409, json: { message: HI_API_ANSWERS.orders.askedNotDeleted } });

    // The shopper's ₹140 shows in the bank afterwards: the admin records it with its UTR.
    const late = await verify(order.order_id, admin.token, { utr: '612345670042', admin_notes: 'Seen in the bank app at 11:05' });
    expect(late.status, late.text).toBe(200);
    expect(late.json.message).toBe(P.verifiedLate('₹140.00'));
    expect(late.json.order).toMatchObject({ order_status: 'cancelled', payment_status: 'expired', money: { total: 0, paid: 140, refunded: 0, balance: -140, charge_status: 'overcharged' } });
    // The order stays cancelled: its stock is not taken again.
    expect(await stockOf(product.id)).toBe(10);
    const rows = await dbOf('sehat').prepare('SELECT kind, method, amount_paise, reference FROM payments WHERE order_pk = ?').bind(order.id).all();
    expect(rows.results).toEqual([{ kind: 'verification', method: 'upi', amount_paise: 14_000, reference: '612345670042' }]);
    // The shopper is told the money came after the cancellation (not that the order is paid).
    const told = await dbOf('sehat').prepare('SELECT type FROM notification_events WHERE order_id = ? ORDER BY rowid').bind(order.order_id).all<{ type: string }>();
    expect(told.results.map((e) => e.type)).toEqual(['order.placed', 'order.cancelled', 'payment.received_late']);

    // Its printed order summary reads as My Orders does: the money came, after the order was cancelled.
    const pdf = await exports.default.fetch(new Request(`${SEHAT}/api/placeOrder/print-invoice/${order.id}`, { headers: { authorization: `Bearer ${s.token}` } }));
    expect(pdf.status).toBe(200);
    const summary = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(summary).toContain(P.receivedLate);
    expect(summary).not.toContain(P.states.expired);

    // Once: neither a second UTR for it, nor its UTR for another order.
    const again = await verify(order.order_id, admin.token, { utr: '612345670043', admin_notes: 'Seen twice?' });
    expect(again).toMatchObject({ status: 409, json: { code: 'PAYMENT_NOT_PENDING' } });
    const { order: other } = await placeUpi(s, 10_000, 1);
    expect(await verify(other.order_id, admin.token, { utr: '612345670042', admin_notes: 'Same UTR' })).toMatchObject({ status: 409, json: { message: P.utrUsed } });
    expect((await dbOf('sehat').prepare('SELECT COUNT(*) AS n FROM payments WHERE order_pk = ?').bind(order.id).first<{ n: number }>())?.n).toBe(1);

    // It is listed under Refunds owed; the refund recorded by hand balances the order.
    const owed = await call('admin/refunds-owed', { token: admin.token });
    expect(owed.json.refunds).toContainEqual(expect.objectContaining({ order_id: order.order_id, amount_owed: 140, refund_method: 'upi' }));
    const refund = await call(`placeOrder/orders/${order.id}/process-refund`, { method: 'POST', token: admin.token, body: { refund_method: 'upi', reference: 'UPI-BACK-42' } });
    expect(refund.status, refund.text).toBe(200);
    const after = (await call(`placeOrder/${order.order_id}`, { token: s.token })).json;
    expect(after.money).toMatchObject({ paid: 140, refunded: 140, balance: 0 });
    expect((await call('admin/refunds-owed', { token: admin.token })).json.refunds.map((r: { order_id: string }) => r.order_id)).not.toContain(order.order_id);
  });

  it('is not taken for an order paid at placing (a UPI ID) or by cash', async () => {
    const admin = await seededAccount('admin@example.com');
    const s = await newShopper();
    const product = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, product.id, 1);
    const cash = await placeAll(s, placePayload(s, { payment_method: 'Cash on Delivery', payment_gateway: 'COD' }));
    expect(cash.status, cash.text).toBe(201);
    expect(await verify(cash.json.order.order_id, admin.token, { utr: '612345670051', admin_notes: 'No' })).toMatchObject({ status: 409, json: { code: 'PAYMENT_NOT_PENDING' } });
    await addToCart(s, product.id, 1);
    const collected = await placeAll(s, placePayload(s, { payment_method: 'UPI', upi_id: 'asha@okhdfc', payment_gateway: 'UPI' }));
    expect(collected.json.order).toMatchObject({ payment_status: 'paid' });
    expect(await verify(collected.json.order.order_id, admin.token, { utr: '612345670052', admin_notes: 'No' })).toMatchObject({ status: 409, json: { code: 'PAYMENT_NOT_PENDING' } });
    const rows = await dbOf('sehat').prepare('SELECT kind FROM payments WHERE order_pk IN (?, ?)').bind(cash.json.order.id, collected.json.order.id).all();
    expect(rows.results).toEqual([{ kind: 'capture' }]);
  });
});
