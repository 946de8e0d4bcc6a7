import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { emailChannel, smsChannel, type ChannelsFor } from '@/server/events/channels';
import { consumeNotifications } from '@/server/events/notification-consumer';
import { eventStatement } from '@/server/events/record-event';
import { msg91Provider } from '@/server/sms/msg91';
import { shortLinkTarget } from '@/server/services/short-links';
import { smsProviderFor } from '@/server/sms/sms-settings';
import { distributorId } from './helpers';
import { dbOf } from './databases';
import { newShopper } from './checkout-fixtures';
import { catalogueTemplateIds, msg91StandIn } from './msg91-stand-in';

// The SMS channel through MSG91's Flow API, against a local stand-in that
// checks the key and the body as MSG91 documents them. Off unless a shop is
// switched on by configuration.

const KEY = 'stand-in-auth-key';
// Every template registered under its own key, as the stand-in knows them.
const TEMPLATE_IDS = Object.fromEntries(Object.keys(catalogueTemplateIds()).map((k) => [k, k]));
const SHOP = { id: 1, slug: 'sehat', name: 'Sehat Pharmacy', origin: 'http://localhost' };
const KIRANA = { ...SHOP, slug: 'kirana' };

async function recordedEvent(customerId: number): Promise<string> {
  const db = dbOf('sehat');
  await eventStatement(db, { distributorId: await distributorId('sehat'), type: 'account.password_reset', customerId }).run();
  const row = await db.prepare('SELECT id FROM notification_events WHERE customer_id = ? ORDER BY rowid DESC').bind(customerId).first<{ id: string }>();
  return row!.id;
}

const batchOf = (eventId: string, attempts = 1) =>
  createMessageBatch('storefront-notifications', [{ id: `sms-${eventId}-${attempts}`, timestamp: new Date(), attempts, body: { eventId, db: 'DB' } }]);

describe('the SMS channel', () => {
  it('is off unless the shop is switched on and the account is configured', () => {
    expect(smsProviderFor(env, SHOP)).toBeNull();
    const on = { ...env, SMS_SHOPS: 'kirana', MSG91_AUTH_KEY: KEY, MSG91_TEMPLATE_IDS: 'order_placed_en=64f1,order_placed_hi=64f2' } as Env;
    expect(smsProviderFor(on, SHOP)).toBeNull();
    expect(smsProviderFor(on, KIRANA)).not.toBeNull();
    expect(smsProviderFor({ ...on, MSG91_AUTH_KEY: '' } as Env, KIRANA)).toBeNull();
    expect(smsProviderFor({ ...on, MSG91_TEMPLATE_IDS: '' } as Env, KIRANA)).toBeNull();
    // The local stand-in (npm start) needs no account, and never in production.
    const standIn = { ...env, SMS_SHOPS: 'sehat', MESSAGING_STAND_IN: 'on' } as Env;
    expect(smsProviderFor(standIn, SHOP)).not.toBeNull();
    expect(smsProviderFor({ ...standIn, APP_ENV: 'production' } as Env, SHOP)).toBeNull();
  });

  it('sends one SMS per event beside the e-mail, in the format MSG91 documents, and never again on a replay', async () => {
    const shopper = await newShopper('sehat');
    const id = await recordedEvent(shopper.id);
    const standIn = msg91StandIn(KEY);
    const channels: ChannelsFor = (e, shop) => [emailChannel(e, shop), smsChannel(msg91Provider({ authKey: KEY, templateIds: TEMPLATE_IDS, url: 'https://stand-in.test/api/v5/flow' }, standIn.fetch))];
    await consumeNotifications(batchOf(id), env, channels);
    await consumeNotifications(batchOf(id, 2), env, channels);
    expect(standIn.sent).toEqual([
      { templateId: 'password_changed_en', mobiles: '919876543210', unicode: 0, variables: { link: expect.stringMatching(/^[A-Za-z2-9]{8}$/) } },
    ]);
    // The short link (/o/<code>, a page: the browser tests follow it) opens the page to reset the password, in this shop only.
    const code = standIn.sent[0]!.variables.link!;
    expect(await shortLinkTarget(dbOf('sehat'), await distributorId('sehat'), code)).toBe('/ecommerce/forgot-password');
    expect(await shortLinkTarget(dbOf('kirana'), await distributorId('kirana'), code)).toBeNull();
    expect(await shortLinkTarget(dbOf('sehat'), await distributorId('sehat'), `${code.slice(0, 7)}!`)).toBeNull();
    const deliveries = await dbOf('sehat').prepare('SELECT channel, recipient FROM notification_deliveries WHERE event_id = ? ORDER BY channel').bind(id).all();
    expect(deliveries.results.map((d) => d.channel)).toEqual(['email', 'sms']);
  });

  it('a refused key fails the event for a retry and keeps the key out of its error', async () => {
    const shopper = await newShopper('sehat');
    const id = await recordedEvent(shopper.id);
    const standIn = msg91StandIn(KEY);
    const wrongKey: ChannelsFor = () => [smsChannel(msg91Provider({ authKey: 'not-the-key', templateIds: TEMPLATE_IDS, url: 'https://stand-in.test/api/v5/flow' }, standIn.fetch))];
    const batch = batchOf(id);
    const ctx = createExecutionContext();
    await consumeNotifications(batch, env, wrongKey);
    expect((await getQueueResult(batch, ctx)).retryMessages).toHaveLength(1);
    const event = await dbOf('sehat').prepare('SELECT status, last_error FROM notification_events WHERE id = ?').bind(id).first<{ status: string; last_error: string }>();
    expect(event!.status).toBe('failed');
    expect(event!.last_error).toContain('401');
    expect(event!.last_error).not.toContain('not-the-key');
    expect(standIn.sent).toEqual([]);
  });
});
