import { describe, expect, it } from 'vitest';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { formatPaise } from '@/lib/pricing';
import { call, KIRANA } from './helpers';
import { dbOf } from './databases';
import { addToCart, newProduct, newShopper, placeAll, placePayload, seededAccount, type Shopper } from './checkout-fixtures';
import { pause } from './support';

// Web Push to the console: an admin's browser subscribes (here the local push
// stand-in makes the subscription as a browser would, with its own key pair),
// the queue's consumer sends each new order to it, VAPID-signed and encrypted,
// and the stand-in decrypts what arrived. A subscription the push service says
// is gone is forgotten. Only the shop's own admins subscribe.

const P = CONSOLE_DAY.push;

interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

async function browserSubscription(): Promise<StandInSubscription> {
  const res = await call<StandInSubscription>('push-stand-in/subscriptions', { method: 'POST' });
  expect(res.status).toBe(201);
  return res.json;
}

const idOf = (endpoint: string) => endpoint.split('/').pop()!;

async function received(endpoint: string, count: number): Promise<Array<{ plaintext: string; ttl: string; urgency: string; subject: string }>> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await call(`push-stand-in/subscriptions/${idOf(endpoint)}/messages`);
    if (res.status === 200 && res.json.messages.length >= count) return res.json.messages;
    if (Date.now() > deadline) throw new Error(`push not received: ${res.text}`);
    await pause(50);
  }
}

async function placeOrder() {
  const shopper = await newShopper('sehat');
  const product = await newProduct('sehat', { pricePaise: 12_550, stock: 10, name: `Push tonic ${crypto.randomUUID().slice(0, 6)}` });
  expect((await addToCart(shopper, product.id, 2)).status).toBeLessThan(300);
  const res = await placeAll(shopper, placePayload(shopper));
  expect(res.status).toBe(201);
  return { orderId: res.json.order.order_id as string, totalPaise: Math.round((res.json.order.final_price_after_coupon as number) * 100) };
}

const subscribe = (admin: Shopper, sub: StandInSubscription, host?: string) =>
  call('admin/push-subscriptions', { method: 'POST', token: admin.token, body: sub, ...(host ? { host } : {}) });

async function storedFor(adminId: number) {
  const { results } = await dbOf('sehat').prepare('SELECT endpoint FROM push_subscriptions WHERE customer_id = ?').bind(adminId).all<{ endpoint: string }>();
  return results.map((r) => r.endpoint);
}

describe('Web Push to the console', () => {
  it('offers push with the shop key, and a subscribed admin gets each new order encrypted for their browser', async () => {
    const admin = await seededAccount('admin@example.com');
    const settings = await call('admin/push-subscriptions', { token: admin.token });
    expect(settings.status).toBe(200);
    expect(settings.json).toMatchObject({ enabled: true, public_key: expect.stringMatching(/^B[\w-]{86}$/) });

    const sub = await browserSubscription();
    const saved = await subscribe(admin, sub);
    expect(saved.status).toBe(201);
    expect(saved.json.message).toBe(P.saved);
    // The answer never repeats the keys.
    expect(saved.text).not.toContain(sub.keys.auth);
    expect((await call('admin/push-subscriptions', { token: admin.token })).json.devices).toBe(1);

    const { orderId, totalPaise } = await placeOrder();
    const [message] = await received(sub.endpoint, 1);
    const payload = JSON.parse(message!.plaintext);
    expect(payload).toMatchObject({ title: 'Sehat Pharmacy', orderId, url: `/admin/orders/${orderId}` });
    expect(payload.body).toContain(P.newOrder(orderId, formatPaise(totalPaise)));
    expect(message).toMatchObject({ ttl: '86400', urgency: 'high', subject: 'mailto:push-tests@example.in' });
    // And the development outbox shows it.
    const outbox = await dbOf('sehat').prepare("SELECT subject, body_text FROM outbox WHERE channel = 'push' AND order_id = ?").bind(orderId).first<{ body_text: string }>();
    expect(outbox?.body_text).toContain(orderId);

    // Unsubscribing this device stops it; doing it twice says so.
    const off = await call('admin/push-subscriptions', { method: 'DELETE', token: admin.token, body: { endpoint: sub.endpoint } });
    expect(off.status).toBe(200);
    expect((await call('admin/push-subscriptions', { method: 'DELETE', token: admin.token, body: { endpoint: sub.endpoint } })).status).toBe(404);
    expect(await storedFor(admin.id)).not.toContain(sub.endpoint);
  });

  it('forgets a subscription the push service answers 410 for', async () => {
    const admin = await seededAccount('admin@example.com');
    const live = await browserSubscription();
    const ended = await browserSubscription();
    expect((await subscribe(admin, live)).status).toBe(201);
    expect((await subscribe(admin, ended)).status).toBe(201);
    // The browser dropped this subscription: its push service answers 410 Gone from now on.
    expect((await call(`push-stand-in/subscriptions/${idOf(ended.endpoint)}`, { method: 'DELETE' })).status).toBe(200);
    const { orderId } = await placeOrder();
    const [message] = await received(live.endpoint, 1);
    expect(JSON.parse(message!.plaintext).orderId).toBe(orderId);
    const deadline = Date.now() + 10_000;
    while ((await storedFor(admin.id)).includes(ended.endpoint) && Date.now() < deadline) await pause(50);
    expect(await storedFor(admin.id)).toEqual([live.endpoint]);
    await call('admin/push-subscriptions', { method: 'DELETE', token: admin.token, body: { endpoint: live.endpoint } });
  });

  it("refuses shoppers, another shop's token, bad endpoints and keys; another shop never sees the subscription", async () => {
    const shopper = await newShopper('sehat');
    const sub = await browserSubscription();
    expect((await subscribe(shopper, sub)).status).toBe(403);
    expect((await call('admin/push-subscriptions', { token: shopper.token })).status).toBe(403);
    expect((await call('admin/push-subscriptions', { method: 'POST', body: sub })).status).toBe(401);

    const admin = await seededAccount('admin@example.com');
    // Sehat's admin token is not a kirana admin's.
    expect((await subscribe(admin, sub, KIRANA)).status).toBe(401);
    const plainHttp = await subscribe(admin, { ...sub, endpoint: 'http://push.example.com/send/abc' });
    expect(plainHttp.status).toBe(400);
    expect(plainHttp.json).toMatchObject({ message: P.endpointHttps, code: 'BAD_REQUEST' });
    const badKey = await subscribe(admin, { ...sub, keys: { ...sub.keys, p256dh: `B${'A'.repeat(86)}` } });
    expect(badKey.status).toBe(400);
    expect(badKey.json.message).toBe(P.badKey);
    expect((await subscribe(admin, { ...sub, keys: { p256dh: sub.keys.p256dh, auth: 'short' } })).status).toBe(400);
    expect(await storedFor(admin.id)).toEqual([]);

    // Kirana's admin cannot end Sehat's admin's device, nor read it.
    expect((await subscribe(admin, sub)).status).toBe(201);
    const kiranaAdmin = await seededAccount('admin@example.com', 'kirana');
    expect((await call('admin/push-subscriptions', { token: kiranaAdmin.token, host: KIRANA })).json.devices).toBe(0);
    expect((await call('admin/push-subscriptions', { method: 'DELETE', token: kiranaAdmin.token, body: { endpoint: sub.endpoint }, host: KIRANA })).status).toBe(404);
    expect(await storedFor(admin.id)).toEqual([sub.endpoint]);
    await call('admin/push-subscriptions', { method: 'DELETE', token: admin.token, body: { endpoint: sub.endpoint } });
  });

  it('limits the devices an admin subscribes', async () => {
    const admin = await seededAccount('admin@example.com');
    const limit = (await call('admin/push-subscriptions', { token: admin.token })).json.max_devices as number;
    const subs = [];
    for (let i = 0; i < limit; i++) {
      const sub = await browserSubscription();
      expect((await subscribe(admin, sub)).status).toBe(201);
      subs.push(sub);
    }
    const over = await subscribe(admin, await browserSubscription());
    expect(over.status).toBe(409);
    expect(over.json.message).toBe(P.tooMany(limit));
    // The same browser again is not a new device.
    expect((await subscribe(admin, subs[0]!)).status).toBe(201);
    for (const sub of subs) await call('admin/push-subscriptions', { method: 'DELETE', token: admin.token, body: { endpoint: sub.endpoint } });
    expect(await storedFor(admin.id)).toEqual([]);
  });
});
