import { env } from 'cloudflare:workers';
import { createMessageBatch } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { EN_API_ANSWERS } from '@/lib/api-answer-messages';
import { REFUNDS_OWED_MESSAGES } from '@/lib/refunds-owed-messages';
import { consumeNotifications } from '@/server/events/notification-consumer';
import { eventStatement } from '@/server/events/record-event';
import { standInWebhook } from '@/server/payment/razorpay-stand-in';
import { shopDatabase } from '@/server/tenant-database';
import { call, distributorId } from './helpers';
import { dbOf } from './databases';
import { addToCart, newProduct, newShopper, placeAll, placePayload, seededAccount, type Shopper } from './checkout-fixtures';

// Gateway money in the ledger: what a gateway-paid order no longer costs goes
// back through the gateway by itself (the queue's consumer, from the ledger,
// once), and a payment that lands after its order expired is kept in the
// ledger, refunded, and the shopper told the truth.

const REMOVAL_WAITS = EN_API_ANSWERS.orders.removalWaitsForPayment;
const KEYS = { key_id: 'rzp_test_Ledger001KeyA', key_secret: 'sk-ledger-secret-4a1e77c4d2', webhook_secret: 'wh-ledger-secret-71f0aa9d3c' };
const CARD = { payment_method: 'Credit/Debit Card', payment_gateway: 'CARD', card_details: { card_name: 'Asha Rao', card_number: '4111111111111111', expiry_date: '11/39', cvv: '123' } };

let admin: Shopper;
beforeAll(async () => {
  admin = await seededAccount('admin@example.com');
  expect((await call('admin/payment-keys', { method: 'PUT', token: admin.token, body: KEYS })).status).toBe(200);
});

/** A card order of one ₹250 product (+ ₹40 delivery), its gateway order, and the stand-in Checkout's payment of it. */
async function cardOrderPaidAtGateway(s: Shopper) {
  const product = await newProduct('sehat', { pricePaise: 25_000, stock: 10 });
  await addToCart(s, product.id, 1);
  const placed = await placeAll(s, placePayload(s, CARD));
  expect(placed.status, placed.text).toBe(201);
  const order = placed.json.order;
  const gatewayOrderId = (await call(`placeOrder/${order.order_id}/gateway-checkout`, { token: s.token })).json.gateway_order_id as string;
  const paid = await call('razorpay-stand-in/pay', { method: 'POST', body: { order_id: gatewayOrderId } });
  expect(paid.status, paid.text).toBe(200);
  return { order, gatewayOrderId, paid: paid.json as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string } };
}

async function captured(gatewayOrderId: string, paymentId: string, eventId = `evt_${crypto.randomUUID().slice(0, 14)}`) {
  const { body, headers } = await standInWebhook(KEYS.webhook_secret, 'payment.captured', { orderId: gatewayOrderId, paymentId, amount: 29_000, eventId });
  return call('payments/razorpay/webhook', { method: 'POST', body, headers });
}

const ledgerOf = async (pk: number) =>
  (await dbOf('sehat').prepare('SELECT kind, method, amount_paise, reference FROM payments WHERE order_pk = ? ORDER BY id').bind(pk).all()).results;

/** The order's money once the queue's consumer has sent what was due (it runs on its own after the answer). */
async function settled(orderId: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const money = (await call(`placeOrder/${orderId}`, { token: admin.token })).json.money;
    if (money.balance === 0 || Date.now() > deadline) return money;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('gateway money owed goes back through the gateway by itself', () => {
  it('a cancelled card order is refunded through the gateway once, with a ledger row and a refund message', async () => {
    const s = await newShopper();
    const { order, paid } = await cardOrderPaidAtGateway(s);
    expect((await call(`placeOrder/${order.order_id}/gateway-payment`, { method: 'PUT', token: s.token, body: paid })).status).toBe(200);
    const cancelled = await call(`placeOrder/${order.id}/status`, { method: 'PUT', token: admin.token, body: { status: 'cancelled' } });
    expect(cancelled.json.order.money).toMatchObject({ total: 0, paid: 290, balance: -290, charge_status: 'overcharged' });
    // Not on the hand-refund list: the gateway's money goes back through the gateway.
    expect((await call('admin/refunds-owed', { token: admin.token })).json.refunds.map((r: { order_id: string }) => r.order_id)).not.toContain(order.order_id);

    expect(await settled(order.order_id)).toEqual({ total: 0, paid: 290, refunded: 290, balance: 0, charge_status: 'none' });
    const rows = await ledgerOf(order.id);
    expect(rows).toEqual([
      { kind: 'capture', method: 'gateway', amount_paise: 29_000, reference: paid.razorpay_payment_id },
      { kind: 'refund', method: 'gateway', amount_paise: 29_000, reference: expect.stringMatching(/^rfnd_\w+$/) },
    ]);
    const mails = await dbOf('sehat').prepare("SELECT payload FROM notification_events WHERE order_id = ? AND type = 'refund.processed'").bind(order.order_id).all<{ payload: string }>();
    expect(mails.results.map((m) => JSON.parse(m.payload))).toEqual([{ amountPaise: 29_000 }]);

    // Another refund.due for the same order finds nothing owed: no second refund.
    const db = dbOf('sehat');
    const id = `due-${crypto.randomUUID().slice(0, 8)}`;
    await eventStatement(db, { id, distributorId: await distributorId('sehat'), type: 'refund.due', orderId: order.order_id, customerId: s.id }).run();
    const { binding } = shopDatabase(env, 'sehat');
    await consumeNotifications(createMessageBatch('storefront-notifications', [{ id: `msg-${id}`, timestamp: new Date(), attempts: 1, body: { eventId: id, db: binding } }]), env);
    expect(await ledgerOf(order.id)).toHaveLength(2);
  });
});

describe('a card order whose payment is asked for', () => {
  it('keeps its products until the gateway has the money: the capture is what the gateway order asked, and a product taken out after goes back through the gateway', async () => {
    const s = await newShopper();
    const a = await newProduct('sehat', { pricePaise: 25_000, stock: 10 });
    const b = await newProduct('sehat', { pricePaise: 10_000, stock: 10 });
    await addToCart(s, a.id, 1);
    await addToCart(s, b.id, 1);
    const placed = await placeAll(s, placePayload(s, CARD));
    expect(placed.status, placed.text).toBe(201);
    const order = placed.json.order;
    const checkout = (await call(`placeOrder/${order.order_id}/gateway-checkout`, { token: s.token })).json;
    // The gateway's order asks for ₹390 (₹250 + ₹100 + ₹40 delivery).
    expect(checkout.amount).toBe(39_000);

    const removal = await call(`placeOrder/orders/product/${order.order_id}/${b.id}`, { method: 'DELETE', token: s.token });
    expect(removal).toMatchObject({ status: 409, json: { code: 'PAYMENT_PENDING', message: REMOVAL_WAITS } });
    expect((await call(`placeOrder/${order.order_id}/gateway-checkout`, { token: s.token })).json.amount).toBe(39_000);

    const paid = await call('razorpay-stand-in/pay', { method: 'POST', body: { order_id: checkout.gateway_order_id } });
    const back = await call(`placeOrder/${order.order_id}/gateway-payment`, { method: 'PUT', token: s.token, body: paid.json });
    expect(back.status, back.text).toBe(200);
    expect(await ledgerOf(order.id)).toEqual([{ kind: 'capture', method: 'gateway', amount_paise: 39_000, reference: paid.json.razorpay_payment_id }]);

    const after = await call(`placeOrder/orders/product/${order.order_id}/${b.id}`, { method: 'DELETE', token: s.token });
    expect(after.status, after.text).toBe(200);
    expect(after.json.order.money).toMatchObject({ total: 290, paid: 390, balance: -100 });
    expect(await settled(order.order_id)).toEqual({ total: 290, paid: 390, refunded: 100, balance: 0, charge_status: 'full' });
  });
});

describe('a payment that lands after its order expired', () => {
  it('is kept in the ledger, refunded through the gateway, and counted once', async () => {
    const s = await newShopper();
    const { order, gatewayOrderId, paid } = await cardOrderPaidAtGateway(s);
    // The unpaid-order timer cancelled it before the payment came.
    await dbOf('sehat').prepare("UPDATE orders SET payment_status = 'expired', order_status = 'cancelled', version = version + 1 WHERE id = ?").bind(order.id).run();
    // Its gateway order was handed out: an admin cannot delete it, so the late payment finds it.
    const deletion = await call(`placeOrder/delete/byOrderId/${order.order_id}`, { method: 'DELETE', token: admin.token });
    expect(deletion).toMatchObject({ status: 409, json: { code: 'ORDER_PAID', message: EN_API_ANSWERS.orders.askedNotDeleted } });
    const hook = await captured(gatewayOrderId, paid.razorpay_payment_id);
    expect(hook.json).toEqual({ status: 'handled' });
    expect(await ledgerOf(order.id)).toEqual([{ kind: 'capture', method: 'gateway', amount_paise: 29_000, reference: paid.razorpay_payment_id }]);
    // The same payment again (another event id, or the shopper's return): recorded once.
    expect((await captured(gatewayOrderId, paid.razorpay_payment_id)).json).toEqual({ status: 'ignored' });
    const back = await call(`placeOrder/${order.order_id}/gateway-payment`, { method: 'PUT', token: s.token, body: paid });
    expect(back).toMatchObject({ status: 409, json: { message: REFUNDS_OWED_MESSAGES.answers.lateRefunded } });
    expect(await settled(order.order_id)).toEqual({ total: 0, paid: 290, refunded: 290, balance: 0, charge_status: 'none' });
    expect((await ledgerOf(order.id)).map((r) => r.kind)).toEqual(['capture', 'refund']);
  });

  it('the shopper returning from Checkout first is told the truth, and the money still goes back', async () => {
    const s = await newShopper();
    const { order, paid } = await cardOrderPaidAtGateway(s);
    await dbOf('sehat').prepare("UPDATE orders SET payment_status = 'expired', order_status = 'cancelled', version = version + 1 WHERE id = ?").bind(order.id).run();
    const back = await call(`placeOrder/${order.order_id}/gateway-payment`, { method: 'PUT', token: s.token, body: paid });
    expect(back).toMatchObject({ status: 409, json: { code: 'PAYMENT_NOT_PENDING', message: REFUNDS_OWED_MESSAGES.answers.lateRefunded } });
    expect(await settled(order.order_id)).toEqual({ total: 0, paid: 290, refunded: 290, balance: 0, charge_status: 'none' });
  });
});

describe('a refund the gateway cannot take yet', () => {
  it('fails, is retried, and is sent once the gateway is back', async () => {
    const s = await newShopper();
    const { order, paid } = await cardOrderPaidAtGateway(s);
    expect((await call(`placeOrder/${order.order_id}/gateway-payment`, { method: 'PUT', token: s.token, body: paid })).status).toBe(200);
    // The shop's keys are gone: nothing can reach the gateway that took the money.
    expect((await call('admin/payment-keys', { method: 'DELETE', token: admin.token })).status).toBe(200);
    try {
      expect((await call(`placeOrder/${order.id}/status`, { method: 'PUT', token: admin.token, body: { status: 'cancelled' } })).status).toBe(200);
      const due = async () =>
        (await dbOf('sehat').prepare("SELECT id, status FROM notification_events WHERE order_id = ? AND type = 'refund.due'").bind(order.order_id).first<{ id: string; status: string }>())!;
      const deadline = Date.now() + 15_000;
      while ((await due()).status !== 'failed' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect((await due()).status).toBe('failed');
      expect((await ledgerOf(order.id)).map((r) => r.kind)).toEqual(['capture']);
    } finally {
      expect((await call('admin/payment-keys', { method: 'PUT', token: admin.token, body: KEYS })).status).toBe(200);
    }
    // The retry (as the queue delivers it again) now refunds.
    const { id } = (await dbOf('sehat').prepare("SELECT id FROM notification_events WHERE order_id = ? AND type = 'refund.due'").bind(order.order_id).first<{ id: string }>())!;
    const { binding } = shopDatabase(env, 'sehat');
    await consumeNotifications(createMessageBatch('storefront-notifications', [{ id: `msg-${id}-2`, timestamp: new Date(), attempts: 2, body: { eventId: id, db: binding } }]), env);
    expect(await settled(order.order_id)).toEqual({ total: 0, paid: 290, refunded: 290, balance: 0, charge_status: 'none' });
  });
});
