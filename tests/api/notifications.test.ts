import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { HI_NOTIFICATIONS as HI } from '@/lib/i18n/hi-IN/notifications';
import { EN_NOTIFICATIONS as EN, NOTIFICATION_MESSAGES as M } from '@/lib/notification-messages';
import { formatPaise } from '@/lib/pricing';
import { writePreferences } from '@/server/data/message-preferences';
import { consumeNotifications } from '@/server/events/notification-consumer';
import { handleQueueBatch } from '@/server/events/queue-handler';
import { eventStatement } from '@/server/events/record-event';
import { emailChannel, smsChannel, whatsappChannel, type ChannelsFor } from '@/server/events/channels';
import { inLanguage } from '@/server/i18n/request-language';
import { msg91Provider } from '@/server/sms/msg91';
import { shortLinkTarget } from '@/server/services/short-links';
import { whatsappCloudProvider } from '@/server/whatsapp/whatsapp-cloud';
import { templateLanguages } from '@/server/whatsapp/whatsapp-settings';
import { sweepNotificationEvents } from '@/server/events/sweep';
import { runNotificationCron } from '@/server/events/scheduled';
import { shopDatabase } from '@/server/tenant-database';
import { call, distributorId } from './helpers';
import { dbOf, itLayoutFree, testDatabases } from './databases';
import { addToCart, newProduct, newShopper, placeAll, placePayload, seededAccount, type Slug } from './checkout-fixtures';
import { catalogueTemplateIds, msg91StandIn } from './msg91-stand-in';
import { whatsappStandIn } from './whatsapp-stand-in';
import { stepBody } from './delivery-code-support';
import { pause, pollUntil } from './support';

// Order and account messages: each change records its event in its own batch;
// after the answer the event goes through the local queue (wrangler.toml's
// consumer, run here as deployed) and is mailed to the outbox once per
// recipient. Failures are retried, end in the dead-letter queue, and a
// replayed event sends nothing new.
// Tests of sehat's events alone (its database is DB in both layouts) are
// layout-free; the kirana, sweep and daily-job ones run in both layouts.

interface Mail {
  to_email: string;
  subject: string;
  body_text: string;
  body_html: string;
  order_id: string | null;
  event_id: string | null;
  distributor_id: number;
}


function mailsAbout(orderId: string, slug: Slug = 'sehat'): Promise<Mail[]> {
  return dbOf(slug)
    .prepare('SELECT to_email, subject, body_text, body_html, order_id, event_id, distributor_id FROM outbox WHERE order_id = ? ORDER BY id')
    .bind(orderId)
    .all<Mail>()
    .then((r) => r.results);
}

interface EventSeen {
  id: string;
  type: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

function eventsOf(orderId: string, slug: Slug = 'sehat'): Promise<EventSeen[]> {
  return dbOf(slug)
    .prepare('SELECT id, type, status, attempts, last_error FROM notification_events WHERE order_id = ? ORDER BY created_at, rowid')
    .bind(orderId)
    .all<EventSeen>()
    .then((r) => r.results);
}

/** Waits until every event of the order is sent (the queue delivers within a second or two). */
async function allSent(orderId: string, count: number, slug: Slug = 'sehat'): Promise<EventSeen[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const events = await eventsOf(orderId, slug);
    if (events.length >= count && events.every((e) => e.status === 'sent')) return events;
    if (Date.now() > deadline) throw new Error(`events of ${orderId} not sent: ${JSON.stringify(events)}`);
    await pause(50);
  }
}

/** Waits until no event in any database is queued or being sent: the queue's consumer has taken every message. */
async function deliveredEverything(): Promise<void> {
  const open = async () => {
    const counts = await Promise.all(testDatabases().map((db) =>
      db.prepare("SELECT COUNT(*) AS n FROM notification_events WHERE status IN ('queued', 'sending')").first<{ n: number }>()));
    return counts.reduce((sum, row) => sum + (row?.n ?? 0), 0);
  };
  expect(await pollUntil(open, (n) => n === 0)).toBe(0);
}

async function adminEmails(slug: Slug): Promise<string[]> {
  const { results } = await dbOf(slug)
    .prepare(`SELECT email FROM customers WHERE distributor_id = ? AND role = 'admin' AND deleted_at IS NULL ORDER BY id`)
    .bind(await distributorId(slug))
    .all<{ email: string }>();
  return results.map((r) => r.email);
}

async function emailOf(id: number, slug: Slug): Promise<string> {
  const row = await dbOf(slug).prepare('SELECT email FROM customers WHERE id = ?').bind(id).first<{ email: string }>();
  return row!.email;
}

/** A cash order placed through the API; its public id. */
async function placed(slug: Slug = 'sehat') {
  const shopper = await newShopper(slug);
  const name = `Notify tonic ${crypto.randomUUID().slice(0, 6)}`;
  const product = await newProduct(slug, { pricePaise: 12_550, stock: 10, name });
  expect((await addToCart(shopper, product.id, 2)).status).toBeLessThan(300);
  const res = await placeAll(shopper, placePayload(shopper));
  expect(res.status).toBe(201);
  return { shopper, productName: name, orderId: res.json.order.order_id as string, pk: res.json.order.id as number, total: res.json.order.final_price_after_coupon as number };
}

/** An event recorded straight in the shop's database, as a change's batch would. */
async function recorded(slug: Slug, orderId: string, customerId: number, type: 'order.approved' | 'order.cancelled') {
  const db = dbOf(slug);
  await eventStatement(db, { distributorId: await distributorId(slug), type, orderId, customerId }).run();
  const row = await db.prepare('SELECT id FROM notification_events WHERE order_id = ? AND type = ? ORDER BY rowid DESC').bind(orderId, type).first<{ id: string }>();
  return row!.id;
}

function batchOf(eventId: string, slug: Slug, attempts = 1, queue = 'storefront-notifications') {
  const { binding } = shopDatabase(env, slug);
  return createMessageBatch(queue, [{ id: `msg-${eventId}`, timestamp: new Date(), attempts, body: { eventId, db: binding } }]);
}

describe('an order placed', () => {
  itLayoutFree('mails the shopper and each admin of the shop once, after the answer, with the order in rupees and a link', async () => {
    const { shopper, productName, orderId, total } = await placed();
    const [event] = await allSent(orderId, 1);
    expect(event!.type).toBe('order.placed');
    const mails = await mailsAbout(orderId);
    const shopperEmail = await emailOf(shopper.id, 'sehat');
    const admins = await adminEmails('sehat');
    expect(mails.map((m) => m.to_email).sort()).toEqual([shopperEmail, ...admins].sort());
    const toShopper = mails.find((m) => m.to_email === shopperEmail)!;
    expect(toShopper.subject).toBe(M.events['order.placed'].subject('Sehat Pharmacy', orderId));
    expect(toShopper.body_text).toContain(M.line(productName, 2, formatPaise(25_100)));
    expect(toShopper.body_text).toContain(M.total(formatPaise(Math.round(total * 100))));
    // The link opens this order's own page; the admins' opens it in the console, and reads as a message to the shop.
    expect(toShopper.body_text).toContain(`http://localhost/ecommerce/order/${orderId}\n`);
    expect(toShopper.body_html).toContain(`href="http://localhost/ecommerce/order/${orderId}"`);
    for (const m of mails.filter((x) => x !== toShopper)) {
      expect(m.body_text).toContain(`${M.viewInConsole}: http://localhost/admin/orders/${orderId}\n`);
      expect(m.body_text).toContain(M.adminSignOff('Sehat Pharmacy'));
      expect(m.body_text).not.toContain(M.signOff('Sehat Pharmacy'));
      expect(m.body_text).not.toContain('/ecommerce/order');
    }
    expect(toShopper.body_html).toContain('#0f766e');
    expect(toShopper.body_html).toContain('Sehat Pharmacy');
    expect(toShopper.event_id).toBe(event!.id);
    // No payment detail in any message.
    for (const m of mails) expect(`${m.body_text}${m.body_html}`).not.toMatch(/Cash on Delivery|TXN-|card|UPI|IFSC/i);
  });

  it('sends a kirana order to kirana people only', async () => {
    const { shopper, orderId } = await placed('kirana');
    await allSent(orderId, 1, 'kirana');
    const mails = await mailsAbout(orderId, 'kirana');
    const kiranaId = await distributorId('kirana');
    expect(mails.map((m) => m.to_email).sort()).toEqual([await emailOf(shopper.id, 'kirana'), ...(await adminEmails('kirana'))].sort());
    expect(mails.every((m) => m.distributor_id === kiranaId && m.subject.includes('Kirana'))).toBe(true);
    expect(await mailsAbout(orderId, 'sehat')).toEqual(dbOf('sehat') === dbOf('kirana') ? mails : []);
  });
});

describe('an order on its way', () => {
  itLayoutFree('records one event per step in the step\'s batch and mails each once; the rider is named with a call link', async () => {
    const { orderId, pk } = await placed();
    const admin = await seededAccount('admin@example.com');
    const rider = await seededAccount('rider@example.com');
    const put = (path: string, body: unknown, token: string) => call(path, { method: 'PUT', body, token });
    expect((await put(`placeOrder/${pk}/status`, { status: 'approved' }, admin.token)).status).toBe(200);
    expect((await put(`placeOrder/assign-deliveryBoy/${pk}`, { assigned_deliveryboy_id: rider.id }, admin.token)).status).toBe(200);
    for (const step of ['picked_up', 'out_for_delivery']) {
      expect((await put(`placeOrder/update-deliveryboy-status/${pk}`, { deliveryboy_status: step }, rider.token)).status).toBe(200);
    }
    // A refused change records nothing: cancelling goods on the road.
    expect((await put(`placeOrder/${pk}/status`, { status: 'cancelled' }, admin.token)).status).toBe(409);
    expect((await put(`placeOrder/update-deliveryboy-status/${pk}`, await stepBody(pk, 'delivered'), rider.token)).status).toBe(200);
    // The pick-up is recorded for open pages, and sends no message.
    const events = await allSent(orderId, 6);
    expect(events.map((e) => e.type)).toEqual(['order.placed', 'order.approved', 'rider.assigned', 'delivery.picked_up', 'delivery.out_for_delivery', 'delivery.delivered']);
    const toShopper = (await mailsAbout(orderId)).filter((m) => m.to_email !== 'admin@example.com');
    expect(toShopper.map((m) => m.subject)).toEqual([
      M.events['order.placed'].subject('Sehat Pharmacy', orderId),
      M.events['order.approved'].subject('Sehat Pharmacy', orderId),
      M.events['rider.assigned'].subject('Sehat Pharmacy', orderId),
      M.events['delivery.out_for_delivery'].subject('Sehat Pharmacy', orderId),
      M.events['delivery.delivered'].subject('Sehat Pharmacy', orderId),
    ]);
    expect(toShopper.every((m) => m.to_email === toShopper[0]!.to_email && m.to_email !== '')).toBe(true);
    const riderRow = await dbOf('sehat').prepare('SELECT name, mobile FROM customers WHERE id = ?').bind(rider.id).first<{ name: string; mobile: string }>();
    const firstName = riderRow!.name.split(' ')[0]!;
    const onTheWay = toShopper[3]!;
    expect(onTheWay.body_text).toContain(M.riderOnTheWay(firstName));
    expect(onTheWay.body_html).toContain(`href="tel:${riderRow!.mobile.replace(/[^\d+]/g, '')}"`);
  });

  itLayoutFree('tells the shopper the refunded amount after a return', async () => {
    const { orderId, pk, shopper } = await placed();
    const admin = await seededAccount('admin@example.com');
    const rider = await seededAccount('rider@example.com');
    const put = (path: string, body: unknown, token: string) => call(path, { method: 'PUT', body, token });
    await put(`placeOrder/${pk}/status`, { status: 'approved' }, admin.token);
    await put(`placeOrder/assign-deliveryBoy/${pk}`, { assigned_deliveryboy_id: rider.id }, admin.token);
    for (const step of ['picked_up', 'out_for_delivery', 'delivered']) {
      await put(`placeOrder/update-deliveryboy-status/${pk}`, await stepBody(pk, step), rider.token);
    }
    const ret = await call(`placeOrder/orders/${pk}/request-return`, { method: 'POST', body: { reason: 'Damaged seal' }, token: shopper.token });
    expect(ret.status).toBe(200);
    const refund = await call(`placeOrder/orders/${pk}/process-refund`, { method: 'POST', body: {}, token: admin.token });
    expect(refund.status).toBe(200);
    const events = await allSent(orderId, 9);
    expect(events.slice(6).map((e) => e.type)).toEqual(['return.requested', 'return.accepted', 'refund.processed']);
    const mails = await mailsAbout(orderId);
    expect(mails.filter((m) => m.subject === M.events['return.requested'].subject('Sehat Pharmacy', orderId)).map((m) => m.to_email)).toEqual(await adminEmails('sehat'));
    const refundMail = mails.find((m) => m.subject === M.events['refund.processed'].subject('Sehat Pharmacy', orderId))!;
    expect(refundMail.body_text).toContain(M.refundAmount(formatPaise(refund.json.order.refund_amount * 100)));
  });
});

describe('delivery guarantees', () => {
  itLayoutFree('a replayed event sends nothing new, even when its status says to send it again', async () => {
    const { orderId } = await placed();
    const [event] = await allSent(orderId, 1);
    const before = (await mailsAbout(orderId)).length;
    const ctx = createExecutionContext();
    const replay = batchOf(event!.id, 'sehat');
    await handleQueueBatch(replay, env);
    const result = await getQueueResult(replay, ctx);
    expect(result.explicitAcks).toEqual([`msg-${event!.id}`]);
    // Even a claimable event sends only what was never sent.
    await dbOf('sehat').prepare(`UPDATE notification_events SET status = 'failed' WHERE id = ?`).bind(event!.id).run();
    await handleQueueBatch(batchOf(event!.id, 'sehat'), env);
    expect((await mailsAbout(orderId)).length).toBe(before);
    expect((await eventsOf(orderId))[0]!.status).toBe('sent');
  });

  itLayoutFree('a failed send is retried, stays visible as failed, and ends dead after the dead-letter queue', async () => {
    const { orderId, shopper } = await placed();
    await allSent(orderId, 1);
    const id = await recorded('sehat', orderId, shopper.id, 'order.approved');
    const failing: ChannelsFor = () => [{ name: 'email', addressOf: (p) => p.email, send: () => Promise.reject(new Error('provider down')) }];
    for (const attempt of [1, 2]) {
      const batch = batchOf(id, 'sehat', attempt);
      const ctx = createExecutionContext();
      await consumeNotifications(batch, env, failing);
      const result = await getQueueResult(batch, ctx);
      expect(result.retryMessages.map((m) => m.msgId)).toEqual([`msg-${id}`]);
      expect(result.explicitAcks).toEqual([]);
    }
    const failed = (await eventsOf(orderId)).find((e) => e.id === id)!;
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, last_error: 'provider down' });
    expect((await mailsAbout(orderId)).filter((m) => m.event_id === id)).toEqual([]);
    // The queue gives up: the dead-letter queue's consumer marks it dead, and the sweep leaves it.
    await handleQueueBatch(batchOf(id, 'sehat', 6, 'storefront-notifications-dlq'), env);
    expect((await eventsOf(orderId)).find((e) => e.id === id)!.status).toBe('dead');
    await sweepNotificationEvents(env, Date.now() + 3_600_000);
    // Only a queued message reaches the consumer: once every event the sweep
    // handed over has been delivered, the consumer has had its chance.
    await deliveredEverything();
    expect((await eventsOf(orderId)).find((e) => e.id === id)!.status).toBe('dead');
    expect((await mailsAbout(orderId)).filter((m) => m.event_id === id)).toEqual([]);
  });

  itLayoutFree('a failure after the provider recovers sends once', async () => {
    const { orderId, shopper } = await placed();
    await allSent(orderId, 1);
    const id = await recorded('sehat', orderId, shopper.id, 'order.approved');
    let calls = 0;
    const flaky: ChannelsFor = (e, shop) => {
      const real = emailChannel(e, shop);
      return [{ ...real, send: (m) => (++calls === 1 ? Promise.reject(new Error('timeout')) : real.send(m)) }];
    };
    await consumeNotifications(batchOf(id, 'sehat', 1), env, flaky);
    await consumeNotifications(batchOf(id, 'sehat', 2), env, flaky);
    await consumeNotifications(batchOf(id, 'sehat', 3), env, flaky);
    expect((await mailsAbout(orderId)).filter((m) => m.event_id === id).map((m) => m.to_email)).toEqual([await emailOf(shopper.id, 'sehat')]);
    expect((await eventsOf(orderId)).find((e) => e.id === id)!.status).toBe('sent');
  });

  it('the sweep queues an event recorded but never handed over', async () => {
    const { orderId, shopper } = await placed();
    await allSent(orderId, 1);
    const id = await recorded('sehat', orderId, shopper.id, 'order.approved');
    // Not handed over (no write answered since), so only the sweep can find it once it is old enough.
    await pause(1500);
    expect((await eventsOf(orderId)).find((e) => e.id === id)!.status).toBe('recorded');
    expect(await sweepNotificationEvents(env, Date.now() + 3 * 60_000)).toBeGreaterThanOrEqual(1);
    await allSent(orderId, 2);
    expect((await mailsAbout(orderId)).filter((m) => m.event_id === id)).toHaveLength(1);
  });

  it('a message naming another shop\'s database finds nothing to send there', async () => {
    const { orderId, shopper } = await placed('kirana');
    await allSent(orderId, 1, 'kirana');
    const id = await recorded('kirana', orderId, shopper.id, 'order.approved');
    // Aimed at sehat's database: no such event there, nothing sent, message acknowledged.
    const forged = createMessageBatch('storefront-notifications', [{ id: 'forged', timestamp: new Date(), attempts: 1, body: { eventId: id, db: 'DB' } }]);
    const ctx = createExecutionContext();
    await handleQueueBatch(forged, env);
    expect((await getQueueResult(forged, ctx)).explicitAcks).toEqual(['forged']);
    if (dbOf('kirana') !== env.DB) {
      expect((await mailsAbout(orderId, 'sehat'))).toEqual([]);
      expect((await mailsAbout(orderId, 'kirana')).filter((m) => m.event_id === id)).toEqual([]);
    }
  });
});

describe('a password reset', () => {
  itLayoutFree('tells the account owner their password changed', async () => {
    const shopper = await newShopper('sehat');
    const email = await emailOf(shopper.id, 'sehat');
    const db = dbOf('sehat');
    const { createResetToken } = await import('@/server/data/password-resets');
    const token = await createResetToken(db, shopper.id);
    const res = await call(`EcomLogin/EcomCustomer/reset-password/${token}`, { method: 'POST', body: { password: 'new-secret-9', confirm_password: 'new-secret-9' } });
    expect(res.status).toBe(200);
    const deadline = Date.now() + 10_000;
    let mail: Mail | null = null;
    while (!mail && Date.now() < deadline) {
      mail = await db.prepare('SELECT * FROM outbox WHERE to_email = ? AND subject = ?').bind(email, M.events['account.password_reset'].subject('Sehat Pharmacy')).first<Mail>();
      if (!mail) await pause(50);
    }
    expect(mail?.body_text).toContain(M.events['account.password_reset'].body('Sehat Pharmacy'));
    expect(mail?.body_text).not.toContain(token);
  });
});

describe('the daily low-stock summary', () => {
  it("mails each admin of the shop one list of its low products, once a day", async () => {
    const name = `Low stock syrup ${crypto.randomUUID().slice(0, 6)}`;
    await newProduct('sehat', { pricePaise: 9_900, stock: 2, name });
    await runNotificationCron('30 3 * * *', env);
    await runNotificationCron('30 3 * * *', env);
    const db = dbOf('sehat');
    const sehatId = await distributorId('sehat');
    const events = await db.prepare(`SELECT id FROM notification_events WHERE type = 'stock.low_daily' AND distributor_id = ?`).bind(sehatId).all<{ id: string }>();
    expect(events.results).toHaveLength(1);
    const subject = M.events['stock.low_daily'].subject('Sehat Pharmacy');
    const deadline = Date.now() + 10_000;
    let mails: Mail[] = [];
    while (Date.now() < deadline) {
      mails = (await db.prepare('SELECT to_email, subject, body_text, body_html, order_id, event_id, distributor_id FROM outbox WHERE subject = ?').bind(subject).all<Mail>()).results;
      if (mails.length >= (await adminEmails('sehat')).length) break;
      await pause(50);
    }
    expect(mails.map((m) => m.to_email).sort()).toEqual((await adminEmails('sehat')).sort());
    expect(mails[0]!.body_text).toContain(M.lowStockLine(name, 2));
    expect(mails.every((m) => m.distributor_id === sehatId)).toBe(true);
  });
});

describe('in the language the order was placed in', () => {
  /** A cash order placed through the API with this Accept-Language (none: as API clients send). */
  async function placedIn(language: string | null) {
    const shopper = await newShopper('sehat');
    const name = `Bhasha tonic ${crypto.randomUUID().slice(0, 6)}`;
    const product = await newProduct('sehat', { pricePaise: 12_550, stock: 10, name });
    // The product has a Hindi name too: a Hindi message uses it, an English one the English name.
    await dbOf('sehat').prepare("INSERT INTO product_translations (product_id, language, distributor_id, name) SELECT id, 'hi-IN', distributor_id, ? FROM products WHERE id = ?").bind(`भाषा टॉनिक ${name.slice(-6)}`, product.id).run();
    expect((await addToCart(shopper, product.id, 2)).status).toBeLessThan(300);
    const res = await call('placeOrder/place/all', {
      method: 'POST',
      token: shopper.token,
      body: placePayload(shopper),
      headers: { 'Idempotency-Key': crypto.randomUUID(), ...(language ? { 'accept-language': language } : {}) },
    });
    expect(res.status).toBe(201);
    const orderId = res.json.order.order_id as string;
    const row = await dbOf('sehat').prepare('SELECT language FROM orders WHERE order_id = ?').bind(orderId).first<{ language: string }>();
    return { shopper, name, orderId, language: row!.language, total: Math.round((res.json.order.final_price_after_coupon as number) * 100) };
  }

  itLayoutFree('records the request language with the order: only our tags, English otherwise', async () => {
    // Four shoppers at once: each placement is independent of the others.
    const [hindi, none, browserList, unknown] = await Promise.all(['hi-IN', null, 'hi;q=0.9,en-US;q=0.8', "xx-'); DROP TABLE orders;--"].map(placedIn));
    expect(hindi.language).toBe('hi-IN');
    expect(none.language).toBe('en-IN');
    // A browser's own list or an unknown tag is never stored as written.
    expect(browserList.language).toBe('en-IN');
    expect(unknown.language).toBe('en-IN');
  });

  itLayoutFree('mails a Hindi order to its shopper in Hindi, through the queue, and the admins in English', async () => {
    const { shopper, name, orderId, total } = await placedIn('hi-IN');
    await allSent(orderId, 1);
    const mails = await mailsAbout(orderId);
    const email = await emailOf(shopper.id, 'sehat');
    const toShopper = mails.find((m) => m.to_email === email)!;
    expect(toShopper.subject).toBe(HI.events['order.placed'].subject('Sehat Pharmacy', orderId));
    expect(toShopper.body_text).toContain(HI.greeting(await nameOf(shopper.id)));
    expect(toShopper.body_text).toContain(HI.events['order.placed'].body);
    expect(toShopper.body_text).toContain(HI.total(await inLanguage('hi-IN', async () => formatPaise(total))));
    expect(toShopper.body_text).toContain(`भाषा टॉनिक ${name.slice(-6)} × 2`);
    expect(toShopper.body_text).not.toContain(name);
    expect(toShopper.body_html).toContain(HI.viewOrder);
    // The link opens the order's own Hindi page.
    expect(toShopper.body_text).toContain(`http://localhost/hi/ecommerce/order/${orderId}\n`);
    expect(toShopper.body_text).toContain(HI.essentialNote);
    const admins = mails.filter((m) => m.to_email !== email);
    expect(admins.length).toBeGreaterThan(0);
    for (const m of admins) expect(m.subject).toBe(EN.events['order.placed.admin'].subject('Sehat Pharmacy', orderId));
    for (const m of admins) expect(m.body_text).toContain(`${name} × 2`);
  });

  itLayoutFree('mails an order placed in English exactly as before', async () => {
    const { shopper, name, orderId, total } = await placedIn(null);
    await allSent(orderId, 1);
    const email = await emailOf(shopper.id, 'sehat');
    const toShopper = (await mailsAbout(orderId)).find((m) => m.to_email === email)!;
    expect(toShopper.subject).toBe(`Sehat Pharmacy: we received your order ${orderId}`);
    expect(toShopper.body_text).toBe(
      [
        `Hello ${await nameOf(shopper.id)},`,
        '',
        'Thank you! We received your order and will confirm it soon.',
        '',
        `Order ${orderId}`,
        `${name} × 2: ₹251.00`,
        'Delivery: ₹40.00',
        `Total: ₹${(total / 100).toFixed(2)}`,
        '',
        `See your order: http://localhost/ecommerce/order/${orderId}`,
        '',
        'Thank you for shopping with Sehat Pharmacy.',
        'You receive this e-mail because it is about your order or your account.',
      ].join('\n'),
    );
  });

  itLayoutFree("sends SMS and WhatsApp in the order's language: each event's own template in its Hindi or English translation, its variables by name", async () => {
    const hindi = await placedIn('hi-IN');
    const english = await placedIn(null);
    const did = await distributorId('sehat');
    for (const { shopper } of [hindi, english]) {
      await writePreferences(dbOf('sehat'), did, shopper.id, [{ kind: 'order_updates', channel: 'whatsapp', enabled: true }]);
    }
    // Meta approves each template per translation: English and Hindi here.
    const whatsapp = whatsappStandIn('wa-token', ['en', 'hi']);
    const templateIds = Object.fromEntries(Object.keys(catalogueTemplateIds()).map((k) => [k, `flow-${k}`]));
    const flows = Object.fromEntries(Object.entries(catalogueTemplateIds()).map(([k, v]) => [`flow-${k}`, v]));
    const smsIn = msg91StandIn('sms-key', flows);
    const channels: ChannelsFor = () => [
      smsChannel(msg91Provider({ authKey: 'sms-key', templateIds, url: 'https://stand-in.test/api/v5/flow' }, smsIn.fetch)),
      whatsappChannel(whatsappCloudProvider({ accessToken: 'wa-token', phoneNumberId: '106540352242922', languages: templateLanguages(env), url: 'https://graph.stand-in.test/v21.0' }, whatsapp.fetch)),
    ];
    for (const [order, code] of [[hindi, 'hi'], [english, 'en']] as const) {
      const approved = await recorded('sehat', order.orderId, order.shopper.id, 'order.approved');
      await consumeNotifications(batchOf(approved, 'sehat'), env, channels);
      const accepted = await eventOf(order.orderId, order.shopper.id, 'prescription.accepted');
      await consumeNotifications(batchOf(accepted, 'sehat'), env, channels);
      const rejected = await eventOf(order.orderId, order.shopper.id, 'order.cancelled', { reason: 'prescription_rejected' });
      await consumeNotifications(batchOf(rejected, 'sehat'), env, channels);
      const names = ['order_approved', 'prescription_accepted', 'prescription_rejected'];
      const sent = smsIn.sent.slice(-3);
      // MSG91: the flow of the template in the order's language, Hindi flagged as Unicode, the variables by name.
      expect(sent.map((m) => [m.templateId, m.unicode, m.variables.order_id])).toEqual(names.map((n) => [`flow-${n}_${code}`, code === 'hi' ? 1 : 0, order.orderId]));
      expect(whatsapp.sent.slice(-3).map((m) => [m.template, m.language, m.parameters.order_id])).toEqual(names.map((n) => [n, code, order.orderId]));
      // Every link opens the order's own page in the order's language.
      for (const m of sent) {
        expect(await shortLinkTarget(dbOf('sehat'), did, m.variables.link!)).toBe(`${code === 'hi' ? '/hi' : ''}/ecommerce/order/${order.orderId}`);
      }
    }
    // A template without an approved Hindi translation is refused as Meta refuses it: the event stays retryable.
    const onlyEnglish = whatsappStandIn('wa-token', ['en']);
    const again = await recorded('sehat', hindi.orderId, hindi.shopper.id, 'order.approved');
    await consumeNotifications(batchOf(again, 'sehat'), env, () => [
      whatsappChannel(whatsappCloudProvider({ accessToken: 'wa-token', phoneNumberId: '106540352242922', languages: templateLanguages(env), url: 'https://graph.stand-in.test/v21.0' }, onlyEnglish.fetch)),
    ]);
    const failed = await dbOf('sehat').prepare('SELECT status, last_error FROM notification_events WHERE id = ?').bind(again).first<{ status: string; last_error: string }>();
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed!.last_error).toContain('132001');
    // A shop's own codes for its translations.
    expect(templateLanguages({ ...env, WHATSAPP_TEMPLATE_LANGUAGES: 'en-IN:en_US' } as Env)).toEqual({ 'en-IN': 'en_US', 'hi-IN': 'hi' });
  });

  itLayoutFree('tells of a password changed in the language of the request that changed it', async () => {
    const shopper = await newShopper('sehat');
    const email = await emailOf(shopper.id, 'sehat');
    const db = dbOf('sehat');
    const { createResetToken } = await import('@/server/data/password-resets');
    const token = await createResetToken(db, shopper.id);
    const res = await call(`EcomLogin/EcomCustomer/reset-password/${token}`, {
      method: 'POST',
      headers: { 'accept-language': 'hi-IN' },
      body: { password: 'new-secret-9', confirm_password: 'new-secret-9' },
    });
    expect(res.status).toBe(200);
    const event = await db.prepare(`SELECT payload FROM notification_events WHERE customer_id = ? AND type = 'account.password_reset'`).bind(shopper.id).first<{ payload: string }>();
    expect(JSON.parse(event!.payload)).toEqual({ language: 'hi-IN' });
    const deadline = Date.now() + 10_000;
    let mail: Mail | null = null;
    while (!mail && Date.now() < deadline) {
      mail = await db.prepare('SELECT * FROM outbox WHERE to_email = ? AND subject = ?').bind(email, HI.events['account.password_reset'].subject('Sehat Pharmacy')).first<Mail>();
      if (!mail) await pause(50);
    }
    expect(mail?.body_text).toContain(HI.events['account.password_reset'].body('Sehat Pharmacy'));
    // Outside a request nothing is Hindi by accident.
    expect(await inLanguage('hi-IN', async () => M.events['order.placed'].body)).toBe(HI.events['order.placed'].body);
    expect(M.events['order.placed'].body).toBe(EN.events['order.placed'].body);
  });
});

async function nameOf(id: number): Promise<string> {
  return (await dbOf('sehat').prepare('SELECT name FROM customers WHERE id = ?').bind(id).first<{ name: string }>())!.name;
}

async function eventOf(orderId: string, customerId: number, type: 'prescription.accepted' | 'order.cancelled', payload?: { reason: 'prescription_rejected' }) {
  const db = dbOf('sehat');
  const id = crypto.randomUUID().replace(/-/g, '');
  await eventStatement(db, { id, distributorId: await distributorId('sehat'), type, orderId, customerId, payload }).run();
  return id;
}
