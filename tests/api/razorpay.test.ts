import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { shopGateway } from '@/server/payment';
import { hmacSha256Hex } from '@/server/payment/hmac';
import { standInWebhook } from '@/server/payment/razorpay-stand-in';
import { call, distributorId } from './helpers';
import { dbOf } from './databases';
import { addToCart, newProduct, newShopper, placeAll, placePayload, seededAccount, stockOf, type Shopper } from './checkout-fixtures';
import { captureLogs } from './support/log-capture';

// Card and net-banking payments through Razorpay, against the local stand-in
// of its API (orders, refunds), its Checkout (the "pay" answer, signed as
// Razorpay signs it) and its webhooks (signed with the shop's webhook secret).
// Sehat gets test keys; kirana has none.

const P = MESSAGES.payments;
const KEYS = { key_id: 'rzp_test_Sehat0001KeyA', key_secret: 'sk-sehat-secret-9b1e77c4d2', webhook_secret: 'wh-sehat-secret-51f0aa9d3c' };
const SECRETS = [KEYS.key_secret, KEYS.webhook_secret];

// Every line any code logs while this file runs: no key may be in one.
const capture = captureLogs();

let admin: Shopper;

beforeAll(async () => {
  admin = await seededAccount('admin@example.com');
  const res = await call('admin/payment-keys', { method: 'PUT', token: admin.token, body: KEYS });
  expect(res.status, res.text).toBe(200);
});

afterAll(() => {
  capture.stop();
  const logged = capture.lines();
  // The capture saw the Worker's own lines (each request logs one).
  expect(logged.some((line) => line.includes('payments/razorpay/webhook'))).toBe(true);
  // No secret, and not even the whole key id, in any log line.
  for (const line of logged) for (const secret of [...SECRETS, KEYS.key_id]) expect(line).not.toContain(secret);
});

const CARD = { payment_method: 'Credit/Debit Card', payment_gateway: 'CARD', card_details: { card_name: 'Asha Rao', card_number: '4111111111111111', expiry_date: '11/39', cvv: '123' } };

async function placeCard(s: Shopper, pricePaise = 25_000) {
  const product = await newProduct(s.slug, { pricePaise, stock: 10 });
  await addToCart(s, product.id, 1);
  const res = await placeAll(s, placePayload(s, CARD));
  expect(res.status, res.text).toBe(201);
  return { product, order: res.json.order };
}

const checkoutOf = (s: Shopper, orderId: string) => call(`placeOrder/${orderId}/gateway-checkout`, { token: s.token });
const returnFromCheckout = (s: Shopper, orderId: string, body: unknown) => call(`placeOrder/${orderId}/gateway-payment`, { method: 'PUT', token: s.token, body });

/** The stand-in Checkout's "pay", as the browser presses it: what Razorpay hands the page's handler. */
async function pay(gatewayOrderId: string) {
  const res = await call('razorpay-stand-in/pay', { method: 'POST', body: { order_id: gatewayOrderId } });
  expect(res.status, res.text).toBe(200);
  return res.json as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
}

async function webhook(event: 'payment.captured' | 'order.paid' | 'refund.processed', e: Parameters<typeof standInWebhook>[2], secret = KEYS.webhook_secret) {
  const { body, headers } = await standInWebhook(secret, event, e);
  return call('payments/razorpay/webhook', { method: 'POST', body, headers });
}

const rowOf = (pk: number) =>
  dbOf('sehat')
    .prepare('SELECT payment_status, version, gateway_payment_id, card_last4, card_name, gateway_refund_status FROM orders WHERE id = ?')
    .bind(pk)
    .first<{ payment_status: string; version: number; gateway_payment_id: string | null; card_last4: string | null; card_name: string | null; gateway_refund_status: string | null }>();

const confirmedEvents = async (orderId: string) =>
  (await dbOf('sehat').prepare("SELECT COUNT(*) AS n FROM notification_events WHERE order_id = ? AND type = 'payment.confirmed'").bind(orderId).first<{ n: number }>())!.n;

describe('gateway keys', () => {
  it('are sealed at rest, set only by the shop’s admin, and never answered: only whether they are set and the last 4', async () => {
    const view = await call('admin/payment-settings', { token: admin.token });
    expect(view.status).toBe(200);
    expect(view.json.gateway).toEqual({ provider: 'razorpay', keys_set: true, key_id_last4: 'KeyA' });
    for (const secret of [...SECRETS, KEYS.key_id]) expect(view.text).not.toContain(secret);

    const row = await dbOf('sehat').prepare('SELECT * FROM shop_gateway_keys WHERE distributor_id = ?').bind(await distributorId('sehat')).first();
    expect(JSON.stringify(row)).not.toMatch(/sk-sehat|wh-sehat|Sehat0001/);
    expect(row).toMatchObject({ key_secret_enc: expect.stringMatching(/^v1\./), key_id_last4: 'KeyA' });

    const shopper = await newShopper();
    expect((await call('admin/payment-keys', { method: 'PUT', token: shopper.token, body: KEYS })).status).toBe(403);
    expect((await call('admin/payment-settings', { token: shopper.token })).status).toBe(403);
    const bad = await call('admin/payment-keys', { method: 'PUT', token: admin.token, body: { ...KEYS, key_id: 'not-a-key' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('The key id starts with rzp_test_ or rzp_live_.');
    // Kirana's admin sees only kirana's (none).
    const kAdmin = await seededAccount('admin@example.com', 'kirana');
    const kView = await call('admin/payment-settings', { token: kAdmin.token, host: 'http://kirana.localhost' });
    expect(kView.json.gateway).toEqual({ provider: 'razorpay', keys_set: false, key_id_last4: null });
  });

  it('a shop without keys (production) refuses cards and net banking with the catalogue’s message', async () => {
    const { gateway } = await shopGateway({ ...env, PAYMENT_SIMULATOR: undefined } as Env, dbOf('kirana'), await distributorId('kirana'));
    expect(gateway.kind).toBe('none');
    expect(await gateway.authorize({ gateway: 'CARD', amountPaise: 10_000, currency: 'INR', orderId: 'ORD-1-1' })).toEqual({
      ok: false,
      message: P.gatewayUnavailable,
      code: 'GATEWAY_NOT_SET_UP',
    });
    expect((await gateway.authorize({ gateway: 'COD', amountPaise: 10_000, currency: 'INR', orderId: 'ORD-1-1' })).ok).toBe(true);
  });
});

describe('payee settings', () => {
  it('the shop’s admin sets the payee and the time to pay; bad values change nothing; a new UPI order uses them', async () => {
    const bad = [
      [{ payee_vpa: 'not a vpa', payee_name: 'Sehat', unpaid_expiry_minutes: 30 }, 'Please enter a UPI address like shop@okaxis.'],
      [{ payee_vpa: 'sehat@okaxis', payee_name: 'Sehat', unpaid_expiry_minutes: 2 }, 'The time to pay must be at least 5 minutes.'],
      [{ payee_vpa: 'sehat@okaxis', payee_name: 'Sehat', unpaid_expiry_minutes: 10.5 }, 'The time to pay must be a whole number of minutes.'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await call('admin/payment-settings', { method: 'PUT', token: admin.token, body });
      expect({ status: res.status, message: res.json.message }).toEqual({ status: 400, message });
    }
    expect((await call('admin/payment-settings', { token: admin.token })).json).toMatchObject({ payee_vpa: 'sehat@okaxis', payee_name: 'Sehat Pharmacy', unpaid_expiry_minutes: 30 });
    const saved = await call('admin/payment-settings', { method: 'PUT', token: admin.token, body: { payee_vpa: 'sehat.new@okhdfc', payee_name: 'Sehat Pharmacy Ltd', unpaid_expiry_minutes: 45 } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.settings).toMatchObject({ payee_vpa: 'sehat.new@okhdfc', payee_name: 'Sehat Pharmacy Ltd', unpaid_expiry_minutes: 45, gateway: { keys_set: true } });

    const s = await newShopper();
    const product = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, product.id, 1);
    const before = Date.now();
    const placed = await placeAll(s, placePayload(s, { payment_method: 'UPI', upi_id: null, payment_gateway: 'UPI' }));
    expect(placed.status, placed.text).toBe(201);
    expect(Date.parse(placed.json.order.payment_expires_at) - before).toBeGreaterThanOrEqual(45 * 60_000 - 1_000);
    const link = await call(`placeOrder/${placed.json.order.order_id}/upi-payment`, { token: s.token });
    expect(link.json.link).toMatch(/^upi:\/\/pay\?pa=sehat\.new@okhdfc&pn=Sehat%20Pharmacy%20Ltd&/);

    const rider = await seededAccount('rider@example.com');
    expect((await call('admin/payment-settings', { method: 'PUT', token: rider.token, body: { payee_vpa: 'x@okaxis', payee_name: 'X', unpaid_expiry_minutes: 30 } })).status).toBe(403);
    await call('admin/payment-settings', { method: 'PUT', token: admin.token, body: { payee_vpa: 'sehat@okaxis', payee_name: 'Sehat Pharmacy', unpaid_expiry_minutes: 30 } });
  });
});

describe('paying by card through Checkout', () => {
  it('places the order pending from the server’s total, keeps no card details, and opens Checkout with the shop’s key id', async () => {
    const s = await newShopper();
    const { product, order } = await placeCard(s);
    expect(order).toMatchObject({ payment_status: 'pending', payment_gateway: 'CARD', card_last4: null, card_name: null });
    expect(await stockOf(product.id)).toBe(9);
    const res = await checkoutOf(s, order.order_id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      order_id: order.order_id,
      key_id: KEYS.key_id,
      gateway_order_id: expect.stringMatching(/^order_\w{14}$/),
      amount: 29_000, // ₹250 + ₹40 delivery, in paise
      currency: 'INR',
      shop_name: 'Sehat Pharmacy',
      script_url: '/api/razorpay-stand-in/checkout.js',
    });
    expect(res.text).not.toContain(KEYS.key_secret);
    const other = await newShopper();
    expect((await checkoutOf(other, order.order_id)).status).toBe(403);
  });

  it('a forged signature changes nothing; the genuine one pays the order once', async () => {
    const s = await newShopper();
    const { order } = await placeCard(s);
    const gatewayOrderId = (await checkoutOf(s, order.order_id)).json.gateway_order_id;
    const paid = await pay(gatewayOrderId);
    // Signed with another secret, or for another payment id, or another gateway order.
    const forgeries = [
      { ...paid, razorpay_signature: await hmacSha256Hex('not-the-secret', `${gatewayOrderId}|${paid.razorpay_payment_id}`) },
      { ...paid, razorpay_payment_id: 'pay_Forged00000001' },
      { ...paid, razorpay_order_id: 'order_Other000000001' },
    ];
    for (const body of forgeries) {
      const res = await returnFromCheckout(s, order.order_id, body);
      expect({ status: res.status, code: res.json.code, message: res.json.message }).toEqual({ status: 400, code: 'SIGNATURE_INVALID', message: P.signatureInvalid });
    }
    const malformed = await returnFromCheckout(s, order.order_id, { ...paid, razorpay_signature: 'nonsense' });
    expect({ status: malformed.status, message: malformed.json.message }).toEqual({ status: 400, message: P.signatureInvalid });
    expect((await rowOf(order.id))!.payment_status).toBe('pending');

    const ok = await returnFromCheckout(s, order.order_id, paid);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json).toMatchObject({ message: P.gatewayConfirmed, order: { payment_status: 'paid', transaction_id: paid.razorpay_payment_id } });
    const after = await rowOf(order.id);
    // The page retrying its call is answered with the paid order, nothing moves again.
    const again = await returnFromCheckout(s, order.order_id, paid);
    expect(again.status).toBe(200);
    expect((await rowOf(order.id))!.version).toBe(after!.version);
    expect(await confirmedEvents(order.order_id)).toBe(1);
  });

  it('a webhook landing before the browser’s return pays the order; the return then finds it paid', async () => {
    const s = await newShopper();
    const { order } = await placeCard(s);
    const gatewayOrderId = (await checkoutOf(s, order.order_id)).json.gateway_order_id;
    const paid = await pay(gatewayOrderId);
    const hook = await webhook('payment.captured', { orderId: gatewayOrderId, paymentId: paid.razorpay_payment_id, amount: 29_000 });
    expect(hook.status, hook.text).toBe(200);
    expect(hook.json).toEqual({ status: 'handled' });
    expect(await rowOf(order.id)).toMatchObject({ payment_status: 'paid', gateway_payment_id: paid.razorpay_payment_id });
    const version = (await rowOf(order.id))!.version;
    const back = await returnFromCheckout(s, order.order_id, paid);
    expect(back.status).toBe(200);
    expect(back.json.order.payment_status).toBe('paid');
    expect((await rowOf(order.id))!.version).toBe(version);
    expect(await confirmedEvents(order.order_id)).toBe(1);
  });

  it('a replayed webhook (same event id) and a second event for the same payment have no second effect', async () => {
    const s = await newShopper();
    const { order } = await placeCard(s);
    const gatewayOrderId = (await checkoutOf(s, order.order_id)).json.gateway_order_id;
    const paid = await pay(gatewayOrderId);
    const e = { orderId: gatewayOrderId, paymentId: paid.razorpay_payment_id, amount: 29_000, eventId: `evt_${crypto.randomUUID().slice(0, 14)}` };
    expect((await webhook('order.paid', e)).json).toEqual({ status: 'handled' });
    const version = (await rowOf(order.id))!.version;
    expect((await webhook('order.paid', e)).json).toEqual({ status: 'replayed' });
    expect((await webhook('payment.captured', { ...e, eventId: undefined })).json).toEqual({ status: 'ignored' });
    expect((await rowOf(order.id))!.version).toBe(version);
    expect(await confirmedEvents(order.order_id)).toBe(1);
  });

  it('approval waits for the gateway’s payment: 409 while it is pending, allowed once it is paid', async () => {
    const s = await newShopper();
    const { order } = await placeCard(s);
    const approve = () => call(`placeOrder/${order.order_id}/status`, { method: 'PUT', token: admin.token, body: { status: 'approved' } });
    const refused = await approve();
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: MESSAGES.admin.approveUnpaid, code: 'PAYMENT_PENDING' });
    expect(await rowOf(order.id)).toMatchObject({ payment_status: 'pending' });
    const gatewayOrderId = (await checkoutOf(s, order.order_id)).json.gateway_order_id;
    const paid = await pay(gatewayOrderId);
    expect((await returnFromCheckout(s, order.order_id, paid)).status).toBe(200);
    const approved = await approve();
    expect(approved.status, approved.text).toBe(200);
  });

  it('five deliveries of one event at once: one handled, four replayed, the order paid once', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await newShopper();
      const { order } = await placeCard(s);
      const gatewayOrderId = (await checkoutOf(s, order.order_id)).json.gateway_order_id;
      const paid = await pay(gatewayOrderId);
      const { body, headers } = await standInWebhook(KEYS.webhook_secret, 'payment.captured', { orderId: gatewayOrderId, paymentId: paid.razorpay_payment_id, amount: 29_000 });
      const answers = await Promise.all(Array.from({ length: 5 }, () => call('payments/razorpay/webhook', { method: 'POST', body, headers })));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.map((a) => a.json.status).sort(), `round ${round}`).toEqual(['handled', 'replayed', 'replayed', 'replayed', 'replayed']);
      expect(await rowOf(order.id)).toMatchObject({ payment_status: 'paid', gateway_payment_id: paid.razorpay_payment_id });
      expect(await confirmedEvents(order.order_id)).toBe(1);
      const remembered = await dbOf('sehat')
        .prepare('SELECT COUNT(*) AS n FROM gateway_webhook_events WHERE event_id = ?')
        .bind(headers['x-razorpay-event-id'])
        .first<{ n: number }>();
      expect(remembered!.n).toBe(1);
    }
  });

  it('a webhook with a bad signature, or an amount that is not the order’s total, pays nothing', async () => {
    const s = await newShopper();
    const { order } = await placeCard(s);
    const gatewayOrderId = (await checkoutOf(s, order.order_id)).json.gateway_order_id;
    const paid = await pay(gatewayOrderId);
    const e = { orderId: gatewayOrderId, paymentId: paid.razorpay_payment_id, amount: 29_000 };
    const forged = await webhook('payment.captured', e, 'someone-elses-secret');
    expect({ status: forged.status, code: forged.json.code }).toEqual({ status: 400, code: 'SIGNATURE_INVALID' });
    const unsigned = await call('payments/razorpay/webhook', { method: 'POST', body: (await standInWebhook(KEYS.webhook_secret, 'payment.captured', e)).body });
    expect(unsigned.status).toBe(400);
    expect((await webhook('payment.captured', { ...e, amount: 100 })).json).toEqual({ status: 'ignored' });
    expect((await rowOf(order.id))!.payment_status).toBe('pending');
    // Kirana has no keys: nothing it receives is accepted.
    const { body, headers } = await standInWebhook(KEYS.webhook_secret, 'payment.captured', e);
    expect((await call('payments/razorpay/webhook', { method: 'POST', body, headers, host: 'http://kirana.localhost' })).status).toBe(400);
  });
});

describe('refunds through the gateway', () => {
  it('a refund goes to the gateway, shows pending, and is processed by its webhook (once)', async () => {
    const s = await newShopper();
    const { order } = await placeCard(s);
    const gatewayOrderId = (await checkoutOf(s, order.order_id)).json.gateway_order_id;
    const paid = await pay(gatewayOrderId);
    expect((await returnFromCheckout(s, order.order_id, paid)).status).toBe(200);

    const cancelled = await call(`placeOrder/${order.id}/status`, { method: 'PUT', token: admin.token, body: { status: 'cancelled' } });
    expect(cancelled.status, cancelled.text).toBe(200);
    const refund = await call(`placeOrder/orders/${order.id}/process-refund`, { method: 'POST', token: admin.token, body: {} });
    expect(refund.status, refund.text).toBe(200);
    expect(refund.json.order).toMatchObject({ payment_status: 'refunded', refund_status: 'pending', refund_amount: 290, refund_transaction_id: expect.stringMatching(/^rfnd_\w{14}$/) });
    const refundId = refund.json.order.refund_transaction_id as string;

    const e = { orderId: gatewayOrderId, paymentId: paid.razorpay_payment_id, amount: 29_000, refundId, eventId: `evt_${crypto.randomUUID().slice(0, 14)}` };
    expect((await webhook('refund.processed', e)).json).toEqual({ status: 'handled' });
    expect((await webhook('refund.processed', e)).json).toEqual({ status: 'replayed' });
    const mine = await call(`placeOrder/orders/${s.id}`, { token: s.token });
    const shown = (mine.json.orders as Array<{ order_id: string }>).find((o: { order_id: string }) => o.order_id === order.order_id);
    expect(shown).toMatchObject({ payment_status: 'refunded', refund_status: 'processed' });

    // The stand-in took the whole payment back: a second refund is refused there and here.
    const twice = await call(`placeOrder/orders/${order.id}/process-refund`, { method: 'POST', token: admin.token, body: {} });
    expect(twice.status).toBe(400);
  });
});
