import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { queueRecordedEvents } from '@/server/events/event-queue';
import { eventStatement } from '@/server/events/record-event';
import { shopDatabase } from '@/server/tenant-database';
import { distributorId } from './helpers';
import { dbOf } from './databases';
import { newShopper } from './checkout-fixtures';

// Load: 1,000 events through the local queue in one run, each mailed exactly
// once (the figure is in docs/capacity.md).

const EVENTS = 1000;

describe('the notification queue under load', () => {
  it(`delivers ${EVENTS} events, each once`, async () => {
    const shopper = await newShopper('sehat');
    const db = dbOf('sehat');
    const shop = await distributorId('sehat');
    const statements = Array.from({ length: EVENTS }, () => eventStatement(db, { distributorId: shop, type: 'account.password_reset', customerId: shopper.id }));
    for (let i = 0; i < statements.length; i += 100) await db.batch(statements.slice(i, i + 100));
    const { binding } = shopDatabase(env, 'sehat');
    const started = Date.now();
    let queued = 0;
    for (;;) {
      const ids = await queueRecordedEvents(env, binding, db);
      if (!ids.length) break;
      queued += ids.length;
    }
    expect(queued).toBe(EVENTS);
    const email = (await db.prepare('SELECT email FROM customers WHERE id = ?').bind(shopper.id).first<{ email: string }>())!.email;
    const deadline = Date.now() + 240_000;
    let sent = 0;
    while (Date.now() < deadline) {
      sent = (await db.prepare(`SELECT COUNT(*) AS n FROM notification_events WHERE customer_id = ? AND status = 'sent'`).bind(shopper.id).first<{ n: number }>())!.n;
      if (sent === EVENTS) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(`notification load: ${EVENTS} events sent in ${seconds.toFixed(1)} s`);
    expect(sent).toBe(EVENTS);
    const mails = await db.prepare('SELECT COUNT(*) AS n, COUNT(DISTINCT event_id) AS events FROM outbox WHERE to_email = ?').bind(email).first<{ n: number; events: number }>();
    expect(mails).toEqual({ n: EVENTS, events: EVENTS });
  }, 300_000);
});
