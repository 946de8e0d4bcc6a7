import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { KIRANA, SEHAT, call } from './helpers';
import { makeAccount } from './orders-support';
import { addToCart, newProduct, newShopper, placeAll, placePayload, seededAccount, type Shopper } from './checkout-fixtures';
import { pollUntil } from './support';

// Live order status: a WebSocket per open order page, held by the shop's
// Durable Object. A change reaches the sockets allowed to see the order (its
// shopper, the shop's admins, its rider) and no other.

interface Live {
  status: number;
  json: unknown;
  messages: string[];
  close(): void;
}

async function connect(token: string | null, host = SEHAT, headers: Record<string, string> = { upgrade: 'websocket' }): Promise<Live> {
  const h = new Headers(headers);
  if (token !== null) h.set('sec-websocket-protocol', `bearer, ${token}`);
  const res = await exports.default.fetch(new Request(`${host}/api/live`, { headers: h }));
  const messages: string[] = [];
  const ws = res.webSocket;
  if (!ws) return { status: res.status, json: await res.json(), messages, close: () => undefined };
  ws.accept();
  ws.addEventListener('message', (e) => {
    messages.push(String(e.data));
  });
  return { status: res.status, json: null, messages, close: () => ws.close(1000, 'done') };
}


async function heard(live: Live, orderId: string, withinMs = 2000): Promise<boolean> {
  const about = () => live.messages.some((m) => (JSON.parse(m) as { order_id: string }).order_id === orderId);
  return pollUntil(async () => about(), Boolean, { withinMs, everyMs: 20 });
}

async function placedBy(shopper: Shopper) {
  const product = await newProduct(shopper.slug, { pricePaise: 5_000, stock: 5 });
  await addToCart(shopper, product.id, 1);
  const res = await placeAll(shopper, placePayload(shopper));
  expect(res.status).toBe(201);
  return { orderId: res.json.order.order_id as string, pk: res.json.order.id as number };
}

describe('the live order status socket', () => {
  it('refuses a call without a WebSocket upgrade, without a token, with a bad one, or from another shop', async () => {
    const shopper = await newShopper('sehat');
    const plain = await connect(shopper.token, SEHAT, {});
    // A client that can set headers may send the token as a bearer token; the answer then selects no subprotocol.
    const bearer = await exports.default.fetch(new Request(`${SEHAT}/api/live`, { headers: { upgrade: 'websocket', authorization: `Bearer ${shopper.token}` } }));
    expect(bearer.status).toBe(101);
    expect(bearer.headers.get('sec-websocket-protocol')).toBeNull();
    bearer.webSocket!.accept();
    bearer.webSocket!.close(1000, 'done');
    expect(plain).toMatchObject({ status: 400, json: { message: MESSAGES.live.upgradeRequired, code: 'BAD_REQUEST' } });
    expect((await connect(null)).status).toBe(401);
    expect((await connect(`${shopper.token}x`)).status).toBe(401);
    expect((await connect(shopper.token, KIRANA)).status).toBe(401);
    const logout = await call('EcomLogin/logout', { method: 'POST', token: shopper.token });
    expect(logout.status).toBe(200);
    expect((await connect(shopper.token)).status).toBe(401);
  });

  it("tells the order's shopper, the shop's admins and its rider of each step within two seconds, and nobody else", async () => {
    const shopper = await newShopper('sehat');
    const other = await newShopper('sehat');
    const admin = await seededAccount('admin@example.com');
    const rider = await seededAccount('rider@example.com');
    const kiranaAdmin = await seededAccount('admin@example.com', 'kirana');
    // Another rider of the same shop: the order is not theirs.
    const otherRider = await makeAccount('sehat', 'delivery', 'Other Rider');
    const { orderId, pk } = await placedBy(shopper);
    const [mine, theirs, shop, riderLive, otherShop, otherRiderLive] = await Promise.all([
      connect(shopper.token),
      connect(other.token),
      connect(admin.token),
      connect(rider.token),
      connect(kiranaAdmin.token, KIRANA),
      connect(otherRider.token),
    ]);
    expect([mine, theirs, shop, riderLive, otherShop, otherRiderLive].map((l) => l.status)).toEqual([101, 101, 101, 101, 101, 101]);
    const put = (path: string, body: unknown, token: string) => call(path, { method: 'PUT', body, token });
    expect((await put(`placeOrder/${pk}/status`, { status: 'approved' }, admin.token)).status).toBe(200);
    expect(await heard(mine, orderId)).toBe(true);
    expect(await heard(shop, orderId)).toBe(true);
    expect((await put(`placeOrder/assign-deliveryBoy/${pk}`, { assigned_deliveryboy_id: rider.id }, admin.token)).status).toBe(200);
    // The pick-up sends no message, but open pages hear of it.
    mine.messages.length = 0;
    expect((await put(`placeOrder/update-deliveryboy-status/${pk}`, { deliveryboy_status: 'picked_up' }, rider.token)).status).toBe(200);
    expect(await heard(mine, orderId)).toBe(true);
    mine.messages.length = 0;
    const started = Date.now();
    expect((await put(`placeOrder/update-deliveryboy-status/${pk}`, { deliveryboy_status: 'out_for_delivery' }, rider.token)).status).toBe(200);
    expect(await heard(mine, orderId)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await heard(riderLive, orderId)).toBe(true);
    // Nobody else heard of it at all.
    expect(theirs.messages).toEqual([]);
    expect(otherShop.messages).toEqual([]);
    expect(otherRiderLive.messages).toEqual([]);
    for (const l of [mine, theirs, shop, riderLive, otherShop, otherRiderLive]) l.close();
  });

  it('tells a rider when their order is given to another rider, so their round drops it', async () => {
    const shopper = await newShopper('sehat');
    const admin = await seededAccount('admin@example.com');
    const first = await makeAccount('sehat', 'delivery', 'First Rider');
    const second = await makeAccount('sehat', 'delivery', 'Second Rider');
    const { orderId, pk } = await placedBy(shopper);
    const put = (path: string, body: unknown) => call(path, { method: 'PUT', body, token: admin.token });
    expect((await put(`placeOrder/${pk}/status`, { status: 'approved' })).status).toBe(200);
    expect((await put(`placeOrder/assign-deliveryBoy/${pk}`, { assigned_deliveryboy_id: first.id })).status).toBe(200);
    const [firstLive, secondLive] = await Promise.all([connect(first.token), connect(second.token)]);
    expect((await put(`placeOrder/assign-deliveryBoy/${pk}`, { assigned_deliveryboy_id: second.id })).status).toBe(200);
    expect(await heard(secondLive, orderId)).toBe(true);
    expect(await heard(firstLive, orderId)).toBe(true);
    for (const l of [firstLive, secondLive]) l.close();
  });
});
