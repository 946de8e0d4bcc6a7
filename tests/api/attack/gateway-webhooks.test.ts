import { describe, expect, it } from 'vitest';
import { hmacSha256Hex } from '@/server/payment/hmac';
import { standInWebhook } from '@/server/payment/razorpay-stand-in';
import { KIRANA, call } from '../helpers';
import { addToCart, newProduct, newShopper, placeAll, placePayload, seededAccount } from '../checkout-fixtures';
import { dbOf } from '../databases';
import { ledger } from './ledger';
import { report, sendAll, type Probe } from './probe';

// Webhooks are the one payment route anyone on the internet can call: only a
// delivery signed with the shop's own webhook secret may change anything.
// Every forgery below must be refused, and none may leave a trace.

const KEYS = { key_id: 'rzp_test_Attack0001', key_secret: 'attack-key-secret-3c9d', webhook_secret: 'attack-webhook-secret-7e21' };

describe('gateway webhooks with a bad signature', () => {
  it('accepts none of them: no order paid, no refund moved, no event id remembered', async () => {
    const admin = await seededAccount('admin@example.com');
    expect((await call('admin/payment-keys', { method: 'PUT', token: admin.token, body: KEYS })).status).toBe(200);
    const s = await newShopper();
    const product = await newProduct('sehat', { pricePaise: 20_000, stock: 5 });
    await addToCart(s, product.id, 1);
    const placed = await placeAll(s, placePayload(s, { payment_method: 'Net Banking', payment_gateway: 'NETBANKING', net_banking_details: { bank_name: 'HDFC' } }));
    expect(placed.status, placed.text).toBe(201);
    const gatewayOrderId = (await call(`placeOrder/${placed.json.order.order_id}/gateway-checkout`, { token: s.token })).json.gateway_order_id as string;
    const e = { orderId: gatewayOrderId, paymentId: 'pay_Attack00000001', amount: 24_000 };
    const genuine = await standInWebhook(KEYS.webhook_secret, 'payment.captured', e);
    const before = await ledger();

    const probes: Probe[] = [];
    const probe = (label: string, body: string, headers: Record<string, string>, host?: string) =>
      probes.push({ label, method: 'POST', path: 'payments/razorpay/webhook', body, headers, host });
    const id = () => ({ 'x-razorpay-event-id': `evt_${crypto.randomUUID().slice(0, 14)}` });
    const sig = genuine.headers['x-razorpay-signature']!;
    probe('no signature', genuine.body, id());
    probe('empty signature', genuine.body, { ...id(), 'x-razorpay-signature': '' });
    probe('signed with the key secret', genuine.body, { ...id(), 'x-razorpay-signature': await hmacSha256Hex(KEYS.key_secret, genuine.body) });
    probe('signed with another secret', genuine.body, { ...id(), 'x-razorpay-signature': await hmacSha256Hex('guess', genuine.body) });
    probe('upper-case hex', genuine.body, { ...id(), 'x-razorpay-signature': sig.toUpperCase() });
    probe('truncated', genuine.body, { ...id(), 'x-razorpay-signature': sig.slice(0, 63) });
    probe('one character longer', genuine.body, { ...id(), 'x-razorpay-signature': `${sig}0` });
    probe('base64 of the MAC', genuine.body, { ...id(), 'x-razorpay-signature': btoa(sig) });
    probe('body re-serialised', JSON.stringify(JSON.parse(genuine.body), null, 1), { ...id(), 'x-razorpay-signature': sig });
    probe('body with a changed amount', genuine.body.replace('24000', '100'), { ...id(), 'x-razorpay-signature': sig });
    probe('other shop host', genuine.body, { ...genuine.headers, ...id() }, KIRANA);
    probe('no event id', genuine.body, { 'x-razorpay-signature': sig });
    probe('event id too long', genuine.body, { 'x-razorpay-signature': sig, 'x-razorpay-event-id': 'e'.repeat(65) });
    await sendAll('gateway-webhooks', probes);
    const tally = report('gateway-webhooks');
    expect(tally.ran).toBe(probes.length);
    expect(tally.serverErrors).toEqual([]);
    expect(tally.allowed, 'accepted webhooks with a bad signature').toEqual([]);
    expect(await ledger()).toEqual(before);
    const remembered = await dbOf('sehat').prepare('SELECT COUNT(*) AS n FROM gateway_webhook_events').first<{ n: number }>();
    expect(remembered!.n).toBe(0);

    // The genuine delivery, for contrast, is accepted.
    const ok = await call('payments/razorpay/webhook', { method: 'POST', body: genuine.body, headers: genuine.headers });
    expect(ok.status).toBe(200);
  });
});
