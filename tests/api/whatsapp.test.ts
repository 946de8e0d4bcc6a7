import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { writePreferences } from '@/server/data/message-preferences';
import { emailChannel, smsChannel, whatsappChannel, type Channel, type ChannelsFor } from '@/server/events/channels';
import { msg91Provider } from '@/server/sms/msg91';
import { consumeNotifications } from '@/server/events/notification-consumer';
import { eventStatement } from '@/server/events/record-event';
import { preferencesOf, savePreferences } from '@/server/services/message-preferences';
import { whatsappCloudProvider } from '@/server/whatsapp/whatsapp-cloud';
import { whatsappProviderFor } from '@/server/whatsapp/whatsapp-settings';
import { call, distributorId } from './helpers';
import { dbOf } from './databases';
import { addToCart, newProduct, newShopper, placeAll, placePayload, type Shopper } from './checkout-fixtures';
import { catalogueTemplateIds, msg91StandIn } from './msg91-stand-in';
import { whatsappStandIn } from './whatsapp-stand-in';

// The WhatsApp channel through Meta's WhatsApp Cloud API (template messages),
// against a local stand-in that checks the token and the body as Meta
// documents them. Off unless a shop is switched on by configuration; a
// shopper gets WhatsApp only after choosing it.

const TOKEN = 'stand-in-access-token';
const PHONE_ID = '106540352242922';
const GRAPH = 'https://graph.stand-in.test/v21.0';
const SHOP = { id: 1, slug: 'sehat', name: 'Sehat Pharmacy', origin: 'http://localhost' };
const KIRANA = { ...SHOP, slug: 'kirana' };
const CODE = expect.stringMatching(/^[A-Za-z2-9]{8}$/);

const settings = { accessToken: TOKEN, phoneNumberId: PHONE_ID, languages: { 'en-IN': 'en', 'hi-IN': 'hi' }, url: GRAPH };
const channelsWith =
  (standIn: ReturnType<typeof whatsappStandIn>, over: Partial<typeof settings> = {}) =>
  (...[e, shop]: Parameters<ChannelsFor>): Channel[] => [emailChannel(e, shop), whatsappChannel(whatsappCloudProvider({ ...settings, ...over }, standIn.fetch))];

async function recordedEvent(event: { type: 'account.password_reset' | 'order.placed' | 'order.approved'; customerId: number; orderId?: string }): Promise<string> {
  const db = dbOf('sehat');
  await eventStatement(db, { distributorId: await distributorId('sehat'), ...event }).run();
  const row = await db.prepare('SELECT id FROM notification_events WHERE customer_id = ? AND type = ? ORDER BY rowid DESC').bind(event.customerId, event.type).first<{ id: string }>();
  return row!.id;
}

const batchOf = (eventId: string, attempts = 1) =>
  createMessageBatch('storefront-notifications', [{ id: `wa-${eventId}-${attempts}`, timestamp: new Date(), attempts, body: { eventId, db: 'DB' } }]);

async function deliveries(eventId: string) {
  const { results } = await dbOf('sehat')
    .prepare('SELECT channel, recipient, outcome FROM notification_deliveries WHERE event_id = ? ORDER BY channel, recipient')
    .bind(eventId)
    .all<{ channel: string; recipient: string; outcome: string }>();
  return results;
}

async function optIn(shopper: Shopper) {
  await writePreferences(dbOf('sehat'), await distributorId('sehat'), shopper.id, [{ kind: 'order_updates', channel: 'whatsapp', enabled: true }]);
}

async function placedOrder(shopper: Shopper): Promise<string> {
  const product = await newProduct('sehat', { pricePaise: 12_000, stock: 5 });
  await addToCart(shopper, product.id, 1);
  const res = await placeAll(shopper, placePayload(shopper));
  expect(res.status).toBe(201);
  return res.json.order.order_id as string;
}

describe('the WhatsApp channel', () => {
  it('is off unless the shop is switched on and the account is configured', () => {
    expect(whatsappProviderFor(env, SHOP)).toBeNull();
    const on = { ...env, WHATSAPP_SHOPS: 'kirana', WHATSAPP_ACCESS_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: PHONE_ID } as Env;
    expect(whatsappProviderFor(on, SHOP)).toBeNull();
    expect(whatsappProviderFor(on, KIRANA)).not.toBeNull();
    expect(whatsappProviderFor({ ...on, WHATSAPP_ACCESS_TOKEN: '' } as Env, KIRANA)).toBeNull();
    expect(whatsappProviderFor({ ...on, WHATSAPP_PHONE_NUMBER_ID: '' } as Env, KIRANA)).toBeNull();
    // The local stand-in (npm start) needs no account, and never in production.
    const standIn = { ...env, WHATSAPP_SHOPS: 'sehat', MESSAGING_STAND_IN: 'on' } as Env;
    expect(whatsappProviderFor(standIn, SHOP)).not.toBeNull();
    expect(whatsappProviderFor({ ...standIn, APP_ENV: 'production' } as Env, SHOP)).toBeNull();
  });

  it('sends nothing on WhatsApp to a shopper who never chose it, and records it as skipped', async () => {
    const shopper = await newShopper('sehat');
    const id = await recordedEvent({ type: 'account.password_reset', customerId: shopper.id });
    const standIn = whatsappStandIn(TOKEN);
    await consumeNotifications(batchOf(id), env, channelsWith(standIn));
    expect(standIn.sent).toEqual([]);
    expect((await deliveries(id)).map((d) => [d.channel, d.outcome])).toEqual([
      ['email', 'sent'],
      ['whatsapp', 'skipped'],
    ]);
  });

  it('sends one template message per event to a shopper who chose it, as Meta documents it, and nothing new on a replay', async () => {
    const shopper = await newShopper('sehat');
    await optIn(shopper);
    const id = await recordedEvent({ type: 'account.password_reset', customerId: shopper.id });
    const standIn = whatsappStandIn(TOKEN);
    await consumeNotifications(batchOf(id), env, channelsWith(standIn));
    await consumeNotifications(batchOf(id, 2), env, channelsWith(standIn));
    expect(standIn.sent).toEqual([
      {
        phoneNumberId: PHONE_ID,
        to: '919876543210',
        template: 'password_changed',
        language: 'en',
        parameters: { link: CODE },
      },
    ]);
    expect((await deliveries(id)).map((d) => [d.channel, d.outcome])).toEqual([
      ['email', 'sent'],
      ['whatsapp', 'sent'],
    ]);
  });

  it("an order placed reaches the shopper and each admin exactly once on each channel (e-mail, SMS, WhatsApp); a non-essential one follows the shopper's choice", async () => {
    const shopper = await newShopper('sehat');
    await optIn(shopper);
    const orderId = await placedOrder(shopper);
    const standIn = whatsappStandIn(TOKEN);
    const sms = msg91StandIn('sms-key');
    const allThree: ChannelsFor = (e, shop) => [
      ...channelsWith(standIn)(e, shop),
      smsChannel(msg91Provider({ authKey: 'sms-key', templateIds: Object.fromEntries(Object.keys(catalogueTemplateIds()).map((k) => [k, k])), url: 'https://stand-in.test/api/v5/flow' }, sms.fetch)),
    ];
    const placed = await recordedEvent({ type: 'order.placed', customerId: shopper.id, orderId });
    await consumeNotifications(batchOf(placed), env, allThree);
    await consumeNotifications(batchOf(placed, 2), env, allThree);
    const rows = await deliveries(placed);
    const admins = (await dbOf('sehat').prepare(`SELECT email, mobile FROM customers WHERE distributor_id = ? AND role = 'admin' AND deleted_at IS NULL`).bind(await distributorId('sehat')).all<{ email: string; mobile: string }>()).results;
    const adminPhones = admins.filter((a) => /^[6-9]\d{9}$/.test(a.mobile.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '')));
    // One row per recipient and channel (the table's key), each sent once: the stand-in saw one message per WhatsApp row.
    expect(rows.filter((r) => r.channel === 'email')).toHaveLength(1 + admins.length);
    expect(rows.filter((r) => r.channel === 'whatsapp' && r.outcome === 'sent')).toHaveLength(1 + adminPhones.length);
    expect(standIn.sent).toHaveLength(1 + adminPhones.length);
    expect(rows.filter((r) => r.channel === 'sms' && r.outcome === 'sent')).toHaveLength(1 + adminPhones.length);
    expect(sms.sent).toHaveLength(1 + adminPhones.length);
    expect(standIn.sent.filter((m) => m.to === '919876543210').length).toBeGreaterThanOrEqual(1);

    // Order updates: the shopper chose WhatsApp for them, then turns it off.
    const approved = await recordedEvent({ type: 'order.approved', customerId: shopper.id, orderId });
    const before = standIn.sent.length;
    await consumeNotifications(batchOf(approved), env, channelsWith(standIn));
    expect(standIn.sent.slice(before)).toEqual([expect.objectContaining({ to: '919876543210', template: 'order_approved', parameters: { order_id: orderId, link: CODE } })]);
    await writePreferences(dbOf('sehat'), await distributorId('sehat'), shopper.id, [{ kind: 'order_updates', channel: 'whatsapp', enabled: false }]);
    const again = await recordedEvent({ type: 'order.approved', customerId: shopper.id, orderId });
    await consumeNotifications(batchOf(again), env, channelsWith(standIn));
    expect(standIn.sent).toHaveLength(before + 1);
    expect((await deliveries(again)).find((d) => d.channel === 'whatsapp')?.outcome).toBe('skipped');
  });

  it('a refused token fails the event for a retry and keeps the token out of its error', async () => {
    const shopper = await newShopper('sehat');
    await optIn(shopper);
    const id = await recordedEvent({ type: 'account.password_reset', customerId: shopper.id });
    const standIn = whatsappStandIn(TOKEN);
    const batch = batchOf(id);
    const ctx = createExecutionContext();
    await consumeNotifications(batch, env, channelsWith(standIn, { accessToken: 'not-the-token' }));
    expect((await getQueueResult(batch, ctx)).retryMessages).toHaveLength(1);
    const event = await dbOf('sehat').prepare('SELECT status, last_error FROM notification_events WHERE id = ?').bind(id).first<{ status: string; last_error: string }>();
    expect(event!.status).toBe('failed');
    expect(event!.last_error).toContain('401');
    expect(event!.last_error).not.toContain('not-the-token');
    expect(standIn.sent).toEqual([]);
  });

  it('a template Meta has not approved is refused as Meta refuses it, and the event stays retryable', async () => {
    const shopper = await newShopper('sehat');
    await optIn(shopper);
    const id = await recordedEvent({ type: 'account.password_reset', customerId: shopper.id });
    const standIn = whatsappStandIn(TOKEN, ['en', 'hi'], { order_approved: ['order_id', 'link'] });
    await consumeNotifications(batchOf(id), env, channelsWith(standIn));
    const event = await dbOf('sehat').prepare('SELECT status, last_error FROM notification_events WHERE id = ?').bind(id).first<{ status: string; last_error: string }>();
    expect(event).toMatchObject({ status: 'failed' });
    expect(event!.last_error).toContain('132001');
  });
});

describe('choosing WhatsApp in the profile', () => {
  it('is offered only where the shop sends WhatsApp, off until chosen', async () => {
    const shopper = await newShopper('sehat');
    const did = await distributorId('sehat');
    // This shop has no WhatsApp configured: not offered, and a choice sent anyway is not stored.
    const put = await call('EcomLogin/message-preferences', {
      method: 'PUT',
      token: shopper.token,
      body: { preferences: { order_updates: { email: true, whatsapp: true }, returns_refunds: { email: true } } },
    });
    expect(put.status).toBe(200);
    expect(put.json.channels).toEqual(['email']);
    expect(put.json.preferences.order_updates.whatsapp).toBe(false);
    // Where the shop has it: offered, off by default, then saved.
    const on = { sms: false, whatsapp: true };
    const first = await preferencesOf(dbOf('sehat'), did, shopper.id, on);
    expect(first.channels).toEqual(['email', 'whatsapp']);
    expect(first.preferences.order_updates).toMatchObject({ email: true, whatsapp: false });
    const saved = await savePreferences(dbOf('sehat'), did, shopper.id, on, { order_updates: { email: true, whatsapp: true }, returns_refunds: { email: false, whatsapp: false } });
    expect(saved.preferences.order_updates).toMatchObject({ email: true, whatsapp: true });
    expect(saved.preferences.returns_refunds).toMatchObject({ email: false, whatsapp: false });
  });

  it('refuses a WhatsApp choice that is not true or false, and changes nothing', async () => {
    const shopper = await newShopper('sehat');
    const res = await call('EcomLogin/message-preferences', {
      method: 'PUT',
      token: shopper.token,
      body: { preferences: { order_updates: { email: false, whatsapp: 'yes' }, returns_refunds: { email: true } } },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBeTruthy();
    const now = await call('EcomLogin/message-preferences', { token: shopper.token });
    expect(now.json.preferences.order_updates.email).toBe(true);
  });
});
