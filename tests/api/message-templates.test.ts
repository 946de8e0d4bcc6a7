import { createMessageBatch } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES as M } from '@/lib/notification-messages';
import { writePreferences } from '@/server/data/message-preferences';
import { emailChannel, smsChannel, whatsappChannel, type ChannelsFor } from '@/server/events/channels';
import type { EventPayload, EventType } from '@/server/events/event-types';
import { consumeNotifications } from '@/server/events/notification-consumer';
import { eventStatement } from '@/server/events/record-event';
import { findOrder } from '@/server/data/orders';
import { templateMessage } from '@/server/events/template-message';
import { shortLinkTarget } from '@/server/services/short-links';
import { msg91Provider } from '@/server/sms/msg91';
import { whatsappCloudProvider } from '@/server/whatsapp/whatsapp-cloud';
import { distributorId } from './helpers';
import { dbOf } from './databases';
import { addToCart, newProduct, newShopper, placeAll, placePayload, type Shopper } from './checkout-fixtures';
import { catalogueTemplateIds, msg91StandIn } from './msg91-stand-in';
import { whatsappStandIn } from './whatsapp-stand-in';

// Every event's messages on every channel, against the providers' stand-ins:
// the e-mail, the MSG91 flow request and the WhatsApp template message, each
// with the event's own template and variables, and links that open the
// order: the shopper's own order page, the console's for the shop.

const CODE = /^[A-Za-z2-9]{8}$/;
const SMS_URL = 'https://stand-in.test/api/v5/flow';
const GRAPH = 'https://graph.stand-in.test/v21.0';

function allChannels() {
  const sms = msg91StandIn('sms-key');
  const whatsapp = whatsappStandIn('wa-token');
  const templateIds = Object.fromEntries(Object.keys(catalogueTemplateIds()).map((k) => [k, k]));
  const channels: ChannelsFor = (e, shop) => [
    emailChannel(e, shop),
    smsChannel(msg91Provider({ authKey: 'sms-key', templateIds, url: SMS_URL }, sms.fetch)),
    whatsappChannel(whatsappCloudProvider({ accessToken: 'wa-token', phoneNumberId: '106540352242922', languages: { 'en-IN': 'en', 'hi-IN': 'hi' }, url: GRAPH }, whatsapp.fetch)),
  ];
  return { sms, whatsapp, channels };
}

async function placedOrder(shopper: Shopper) {
  const product = await newProduct('sehat', { pricePaise: 12_000, stock: 5 });
  await addToCart(shopper, product.id, 1);
  const res = await placeAll(shopper, placePayload(shopper));
  expect(res.status).toBe(201);
  return res.json.order.order_id as string;
}

/** The order's total as an English SMS carries it. */
async function totalOf(orderId: string): Promise<string> {
  const row = await dbOf('sehat').prepare('SELECT final_price_after_coupon_paise AS paise FROM orders WHERE order_id = ?').bind(orderId).first<{ paise: number }>();
  return `Rs.${(row!.paise / 100).toFixed(2)}`;
}

async function send(type: EventType, shopper: Shopper, orderId: string | null, payload?: EventPayload) {
  const id = crypto.randomUUID().replace(/-/g, '');
  const db = dbOf('sehat');
  await eventStatement(db, { id, distributorId: await distributorId('sehat'), type, orderId, customerId: shopper.id, payload }).run();
  const { sms, whatsapp, channels } = allChannels();
  await consumeNotifications(createMessageBatch('storefront-notifications', [{ id: `t-${id}`, timestamp: new Date(), attempts: 1, body: { eventId: id, db: 'DB' } }]), env, channels);
  const mails = (await db.prepare('SELECT to_email, subject, body_text FROM outbox WHERE event_id = ? ORDER BY id').bind(id).all<{ to_email: string; subject: string; body_text: string }>()).results;
  return { sms: sms.sent, whatsapp: whatsapp.sent, mails };
}

const targetOf = async (code: string | undefined) => shortLinkTarget(dbOf('sehat'), await distributorId('sehat'), code ?? '');

async function optedIn(): Promise<Shopper> {
  const shopper = await newShopper('sehat');
  await writePreferences(dbOf('sehat'), await distributorId('sehat'), shopper.id, [
    { kind: 'order_updates', channel: 'whatsapp', enabled: true },
    { kind: 'returns_refunds', channel: 'whatsapp', enabled: true },
  ]);
  return shopper;
}

describe("each event's messages on each channel", () => {
  it.each([
    ['payment.confirmed', undefined, 'payment_confirmed', ['amount', 'order_id', 'link']],
    ['payment.received_late', undefined, 'payment_after_cancel', ['amount', 'order_id', 'link']],
    ['order.approved', undefined, 'order_approved', ['order_id', 'link']],
    ['rider.assigned', undefined, 'rider_assigned', ['order_id', 'link']],
    ['delivery.out_for_delivery', undefined, 'out_for_delivery', ['order_id', 'link']],
    ['delivery.delivered', undefined, 'delivered', ['order_id', 'link']],
    ['order.cancelled', { reason: 'by_shop' }, 'order_cancelled', ['order_id', 'link']],
    ['order.cancelled', { reason: 'payment_not_received' }, 'payment_not_received', ['order_id', 'link']],
    ['order.cancelled', { reason: 'prescription_rejected' }, 'prescription_rejected', ['order_id', 'link']],
    ['return.accepted', undefined, 'return_accepted', ['order_id', 'link']],
    ['refund.processed', { amountPaise: 4_550 }, 'refund_sent', ['amount', 'order_id', 'link']],
    ['prescription.accepted', undefined, 'prescription_accepted', ['order_id', 'link']],
  ] as const)('%s %j: the shopper gets %s by SMS and WhatsApp, linking to the order', async (type, payload, template, variables) => {
    const shopper = await optedIn();
    const orderId = await placedOrder(shopper);
    const { sms, whatsapp, mails } = await send(type, shopper, orderId, payload as EventPayload | undefined);
    expect(sms).toEqual([{ templateId: `${template}_en`, mobiles: '919876543210', unicode: 0, variables: expect.any(Object) }]);
    expect(Object.keys(sms[0]!.variables)).toEqual(variables);
    expect(sms[0]!.variables.order_id).toBe(orderId);
    expect(sms[0]!.variables.link).toMatch(CODE);
    if (variables.includes('amount' as never)) expect(sms[0]!.variables.amount).toBe(type === 'refund.processed' ? 'Rs.45.50' : await totalOf(orderId));
    expect(whatsapp).toEqual([{ phoneNumberId: '106540352242922', to: '919876543210', template, language: 'en', parameters: sms[0]!.variables }]);
    expect(await targetOf(sms[0]!.variables.link)).toBe(`/ecommerce/order/${orderId}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).toContain(`http://localhost/ecommerce/order/${orderId}\n`);
  });

  it('order placed: the shopper gets order_placed, each admin new_order_shop with the console link; a mail to the shop reads as one', async () => {
    const shopper = await optedIn();
    const orderId = await placedOrder(shopper);
    const { sms, whatsapp, mails } = await send('order.placed', shopper, orderId);
    const toShopper = sms.find((m) => m.templateId === 'order_placed_en')!;
    expect(toShopper).toMatchObject({ mobiles: '919876543210', variables: { order_id: orderId, amount: await totalOf(orderId) } });
    const toShop = sms.filter((m) => m.templateId === 'new_order_shop_en');
    expect(toShop.length).toBe(sms.length - 1);
    for (const m of toShop) expect(await targetOf(m.variables.link)).toBe(`/admin/orders/${orderId}`);
    expect(whatsapp.map((m) => m.template).sort()).toEqual(sms.map((m) => m.templateId.replace(/_en$/, '')).sort());
    for (const mail of mails.filter((m) => m.subject.includes('new order'))) {
      expect(mail.body_text).toContain(`http://localhost/admin/orders/${orderId}`);
      expect(mail.body_text).not.toContain(M.signOff('Sehat Pharmacy'));
    }
  });

  it('an unpaid order asks for the payment with the deadline and the pay link; a prescription order asks for the prescription', async () => {
    const shopper = await optedIn();
    const orderId = await placedOrder(shopper);
    const db = dbOf('sehat');
    await db.prepare(`UPDATE orders SET payment_status = 'pending', payment_expires_at = '2026-11-28T13:00:00.000Z' WHERE order_id = ?`).bind(orderId).run();
    const unpaid = await send('order.placed', shopper, orderId);
    const pay = unpaid.sms.find((m) => m.mobiles === '919876543210' && m.templateId === 'payment_awaited_en')!;
    expect(pay.variables).toEqual({ order_id: orderId, amount: await totalOf(orderId), date: '28 Nov, 6:30 pm', link: expect.stringMatching(CODE) });
    const payMail = unpaid.mails.find((m) => !m.subject.includes('new order'))!;
    expect(payMail.body_text).toContain(M.payDue((await totalOf(orderId)).replace('Rs.', '₹'), '28 November at 6:30 pm'));
    expect(payMail.body_text).toContain(`${M.payNow}: http://localhost/ecommerce/order/${orderId}`);

    await db.prepare(`UPDATE orders SET prescription_status = 'awaited' WHERE order_id = ?`).bind(orderId).run();
    const rx = await send('order.placed', shopper, orderId);
    expect(rx.sms.find((m) => m.mobiles === '919876543210')).toMatchObject({ templateId: 'prescription_needed_en', variables: { order_id: orderId } });
    const rxMail = rx.mails.find((m) => !m.subject.includes('new order'))!;
    expect(rxMail.body_text).toContain(`${M.prescriptionNeeded}\n${M.uploadPrescription}: http://localhost/ecommerce/order/${orderId}`);
  });

  it('a failed delivery tells the shopper why and what happens next, and tells the shop', async () => {
    const shopper = await optedIn();
    const orderId = await placedOrder(shopper);
    await dbOf('sehat').prepare(`UPDATE orders SET delivery_failed_reason = 'Nobody at home, phone switched off all day' WHERE order_id = ?`).bind(orderId).run();
    const { sms, whatsapp, mails } = await send('delivery.failed', shopper, orderId);
    const toShopper = sms.find((m) => m.templateId === 'delivery_failed_en')!;
    expect(toShopper.variables.reason).toBe('Nobody at home, phone switche…');
    const toShop = sms.filter((m) => m.templateId === 'delivery_failed_shop_en');
    expect(toShop.length).toBeGreaterThan(0);
    for (const m of toShop) expect(await targetOf(m.variables.link)).toBe(`/admin/orders/${orderId}`);
    expect(whatsapp.map((m) => m.template)).toContain('delivery_failed_shop');
    const shopperMail = mails.find((m) => m.subject === M.events['delivery.failed'].subject('Sehat Pharmacy', orderId))!;
    expect(shopperMail.body_text).toContain(M.deliveryFailedReason('Nobody at home, phone switched off all day'));
    expect(shopperMail.body_text).toContain(M.events['delivery.failed'].body);
    const shopMails = mails.filter((m) => m.subject === M.events['delivery.failed.admin'].subject('Sehat Pharmacy', orderId));
    expect(shopMails.length).toBe(toShop.length > 0 ? mails.length - 1 : 0);
  });

  it('the shop hears of returns and prescriptions with the console link; a password change links to the reset page; the low-stock list is e-mail only', async () => {
    const shopper = await optedIn();
    const orderId = await placedOrder(shopper);
    for (const [type, template] of [['return.requested', 'return_requested_shop'], ['prescription.uploaded', 'prescription_uploaded_shop']] as const) {
      const { sms, whatsapp } = await send(type, shopper, orderId);
      expect(sms.length).toBeGreaterThan(0);
      for (const m of sms) {
        expect(m.templateId).toBe(`${template}_en`);
        expect(await targetOf(m.variables.link)).toBe(`/admin/orders/${orderId}`);
      }
      expect(whatsapp.every((m) => m.template === template)).toBe(true);
    }
    const reset = await send('account.password_reset', shopper, null);
    expect(reset.sms).toEqual([expect.objectContaining({ templateId: 'password_changed_en', variables: { link: expect.stringMatching(CODE) } })]);
    expect(await targetOf(reset.sms[0]!.variables.link)).toBe('/ecommerce/forgot-password');
    const low = await send('stock.low_daily', shopper, null, { products: [{ name: 'Tonic', stock: 2 }] });
    expect([low.sms, low.whatsapp]).toEqual([[], []]);
  });

  it('out for delivery carries the delivery code when the order has one, in the order of the Hindi body', async () => {
    const shopper = await optedIn();
    const orderId = await placedOrder(shopper);
    const did = await distributorId('sehat');
    const loaded = (await findOrder(dbOf('sehat'), did, { orderId }))!;
    const withCode = { ...loaded, order: { ...loaded.order, delivery_code: '4821' } };
    const shop = { id: did, name: 'Sehat Pharmacy', origin: 'http://localhost' };
    const input = { type: 'delivery.out_for_delivery', payload: {}, forAdmin: false, order: withCode, shop } as const;
    const hindi = (await templateMessage(dbOf('sehat'), { ...input, language: 'hi-IN' }))!;
    expect(hindi.template).toBe('out_for_delivery_code');
    expect(hindi.variables.map((v) => [v.name, v.value])).toEqual([['order_id', orderId], ['code', '4821'], ['link', expect.stringMatching(CODE)]]);
    expect(hindi.text).toContain(`डिलीवरी वाले को कोड 4821 बताएँ`);
    expect(await targetOf(hindi.variables[2]!.value)).toBe(`/hi/ecommerce/order/${orderId}`);
    const english = (await templateMessage(dbOf('sehat'), { ...input, order: loaded, language: 'en-IN' }))!;
    expect(english.template).toBe('out_for_delivery');
  });

  it('order-status SMS go to a shopper with a mobile without opting in; the profile turns them off, essential ones still go', async () => {
    const shopper = await newShopper('sehat');
    const orderId = await placedOrder(shopper);
    const before = await send('order.approved', shopper, orderId);
    expect(before.sms.map((m) => m.templateId)).toEqual(['order_approved_en']);
    expect(before.whatsapp).toEqual([]);
    await writePreferences(dbOf('sehat'), await distributorId('sehat'), shopper.id, [{ kind: 'order_updates', channel: 'sms', enabled: false }]);
    expect((await send('order.approved', shopper, orderId)).sms).toEqual([]);
    expect((await send('order.cancelled', shopper, orderId, { reason: 'by_shop' })).sms.map((m) => m.templateId)).toEqual(['order_cancelled_en']);
  });
});
