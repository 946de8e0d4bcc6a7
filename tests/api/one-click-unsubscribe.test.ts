import { createMessageBatch } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES as M } from '@/lib/notification-messages';
import type { ChannelsFor } from '@/server/events/channels';
import { consumeNotifications } from '@/server/events/notification-consumer';
import { eventStatement } from '@/server/events/record-event';
import { unsubscribeToken } from '@/server/events/unsubscribe-token';
import type { MailMessage } from '@/server/mail/message';
import { distributorId } from './helpers';
import { dbOf } from './databases';
import { newShopper } from './checkout-fixtures';

// One-click unsubscribing (RFC 8058): a non-essential e-mail names its
// unsubscribe link in List-Unsubscribe and offers the one-click POST in
// List-Unsubscribe-Post; an essential one has neither. (The development
// outbox keeps no headers, so the mail is caught at the channel.) The POST
// itself is answered by the link's page: tests/e2e/one-click-unsubscribe.spec.ts.

async function mailFor(type: 'order.approved' | 'account.password_reset') {
  const shopper = await newShopper('sehat');
  const did = await distributorId('sehat');
  const db = dbOf('sehat');
  await eventStatement(db, { distributorId: did, type, customerId: shopper.id }).run();
  const row = await db.prepare('SELECT id FROM notification_events WHERE customer_id = ? AND type = ?').bind(shopper.id, type).first<{ id: string }>();
  const sent: MailMessage[] = [];
  const catching: ChannelsFor = () => [{ name: 'email', addressOf: (p) => p.email, send: async (m) => void sent.push(m) }];
  const batch = createMessageBatch('storefront-notifications', [{ id: `oc-${row!.id}`, timestamp: new Date(), attempts: 1, body: { eventId: row!.id, db: 'DB' } }]);
  await consumeNotifications(batch, env, catching);
  return { sent, link: `http://localhost/ecommerce/unsubscribe/${await unsubscribeToken(env.JWT_SECRET, did, shopper.id)}` };
}

describe('one-click unsubscribe headers', () => {
  it('a non-essential e-mail names its own link in List-Unsubscribe and offers the one-click POST', async () => {
    const { sent, link } = await mailFor('order.approved');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers).toEqual({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(sent[0]!.text).toContain(`${M.unsubscribe}: ${link}`);
  });

  it('an essential e-mail has no unsubscribe header', async () => {
    const { sent } = await mailFor('account.password_reset');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers).toBeUndefined();
  });
});
