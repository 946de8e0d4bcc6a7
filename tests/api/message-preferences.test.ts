import { createMessageBatch, getQueueResult, createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { NOTIFICATION_MESSAGES as M } from '@/lib/notification-messages';
import { handleQueueBatch } from '@/server/events/queue-handler';
import { eventStatement } from '@/server/events/record-event';
import { unsubscribeToken } from '@/server/events/unsubscribe-token';
import { shopDatabase } from '@/server/tenant-database';
import { call, distributorId } from './helpers';
import { dbOf } from './databases';
import { newShopper, type Shopper } from './checkout-fixtures';

// The shopper's message preferences: their own only, defaults on, saving,
// the consumer skipping what is turned off (never an essential message), and
// the e-mails' unsubscribe link (opening it changes nothing; confirming does).

// WhatsApp is off until chosen (opt-in); e-mail and SMS are on.
const DEFAULTS = { order_updates: { email: true, sms: true, whatsapp: false }, returns_refunds: { email: true, sms: true, whatsapp: false } };

const prefs = (s: Shopper) => call('EcomLogin/message-preferences', { token: s.token });
const save = (s: Shopper, preferences: unknown) => call('EcomLogin/message-preferences', { method: 'PUT', token: s.token, body: { preferences } });

async function stored(s: Shopper) {
  const { results } = await dbOf(s.slug).prepare('SELECT kind, channel, enabled FROM message_preferences WHERE customer_id = ? ORDER BY kind, channel').bind(s.id).all();
  return results;
}

/** Records an event for the shopper (no order: the mail is about the account) and runs the consumer on it. */
async function sendFor(s: Shopper, type: 'order.approved' | 'account.password_reset') {
  const db = dbOf(s.slug);
  await eventStatement(db, { distributorId: await distributorId(s.slug), type, orderId: null, customerId: s.id }).run();
  const row = await db.prepare('SELECT id FROM notification_events WHERE customer_id = ? AND type = ? ORDER BY rowid DESC').bind(s.id, type).first<{ id: string }>();
  const eventId = row!.id;
  const { binding } = shopDatabase(env, s.slug);
  const batch = createMessageBatch('storefront-notifications', [{ id: `msg-${eventId}`, timestamp: new Date(), attempts: 1, body: { eventId, db: binding } }]);
  const ctx = createExecutionContext();
  await handleQueueBatch(batch, env);
  await getQueueResult(batch, ctx);
  // A write elsewhere may have handed the event to the queue too: one of the two sends it.
  let event: { status: string } | null = null;
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    event = await db.prepare('SELECT status FROM notification_events WHERE id = ?').bind(eventId).first<{ status: string }>();
    if (event?.status === 'sent') break;
  }
  const mails = await db.prepare('SELECT subject, body_text, body_html FROM outbox WHERE event_id = ?').bind(eventId).all<{ subject: string; body_text: string; body_html: string }>();
  const deliveries = await db.prepare('SELECT channel, outcome FROM notification_deliveries WHERE event_id = ?').bind(eventId).all();
  return { status: event!.status, mails: mails.results, deliveries: deliveries.results };
}

describe('message preferences', () => {
  it('are all on by e-mail for a shopper who never chose (SMS is not offered where the shop has it off)', async () => {
    const s = await newShopper();
    const res = await prefs(s);
    expect(res.status).toBe(200);
    expect(res.json.channels).toEqual(['email']);
    expect(res.json.preferences).toEqual(DEFAULTS);
  });

  it('need a session', async () => {
    expect((await call('EcomLogin/message-preferences')).status).toBe(401);
    expect((await call('EcomLogin/message-preferences', { method: 'PUT', body: { preferences: DEFAULTS } })).status).toBe(401);
  });

  it('save the caller’s own choices and answer Saved', async () => {
    const s = await newShopper();
    const res = await save(s, { order_updates: { email: false }, returns_refunds: { email: true } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(MESSAGES.messagePreferences.saved);
    expect((await prefs(s)).json.preferences.order_updates.email).toBe(false);
    expect((await prefs(s)).json.preferences.returns_refunds.email).toBe(true);
  });

  it('refuse bad input and another user’s id, changing nothing', async () => {
    const a = await newShopper();
    const b = await newShopper();
    for (const body of [
      { order_updates: { email: 'no' }, returns_refunds: { email: true } },
      { order_updates: { email: false } },
    ]) {
      const res = await save(a, body);
      expect(res.status).toBe(400);
      expect(res.json.code).toBeTruthy();
      expect(res.json.message).toBeTruthy();
    }
    // Naming another customer is refused: the session alone says whose.
    const res = await call('EcomLogin/message-preferences', {
      method: 'PUT',
      token: a.token,
      body: { customer_id: b.id, preferences: { order_updates: { email: false }, returns_refunds: { email: false } } },
    });
    expect(res.status).toBe(400);
    expect(await stored(a)).toEqual([]);
    expect(await stored(b)).toEqual([]);
    // A's choice never shows in B's.
    await save(a, { order_updates: { email: false }, returns_refunds: { email: false } });
    expect((await prefs(b)).json.preferences).toEqual(DEFAULTS);
  });
});

describe('the consumer', () => {
  it('skips a turned-off message (recorded as skipped, the event sent, not failed) and still sends an essential one', async () => {
    const s = await newShopper();
    await save(s, { order_updates: { email: false }, returns_refunds: { email: true } });
    const off = await sendFor(s, 'order.approved');
    expect(off.status).toBe('sent');
    expect(off.mails).toEqual([]);
    expect(off.deliveries).toEqual([{ channel: 'email', outcome: 'skipped' }]);

    const essential = await sendFor(s, 'account.password_reset');
    expect(essential.status).toBe('sent');
    expect(essential.mails).toHaveLength(1);
    expect(essential.mails[0]!.body_text).toContain(M.essentialNote);
    expect(essential.mails[0]!.body_text).not.toContain('/ecommerce/unsubscribe/');
  });

  it('puts a working unsubscribe link in a non-essential e-mail (text and HTML)', async () => {
    const s = await newShopper();
    const sent = await sendFor(s, 'order.approved');
    expect(sent.mails).toHaveLength(1);
    const token = await unsubscribeToken(env.JWT_SECRET, await distributorId(s.slug), s.id);
    const url = `http://localhost/ecommerce/unsubscribe/${token}`;
    expect(sent.mails[0]!.body_text).toContain(`${M.unsubscribe}: ${url}`);
    expect(sent.mails[0]!.body_html).toContain(`href="${url}"`);
    // The link's token works on the API the page confirms through.
    expect((await call(`EcomLogin/unsubscribe/${token}`, { method: 'POST' })).status).toBe(200);
    expect((await sendFor(s, 'order.approved')).mails).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  it('changes nothing when opened, unsubscribes on the POST, and the profile shows it', async () => {
    const s = await newShopper();
    const token = await unsubscribeToken(env.JWT_SECRET, await distributorId(s.slug), s.id);
    const opened = await call(`EcomLogin/unsubscribe/${token}`);
    expect(opened.status).toBe(200);
    expect(await stored(s)).toEqual([]);
    const confirmed = await call(`EcomLogin/unsubscribe/${token}`, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.message).toBe(MESSAGES.messagePreferences.unsubscribed);
    const view = (await prefs(s)).json.preferences;
    expect(view.order_updates.email).toBe(false);
    expect(view.returns_refunds.email).toBe(false);
  });

  it('refuses a forged token, another shopper’s id under a real signature, and a link signed with another secret', async () => {
    const a = await newShopper();
    const b = await newShopper();
    const good = await unsubscribeToken(env.JWT_SECRET, await distributorId(a.slug), a.id);
    const [, sig] = good.split('.');
    const forged = [
      `${a.id}.${'A'.repeat(43)}`,
      `${b.id}.${sig}`,
      await unsubscribeToken('not-the-secret', await distributorId(a.slug), a.id),
      'nonsense',
    ];
    for (const token of forged) {
      for (const method of ['GET', 'POST']) {
        const res = await call(`EcomLogin/unsubscribe/${token}`, { method });
        expect(res.status).toBe(400);
        expect(res.json.message).toBe(MESSAGES.messagePreferences.invalidLink);
      }
    }
    expect(await stored(a)).toEqual([]);
    expect(await stored(b)).toEqual([]);
  });
});
