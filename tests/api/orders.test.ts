import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { readOrderList } from '@/contract/orders';
import { KIRANA, call } from './helpers';
import { pdfText } from './pdf-text';
import { dbOf, describeLayoutFree, oneDatabase } from './databases';
import { ADMIN, PRIYA, SHOPPER, insertOrder, makeAccount, seededCrew, stockOf, tokenFor } from './orders-support';
import { stepBody } from './delivery-code-support';
import { addToCart, newProduct, newShopper, placeAll, placePayload } from './checkout-fixtures';
import { EN_API_ANSWERS } from '@/lib/api-answer-messages';
import { HI_API_ANSWERS } from '@/lib/i18n/hi-IN/api-answers';

const { shopper, shopperId, admin, rider, riderId, products } = await seededCrew(12);
const priya = await tokenFor(...PRIYA);
// Only "ownership" can differ by layout (the other shop's ids); the rest is
// sehat's alone, layout-free (databases.ts): the split run skips it.

const orders = async (token = shopper, userId = shopperId) => call(`placeOrder/orders/${userId}`, { token });
const seeded = async (status: string) => {
  const list = (await orders()).json.orders as Array<Record<string, any>>;
  return list.filter((o) => o.order_status === status);
};

describeLayoutFree('my orders list', () => {
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
      payment_status: 'paid',
    });
    expect(first.products[0]).toEqual({
      product_id: expect.any(Number),
      product_name: expect.any(String),
      price: expect.any(Number),
      quantity: expect.any(Number),
      discount: expect.any(Number),
      unit_price: expect.any(Number),
      coupon_share: 0,
      refund_amount: null,
      status: 'ordered',
      image: expect.any(String),
      // Nothing of it returned: no reason, nothing received, nothing to refund.
      returned_quantity: 0,
      return_reason_code: null,
      return_reason: null,
      restocked_quantity: 0,
      damaged_quantity: 0,
      refund_due: null,
      // The seeded first line is the paracetamol the shop also named in Hindi.
      product_name_hi: 'पैरासिटामोल 650 mg टैबलेट (15 की पट्टी)',
    });
    expect(list[4].returns_info).toEqual([{ product_id: list[4].products[0].product_id, status: 'returned' }]);
    expect(list[1]).toMatchObject({ deliveryboy_status: 'out_for_delivery', assigned_deliveryboy_id: riderId });
    // The typed client reads it without loss.
    expect(readOrderList(res.json)).toHaveLength(6);
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
    expect((await call('placeOrder/99999999', { token: shopper })).json).toEqual({ message: 'Order not found.', code: 'NOT_FOUND' });
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
    // Row ids are per database: on a database of its own, kirana may have rows with these numbers.
    if (oneDatabase()) {
      const crossUser = await call(`placeOrder/orders/${shopperId}`, { token: kiranaAdmin, host: KIRANA });
      expect(crossUser.status).toBe(404);
      expect((await call(`placeOrder/print-invoice/${first.id}`, { token: kiranaAdmin, host: KIRANA })).status).toBe(404);
    }
  });
});

describeLayoutFree('invoice PDF', () => {
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

describeLayoutFree('returns', () => {
  it('refuses the seeded orders outside the rules: pending, expired window, already returned', async () => {
    const [pending] = await seeded('pending');
    const res = await call(`placeOrder/orders/${pending!.id}/request-return`, { method: 'POST', token: shopper, body: { reason: 'Changed my mind' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('A pending order cannot be returned yet.');
    const expired = (await seeded('completed')).find((o) => Date.now() - Date.parse(o.delivered_at) > 5 * 86_400_000)!;
    const late = await call(`placeOrder/orders/${expired.order_id}/request-return`, { method: 'POST', token: shopper, body: { reason: 'Late' } });
    expect(late.status).toBe(400);
    expect(late.json.message).toBe(MESSAGES.returns.expired);
    const [returned] = await seeded('returned');
    const again = await call(`placeOrder/orders/${returned!.id}/request-return`, { method: 'POST', token: shopper, body: { reason: 'Again' } });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(MESSAGES.returns.allReturned);
  });

  it('returns one product inside the window, restocked once received; the rest then returns the whole order', async () => {
    const [a, b] = [products[0]!, products[1]!];
    const order = await insertOrder({ userId: shopperId, createdAgoHours: 60, deliveredAgoHours: 70, lines: [{ product: a, quantity: 2 }, { product: b, quantity: 3 }] });
    const [stockA, stockB] = [await stockOf(a.id), await stockOf(b.id)];
    const one = await call(`placeOrder/orders/${order.orderId}/request-return`, { method: 'POST', token: shopper, body: { reason: 'Damaged seal', product_id: a.id } });
    expect(one.status).toBe(200);
    expect(one.json.message).toBe('Return request submitted successfully.');
    expect(one.json.order.returns_info).toEqual([{ product_id: a.id, status: 'returned' }]);
    expect(one.json.order.order_status).toBe('completed');
    // The stock waits for the goods: back on the shelf once the shop marks them received in good condition.
    expect(await stockOf(a.id)).toBe(stockA);
    const receivedA = await call(`placeOrder/orders/${order.orderId}/receive-return`, { method: 'POST', token: admin, body: { product_id: a.id, condition: 'good' } });
    expect(receivedA.status).toBe(200);
    expect(await stockOf(a.id)).toBe(stockA + 2);
    // The same product again: refused, and no second restock.
    const twice = await call(`placeOrder/orders/${order.orderId}/request-return`, { method: 'POST', token: shopper, body: { reason: 'Again', product_id: a.id } });
    expect(twice.status).toBe(400);
    expect(twice.json.message).toBe('This product has already been returned.');
    expect(await stockOf(a.id)).toBe(stockA + 2);
    const rest = await call(`placeOrder/orders/${order.pk}/request-return`, { method: 'POST', token: shopper, body: { reason: 'Not needed' } });
    expect(rest.status).toBe(200);
    expect(rest.json.order.order_status).toBe('returned');
    expect(rest.json.order.products.map((p: { status: string }) => p.status)).toEqual(['returned', 'returned']);
    expect(await stockOf(b.id)).toBe(stockB);
    await call(`placeOrder/orders/${order.orderId}/receive-return`, { method: 'POST', token: admin, body: { product_id: b.id, condition: 'good' } });
    expect(await stockOf(b.id)).toBe(stockB + 3);
    expect(await stockOf(a.id)).toBe(stockA + 2);
  });

  it('counts the window from delivery and closes it after 72 hours', async () => {
    const inside = await insertOrder({ userId: shopperId, createdAgoHours: 100, deliveredAgoHours: 71, lines: [{ product: products[2]!, quantity: 1 }] });
    const outside = await insertOrder({ userId: shopperId, createdAgoHours: 100, deliveredAgoHours: 73, lines: [{ product: products[2]!, quantity: 1 }] });
    const ok = await call(`placeOrder/orders/${inside.pk}/request-return`, { method: 'POST', token: shopper, body: { reason: 'Ordered twice' } });
    expect(ok.status).toBe(200);
    const late = await call(`placeOrder/orders/${outside.pk}/request-return`, { method: 'POST', token: shopper, body: { reason: 'Ordered twice' } });
    expect(late.json.message).toBe(MESSAGES.returns.expired);
  });

  it('answers bad return input with 400 and changes nothing', async () => {
    const order = await insertOrder({ userId: shopperId, deliveredAgoHours: 1, lines: [{ product: products[3]!, quantity: 1 }] });
    const before = await stockOf(products[3]!.id);
    const cases: Array<[unknown, string]> = [
      [{}, 'Reason is required.'],
      [{ reason: '   ' }, 'Please provide a reason for the return.'],
      [{ reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters.'],
      [{ reason: 'ok', product_id: 'seven' }, ''],
      ['{not json', 'Malformed JSON body.'],
    ];
    for (const [body, message] of cases) {
      const res = await call(`placeOrder/orders/${order.pk}/request-return`, { method: 'POST', token: shopper, body });
      expect(res.status).toBe(400);
      if (message) expect(res.json.message).toBe(message);
    }
    const missing = await call(`placeOrder/orders/${order.pk}/request-return`, { method: 'POST', token: shopper, body: { reason: 'ok', product_id: 999999 } });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Product not found in this order.');
    expect(await stockOf(products[3]!.id)).toBe(before);
  });
});

describeLayoutFree('refunds', () => {
  it('are for the shop’s admin only, and close the order to further returns', async () => {
    const order = await insertOrder({ userId: shopperId, deliveredAgoHours: 5, lines: [{ product: products[4]!, quantity: 1 }, { product: products[5]!, quantity: 1 }] });
    for (const token of [shopper, rider]) {
      const res = await call(`placeOrder/orders/${order.pk}/process-refund`, { method: 'POST', token, body: {} });
      expect(res.status).toBe(403);
    }
    await call(`placeOrder/orders/${order.pk}/request-return`, { method: 'POST', token: shopper, body: { reason: 'Wrong size', product_id: products[4]!.id } });
    const partial = await call(`placeOrder/orders/${order.pk}/process-refund`, { method: 'POST', token: admin, body: { product_id: products[4]!.id } });
    expect(partial.status).toBe(200);
    expect(partial.json.order).toMatchObject({ payment_status: 'partly_refunded', order_status: 'completed', refund_transaction_id: expect.stringMatching(/^RFND-/) });
    expect(partial.json.order.returns_info).toEqual([{ product_id: products[4]!.id, status: 'refunded' }]);
    const row = await env.DB.prepare('SELECT refund_processed_by, refund_date FROM orders WHERE id = ?').bind(order.pk).first<{ refund_processed_by: string; refund_date: string }>();
    expect(row).toMatchObject({ refund_processed_by: 'Shop Admin', refund_date: expect.stringMatching(/^\d{4}-/) });
    // A refund processed: the shopper can no longer return the rest.
    const late = await call(`placeOrder/orders/${order.pk}/request-return`, { method: 'POST', token: shopper, body: { reason: 'Also' } });
    expect(late.status).toBe(400);
    const whole = await call(`placeOrder/orders/${order.pk}/process-refund`, { method: 'POST', token: admin });
    expect(whole.json.order.order_status).toBe('refunded');
    const none = await call(`placeOrder/orders/${order.pk}/process-refund`, { method: 'POST', token: admin });
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('Nothing is left to refund for this order.');
  });

  it('refuses a pending order', async () => {
    const [pending] = await seeded('pending');
    const res = await call(`placeOrder/orders/${pending!.id}/process-refund`, { method: 'POST', token: admin });
    expect(res.status).toBe(400);
  });
});

describeLayoutFree('changing a pending order', () => {
  it('removes one product, restocks it and lowers the total; the last one cancels the order', async () => {
    const [a, b] = [products[6]!, products[7]!];
    const order = await insertOrder({ userId: shopperId, status: 'pending', lines: [{ product: a, quantity: 2 }, { product: b, quantity: 1 }] });
    const before = await stockOf(a.id);
    const res = await call(`placeOrder/orders/product/${order.pk}/${a.id}`, { method: 'DELETE', token: shopper });
    expect(res.status).toBe(200);
    expect(res.json.order.products.map((p: { product_id: number }) => p.product_id)).toEqual([b.id]);
    const bPrice = Math.round((b.price_paise * (100 - b.discount)) / 100) / 100;
    expect(res.json.order.items_total).toBeCloseTo(bPrice, 2);
    expect(res.json.order.final_price_after_coupon).toBeCloseTo(bPrice + 40, 2);
    expect(await stockOf(a.id)).toBe(before + 2);
    const again = await call(`placeOrder/orders/product/${order.pk}/${a.id}`, { method: 'DELETE', token: shopper });
    expect(again.status).toBe(404);
    expect(await stockOf(a.id)).toBe(before + 2);
    const last = await call(`placeOrder/orders/product/${order.pk}/${b.id}`, { method: 'DELETE', token: shopper });
    expect(last.json.order).toMatchObject({ order_status: 'cancelled', products: [] });
  });

  it('refuses changes to a returned or refunded order with Action Denied’s message', async () => {
    const [returned] = await seeded('returned');
    const res = await call(`placeOrder/orders/product/${returned!.id}/${returned!.products[0].product_id}`, { method: 'DELETE', token: shopper });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(MESSAGES.returns.denied);
    const [approved] = await seeded('approved');
    const notPending = await call(`placeOrder/orders/product/${approved!.id}/${approved!.products[0].product_id}`, { method: 'DELETE', token: shopper });
    expect(notPending.status).toBe(400);
  });

  it('lets the owner delete a pending order (restocked) but not a completed one, nor may an admin (it holds a tax invoice)', async () => {
    const a = products[8]!;
    const order = await insertOrder({ userId: shopperId, status: 'pending', paymentMethod: 'Cash on Delivery', lines: [{ product: a, quantity: 3 }] });
    const before = await stockOf(a.id);
    const del = await call(`placeOrder/delete/byOrderId/${order.orderId}`, { method: 'DELETE', token: shopper });
    expect(del.status).toBe(200);
    expect(await stockOf(a.id)).toBe(before + 3);
    expect((await call(`placeOrder/${order.pk}`, { token: shopper })).status).toBe(404);
    const done = await insertOrder({ userId: shopperId, status: 'completed', lines: [{ product: a, quantity: 1 }] });
    expect((await call(`placeOrder/delete/byOrderId/${done.pk}`, { method: 'DELETE', token: shopper })).status).toBe(400);
    // Its goods were supplied, so it holds a tax invoice: an admin may not delete it either (cancel or refund it instead).
    expect((await call(`placeOrder/delete/byOrderId/${done.pk}`, { method: 'DELETE', token: admin })).status).toBe(409);
    expect(await stockOf(a.id)).toBe(before + 3);
  });

  /** A new shopper's UPI order of one ₹100 product (₹140 with delivery): settled at placing with a UPI ID, awaited without. */
  async function upiOrder(upiId: string | null) {
    const s = await newShopper();
    const product = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, product.id, 1);
    const placed = await placeAll(s, placePayload(s, { payment_method: 'UPI', upi_id: upiId, payment_gateway: 'UPI' }));
    expect(placed.status, placed.text).toBe(201);
    return { s, product, order: placed.json.order, orderId: placed.json.order.order_id as string };
  }

  it('keeps a paid order on record: neither its shopper nor an admin deletes it, and what is owed back stays listed', async () => {
    const { s, product, orderId } = await upiOrder('asha@okhdfc');
    const del = (token: string, language?: string) =>
      call(`placeOrder/delete/byOrderId/${orderId}`, { method: 'DELETE', token, headers: language ? { 'accept-language': language } : {} });
    expect(await del(s.token)).toMatchObject({ status: 409, json: { code: 'ORDER_PAID', message: EN_API_ANSWERS.orders.paidNotDeleted } });
    expect(await del(s.token, 'hi-IN')).toMatchObject({ status: 409, json: { code: 'ORDER_PAID', message: HI_API_ANSWERS.orders.paidNotDeleted } });
    expect(await del(admin)).toMatchObject({ status: 409, json: { code: 'ORDER_PAID', message: EN_API_ANSWERS.orders.paidNotDeletedByShop } });
    // Nor can any other writer: the database keeps an order with payments in its ledger.
    await expect(dbOf('sehat').prepare('DELETE FROM orders WHERE order_id = ?').bind(orderId).run()).rejects.toThrow(/kept/);
    const kept = await call(`placeOrder/${orderId}`, { token: s.token });
    expect(kept).toMatchObject({ status: 200, json: { order_status: 'pending', money: { paid: 140, balance: 0 } } });
    expect(await stockOf(product.id)).toBe(4);

    // Its shopper cancels it by taking its product out: the shop then owes the money back, and says so.
    const removed = await call(`placeOrder/orders/product/${orderId}/${product.id}`, { method: 'DELETE', token: s.token });
    expect(removed.json.order).toMatchObject({ order_status: 'cancelled', money: { paid: 140, balance: -140 } });
    const owed = await call('admin/refunds-owed', { token: admin });
    expect(owed.json.refunds).toContainEqual(expect.objectContaining({ order_id: orderId, amount_owed: 140 }));
    expect(await del(admin)).toMatchObject({ status: 409, json: { code: 'ORDER_PAID' } });
    expect((await call(`placeOrder/${orderId}`, { token: admin })).status).toBe(200);
  });

  it('keeps an order whose UPI payment may be on its way: the shop could not match it without the order', async () => {
    // Paid from the shopper's own UPI app: pending until the shop matches the bank's record.
    const { s, product, order, orderId } = await upiOrder(null);
    expect(order).toMatchObject({ payment_status: 'pending', money: { paid: 0 } });
    const del = (token: string) => call(`placeOrder/delete/byOrderId/${orderId}`, { method: 'DELETE', token });
    expect(await del(s.token)).toMatchObject({ status: 409, json: { code: 'ORDER_PAID', message: EN_API_ANSWERS.orders.awaitedNotDeleted } });
    expect(await del(admin)).toMatchObject({ status: 409, json: { code: 'ORDER_PAID', message: EN_API_ANSWERS.orders.paidNotDeletedByShop } });
    expect((await call(`placeOrder/${orderId}`, { token: s.token })).json).toMatchObject({ order_status: 'pending', payment_status: 'pending' });
    expect(await stockOf(product.id)).toBe(4);
  });
});

describeLayoutFree('operator status', () => {
  it('moves pending -> approved -> completed for admins only; cancelling restocks', async () => {
    const a = products[9]!;
    const order = await insertOrder({ userId: shopperId, status: 'pending', lines: [{ product: a, quantity: 2 }] });
    expect((await call(`placeOrder/${order.pk}/status`, { method: 'PUT', token: shopper, body: { status: 'approved' } })).status).toBe(403);
    const approve = await call(`placeOrder/${order.pk}/status`, { method: 'PUT', token: admin, body: { status: 'approved' } });
    expect(approve.json.order.order_status).toBe('approved');
    const back = await call(`placeOrder/${order.pk}/status`, { method: 'PUT', token: admin, body: { status: 'pending' } });
    expect(back.status).toBe(409);
    const bad = await call(`placeOrder/${order.pk}/status`, { method: 'PUT', token: admin, body: { status: 'shipped' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('status must be one of');
    const before = await stockOf(a.id);
    const cancel = await call(`placeOrder/${order.pk}/status`, { method: 'PUT', token: admin, body: { status: 'cancelled' } });
    expect(cancel.json.order.order_status).toBe('cancelled');
    expect(await stockOf(a.id)).toBe(before + 2);
    await call(`placeOrder/${order.pk}/status`, { method: 'PUT', token: admin, body: { status: 'cancelled' } });
    expect(await stockOf(a.id)).toBe(before + 2);
  });
});

describeLayoutFree('delivery', () => {
  it('moves step by step for the assigned delivery person, stamps the delivery and completes the order', async () => {
    const order = await insertOrder({ userId: shopperId, status: 'approved', lines: [{ product: products[10]!, quantity: 1 }] });
    const url = `placeOrder/update-deliveryboy-status/${order.pk}`;
    const unassigned = await call(url, { method: 'PUT', token: admin, body: { deliveryboy_status: 'picked_up' } });
    expect(unassigned.json.message).toBe('No delivery person is assigned to this order.');
    const notRider = await call(`placeOrder/assign-deliveryBoy/${order.pk}`, { method: 'PUT', token: admin, body: { assigned_deliveryboy_id: shopperId } });
    expect(notRider.status).toBe(400);
    expect((await call(`placeOrder/assign-deliveryBoy/${order.pk}`, { method: 'PUT', token: rider, body: { assigned_deliveryboy_id: riderId } })).status).toBe(403);
    const assign = await call(`placeOrder/assign-deliveryBoy/${order.pk}`, { method: 'PUT', token: admin, body: { assigned_deliveryboy_id: riderId } });
    expect(assign.json.order).toMatchObject({ assigned_deliveryboy_id: riderId, deliveryboy_status: 'assigned' });

    const otherRider = await makeAccount('sehat', 'delivery');
    expect((await call(url, { method: 'PUT', token: otherRider.token, body: { deliveryboy_status: 'picked_up' } })).status).toBe(403);
    expect((await call(url, { method: 'PUT', token: shopper, body: { deliveryboy_status: 'picked_up' } })).status).toBe(403);
    const skip = await call(url, { method: 'PUT', token: rider, body: { deliveryboy_status: 'delivered' } });
    expect(skip.status).toBe(400);
    expect(skip.json.message).toBe('Delivery status cannot go from assigned to delivered.');
    expect((await call(url, { method: 'PUT', token: rider, body: { deliveryboy_status: 'lost' } })).status).toBe(400);
    for (const step of ['picked_up', 'out_for_delivery', 'delivered']) {
      const res = await call(url, { method: 'PUT', token: rider, body: await stepBody(order.pk, step) });
      expect(res.status, step).toBe(200);
      expect(res.json.order.deliveryboy_status).toBe(step);
    }
    const done = (await call(`placeOrder/${order.pk}`, { token: shopper })).json;
    expect(done.order_status).toBe('completed');
    expect(Date.now() - Date.parse(done.delivered_at)).toBeLessThan(60_000);
    const after = await call(url, { method: 'PUT', token: rider, body: { deliveryboy_status: 'failed', reason: 'Nobody at home' } });
    expect(after.status).toBe(400);
  });

  it('lists a delivery person’s assigned orders to them and to admins only', async () => {
    const mine = await call(`placeOrder/assigned-orders/${riderId}`, { token: rider });
    expect(mine.status).toBe(200);
    expect(mine.json.orders.length).toBeGreaterThanOrEqual(3);
    expect(mine.json.orders.every((o: { assigned_deliveryboy_id: number }) => o.assigned_deliveryboy_id === riderId)).toBe(true);
    expect((await call(`placeOrder/assigned-orders/${riderId}`, { token: admin })).status).toBe(200);
    expect((await call(`placeOrder/assigned-orders/${riderId}`, { token: shopper })).status).toBe(403);
    const other = await makeAccount('sehat', 'delivery');
    expect((await call(`placeOrder/assigned-orders/${riderId}`, { token: other.token })).status).toBe(403);
    expect((await call(`placeOrder/assigned-orders/${other.id}`, { token: other.token })).json.orders).toEqual([]);
  });

  it('marks a failed delivery from any open step', async () => {
    const order = await insertOrder({ userId: shopperId, status: 'approved', delivery: { riderId, status: 'out_for_delivery' }, lines: [{ product: products[11]!, quantity: 1 }] });
    const res = await call(`placeOrder/update-deliveryboy-status/${order.pk}`, { method: 'PUT', token: rider, body: { deliveryboy_status: 'failed', reason: 'Nobody at home' } });
    expect(res.json.order).toMatchObject({ deliveryboy_status: 'failed', delivered_at: null, order_status: 'approved' });
  });
});

describeLayoutFree('concurrent returns', () => {
  it('take the goods back once when the same return is sent five times at once, restocked once received', async () => {
    const a = products[1]!;
    const order = await insertOrder({ userId: shopperId, deliveredAgoHours: 2, lines: [{ product: a, quantity: 4 }] });
    const before = await stockOf(a.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(`placeOrder/orders/${order.pk}/request-return`, { method: 'POST', token: shopper, body: { reason: 'Duplicate', product_id: a.id } }),
      ),
    );
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    // The others lost the race (409) or saw the product already returned (400).
    expect(results.every((r) => r.status === 200 || r.status === 400 || r.status === 409)).toBe(true);
    expect(await stockOf(a.id)).toBe(before);
    // Receipt sent five times at once: the 4 units go back on the shelf once.
    const receipts = await Promise.all(
      Array.from({ length: 5 }, () => call(`placeOrder/orders/${order.pk}/receive-return`, { method: 'POST', token: admin, body: { product_id: a.id, condition: 'good' } })),
    );
    expect(receipts.filter((r) => r.status === 200)).toHaveLength(1);
    expect(receipts.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await stockOf(a.id)).toBe(before + 4);
  });
});
