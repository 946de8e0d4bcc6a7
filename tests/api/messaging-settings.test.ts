import { createMessageBatch } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES } from '@/lib/message-templates';
import { consumeNotifications } from '@/server/events/notification-consumer';
import { eventStatement } from '@/server/events/record-event';
import { sendTestMessage } from '@/server/services/messaging-settings';
import { call, distributorId, KIRANA } from './helpers';
import { dbOf } from './databases';
import { newShopper, seededAccount } from './checkout-fixtures';
import { catalogueTemplateIds, msg91StandIn } from './msg91-stand-in';
import { whatsappStandIn } from './whatsapp-stand-in';
import { captureLogs } from './support/log-capture';

// The console's SMS and WhatsApp settings: saved per shop over the deploy-time
// configuration, the key sealed and never answered, only approved templates
// sent, and a test message to the admin's own mobile that reports the
// provider's refusal in words a person can act on.

const AUTH_KEY = 'Msg91AuthKeySehat7788';
const SMS = { enabled: true, sender: 'sehatm', key: AUTH_KEY, approved: ['order_placed', 'test_message'] };
const TOKEN = 'EAAGwhatsappAccessToken-sehat-42Zq';

// Every line any code logs while this file runs: no key may be in one.
const capture = captureLogs();
afterAll(() => {
  capture.stop();
  const logged = capture.lines();
  expect(logged.length).toBeGreaterThan(0);
  for (const line of logged) for (const secret of [AUTH_KEY, TOKEN]) expect(line).not.toContain(secret);
});

const standInOn = () => ({ ...env, MESSAGING_STAND_IN: 'on' }) as Env;

async function sehatShop() {
  return { id: await distributorId('sehat'), slug: 'sehat', name: 'Sehat Pharmacy' };
}

async function outboxSms(subjectLike: string) {
  return dbOf('sehat').prepare("SELECT to_email, body_text FROM outbox WHERE channel = 'sms' AND subject LIKE ? ORDER BY id").bind(subjectLike).all<{ to_email: string; body_text: string }>();
}

describe('the messaging settings', () => {
  it('shows the deploy-time state until saved, then the saved settings with the key sealed and never answered', async () => {
    const admin = await seededAccount('admin@example.com');
    const before = await call('admin/messaging-settings', { token: admin.token });
    expect(before.status).toBe(200);
    expect(before.json.sms).toEqual({ stored: false, enabled: false, sender: '', key_set: false, key_last4: null, approved: [] });
    expect(before.json.templates).toEqual(Object.keys(MESSAGE_TEMPLATES));

    const saved = await call('admin/messaging-settings/sms', { method: 'PUT', token: admin.token, body: SMS });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.message).toBe('SMS settings saved.');
    expect(saved.json.settings.sms).toEqual({ stored: true, enabled: true, sender: 'SEHATM', key_set: true, key_last4: '7788', approved: ['order_placed', 'test_message'] });
    expect(saved.text).not.toContain(AUTH_KEY);
    const row = await dbOf('sehat').prepare("SELECT key_enc FROM shop_messaging_settings WHERE channel = 'sms'").first<{ key_enc: string }>();
    expect(row!.key_enc).toMatch(/^v1\./);
    expect(row!.key_enc).not.toContain(AUTH_KEY);

    // Saved again without a key: the stored key stays; remove_key removes it.
    const kept = await call('admin/messaging-settings/sms', { method: 'PUT', token: admin.token, body: { ...SMS, key: undefined, enabled: false } });
    expect(kept.json.settings.sms).toMatchObject({ enabled: false, key_set: true, key_last4: '7788' });
    const removed = await call('admin/messaging-settings/sms', { method: 'PUT', token: admin.token, body: { ...SMS, key: undefined, enabled: false, remove_key: true } });
    expect(removed.json.settings.sms).toMatchObject({ key_set: false, key_last4: null });

    // Only this shop's admin, only this shop's settings.
    const shopper = await newShopper();
    expect((await call('admin/messaging-settings', { token: shopper.token })).status).toBe(403);
    expect((await call('admin/messaging-settings/sms', { method: 'PUT', token: shopper.token, body: SMS })).status).toBe(403);
    const kAdmin = await seededAccount('admin@example.com', 'kirana');
    const kView = await call('admin/messaging-settings', { token: kAdmin.token, host: KIRANA });
    expect(kView.json.sms.stored).toBe(false);
  });

  it('refuses bad settings with words to act on and changes nothing', async () => {
    const admin = await seededAccount('admin@example.com');
    const put = (channel: string, body: Record<string, unknown>) => call(`admin/messaging-settings/${channel}`, { method: 'PUT', token: admin.token, body });
    const before = (await call('admin/messaging-settings', { token: admin.token })).json;
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['sms', { ...SMS, sender: 'SEHAT1' }, 'The sender id is the 6 letters DLT approved for the shop (like SEHATM).'],
      ['sms', { ...SMS, approved: ['order_placed', 'no_such_template'] }, 'An approved template is not one of the shop’s templates.'],
      ['sms', { ...SMS, key: 'short' }, 'The MSG91 auth key is 16 to 64 letters and digits.'],
      ['sms', { ...SMS, sender: '' }, 'Please enter the sender id before switching SMS on.'],
      ['sms', { ...SMS, key: undefined }, 'Please enter the MSG91 auth key before switching SMS on.'],
      ['whatsapp', { enabled: true, sender: '12ab', approved: [] }, 'The phone number id is the 10 to 20 digit id WhatsApp Manager shows for the number.'],
      ['whatsapp', { enabled: true, sender: '1234567890', key: 'has spaces in it and is long', approved: [] }, 'The access token is the long text WhatsApp Manager gives (20 characters or more, no spaces).'],
    ];
    for (const [channel, body, message] of cases) {
      const res = await put(channel, body);
      expect(res.status, message).toBe(400);
      expect(res.json).toEqual({ message, code: 'BAD_REQUEST' });
    }
    expect((await put('email', SMS)).status).toBe(404);
    const after = await call('admin/messaging-settings', { token: admin.token });
    expect(after.json).toEqual(before);
    expect(after.json.whatsapp.stored).toBe(false);
  });

  it('sends only approved templates on a channel the shop switched on; the others go by e-mail only', async () => {
    const admin = await seededAccount('admin@example.com');
    const shopper = await newShopper();
    const put = (approved: string[]) => call('admin/messaging-settings/sms', { method: 'PUT', token: admin.token, body: { ...SMS, approved } });
    const sendReset = async (n: number) => {
      const db = dbOf('sehat');
      await eventStatement(db, { distributorId: await distributorId('sehat'), type: 'account.password_reset', customerId: shopper.id }).run();
      const { id } = (await db.prepare('SELECT id FROM notification_events WHERE customer_id = ? ORDER BY rowid DESC').bind(shopper.id).first<{ id: string }>())!;
      const batch = createMessageBatch('storefront-notifications', [{ id: `ms-${id}-${n}`, timestamp: new Date(), attempts: 1, body: { eventId: id, db: 'DB' } }]);
      await consumeNotifications(batch, standInOn());
    };
    expect((await put(['order_placed'])).status).toBe(200);
    await sendReset(1);
    expect((await outboxSms('%password_changed%')).results).toHaveLength(0);
    expect((await put(['order_placed', 'password_changed'])).status).toBe(200);
    await sendReset(2);
    const sms = (await outboxSms('%password_changed%')).results;
    expect(sms).toHaveLength(1);
    expect(sms[0]!.to_email).toBe('919876543210');
  });

  it('sends the admin a test on the saved channel, and words to act on when it cannot', async () => {
    const admin = await seededAccount('admin@example.com');
    // Nothing set up for WhatsApp (and no stand-in in this run): the admin is told what to save.
    const none = await call('admin/messaging-settings/whatsapp/test', { method: 'POST', token: admin.token, body: { language: 'en-IN' } });
    expect(none.status).toBe(409);
    expect(none.json.message).toBe('WhatsApp is not set up yet. Save the phone number id and the access token, then send the test again.');
    expect((await call('admin/messaging-settings/sms/test', { method: 'POST', token: admin.token, body: { language: 'fr' } })).status).toBe(400);

    expect((await call('admin/messaging-settings/sms', { method: 'PUT', token: admin.token, body: SMS })).status).toBe(200);
    const shop = await sehatShop();
    const test = { adminId: admin.id, channel: 'sms' as const, language: 'hi-IN' as const };
    // Locally the stand-in writes it to the outbox, in the admin's language, to the admin's own mobile.
    expect(await sendTestMessage(standInOn(), shop, test)).toBe('Test SMS sent to +919811122233.');
    const [entry] = (await outboxSms('%test_message%')).results;
    expect(entry!.to_email).toBe('919811122233');
    expect(entry!.body_text).toContain('template test_message · hi');
    expect(entry!.body_text).toContain('यह जाँच संदेश');

    // Against MSG91 (a stand-in that checks the key as MSG91 does): accepted with the right key, refused with words otherwise.
    const msg91 = { ...env, MSG91_URL: 'https://stand-in.test/api/v5/flow', MSG91_TEMPLATE_IDS: Object.keys(catalogueTemplateIds()).map((k) => `${k}=${k}`).join(',') } as Env;
    const right = msg91StandIn(AUTH_KEY);
    await sendTestMessage(msg91, shop, test, right.fetch);
    expect(right.sent).toEqual([{ templateId: 'test_message_hi', mobiles: '919811122233', unicode: 1, variables: { date: expect.any(String) } }]);
    const wrong = msg91StandIn('a-different-key');
    await expect(sendTestMessage(msg91, shop, test, wrong.fetch)).rejects.toThrow(
      'MSG91 refused the SMS (401): Authentication failure. Check the auth key, the sender id and that the test_message template is approved in MSG91.',
    );
  });

  it('sends the WhatsApp test from the saved number id with the saved token, as Meta documents it', async () => {
    const admin = await seededAccount('admin@example.com');
    const body = { enabled: false, sender: '106540352242922', key: TOKEN, approved: ['test_message'] };
    const saved = await call('admin/messaging-settings/whatsapp', { method: 'PUT', token: admin.token, body });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.settings.whatsapp).toMatchObject({ stored: true, enabled: false, key_set: true, key_last4: '42Zq' });
    expect(saved.text).not.toContain(TOKEN);
    const graph = { ...env, WHATSAPP_API_URL: 'https://graph.stand-in.test/v21.0' } as Env;
    const meta = whatsappStandIn(TOKEN);
    const test = { adminId: admin.id, channel: 'whatsapp' as const, language: 'en-IN' as const };
    expect(await sendTestMessage(graph, await sehatShop(), test, meta.fetch)).toBe('Test WhatsApp sent to +919811122233.');
    expect(meta.sent).toEqual([
      expect.objectContaining({ phoneNumberId: '106540352242922', to: '919811122233', template: 'test_message', language: 'en' }),
    ]);
    // The profile offers shoppers WhatsApp (opt-in) once the shop switches it on here.
    const shopper = await newShopper();
    expect((await call('EcomLogin/message-preferences', { token: shopper.token })).json.channels).not.toContain('whatsapp');
    expect((await call('admin/messaging-settings/whatsapp', { method: 'PUT', token: admin.token, body: { ...body, key: undefined, enabled: true } })).status).toBe(200);
    expect((await call('EcomLogin/message-preferences', { token: shopper.token })).json.channels).toContain('whatsapp');
    await expect(sendTestMessage(graph, await sehatShop(), test, whatsappStandIn('another-token').fetch)).rejects.toThrow(/^WhatsApp refused the message \(401\): 190 .*Check the phone number id, the access token/);
  });
  it('sends SMS with the shop’s own MSG91 template ids, and the deploy-time id for a template it gave none', async () => {
    const admin = await seededAccount('admin@example.com');
    const put = (channel: string, body: Record<string, unknown>) => call(`admin/messaging-settings/${channel}`, { method: 'PUT', token: admin.token, body });
    // Refused with words, nothing saved: a name that is no template, an id MSG91 would not show, ids for WhatsApp.
    const before = (await call('admin/messaging-settings', { token: admin.token })).json;
    const refusals: Array<[string, Record<string, unknown>, string]> = [
      ['sms', { ...SMS, template_ids: { no_such_template_en: '64f1a2' } }, 'A template id is given for a template the shop does not have (names are like order_placed_en).'],
      ['sms', { ...SMS, template_ids: { test_message_hi: '64f1-a2 b' } }, 'An MSG91 template id is up to 40 letters and digits, as MSG91 shows it.'],
      ['sms', { ...SMS, template_ids: ['64f1a2'] }, 'Please send the MSG91 template ids as an object of names and ids.'],
      ['whatsapp', { enabled: false, sender: '', approved: [], template_ids: { test_message_hi: '64f1a2' } }, 'Template ids are entered for SMS only.'],
    ];
    for (const [channel, body, message] of refusals) {
      const res = await put(channel, body);
      expect(res.status, message).toBe(400);
      expect(res.json).toEqual({ message, code: 'BAD_REQUEST' });
    }
    expect((await call('admin/messaging-settings', { token: admin.token })).json).toEqual(before);

    // Saved (spaces trimmed, an empty id is none), answered, and kept by a save that leaves them out.
    const saved = await put('sms', { ...SMS, template_ids: { test_message_hi: ' 65a9c3ShopHindiTest01 ', test_message_en: '' } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.settings.sms_template_ids).toEqual({ test_message_hi: '65a9c3ShopHindiTest01' });
    expect((await put('sms', { ...SMS, key: undefined })).json.settings.sms_template_ids).toEqual({ test_message_hi: '65a9c3ShopHindiTest01' });
    expect((await call('admin/messaging-settings', { token: admin.token })).json.sms_template_ids).toEqual({ test_message_hi: '65a9c3ShopHindiTest01' });
    // Another shop sees none of them.
    const kAdmin = await seededAccount('admin@example.com', 'kirana');
    expect((await call('admin/messaging-settings', { token: kAdmin.token, host: KIRANA })).json.sms_template_ids).toEqual({});

    // MSG91 (the stand-in knows the shop's flow and the deploy-time ones) receives the shop's id for Hindi, the deploy-time id for English.
    const deployIds = Object.keys(catalogueTemplateIds()).map((k) => `${k}=dep${k.replace(/_/g, '')}`).join(',');
    const msg91 = { ...env, MSG91_URL: 'https://stand-in.test/api/v5/flow', MSG91_TEMPLATE_IDS: deployIds } as Env;
    const registered = Object.fromEntries([
      ...Object.entries(catalogueTemplateIds()).map(([k, vars]) => [`dep${k.replace(/_/g, '')}`, vars] as const),
      ['65a9c3ShopHindiTest01', catalogueTemplateIds().test_message_hi!] as const,
    ]);
    const stand = msg91StandIn(AUTH_KEY, registered);
    const shop = await sehatShop();
    await sendTestMessage(msg91, shop, { adminId: admin.id, channel: 'sms', language: 'hi-IN' }, stand.fetch);
    await sendTestMessage(msg91, shop, { adminId: admin.id, channel: 'sms', language: 'en-IN' }, stand.fetch);
    expect(stand.sent.map((m) => ({ templateId: m.templateId, unicode: m.unicode }))).toEqual([
      { templateId: '65a9c3ShopHindiTest01', unicode: 1 },
      { templateId: 'deptestmessageen', unicode: 0 },
    ]);

    // Cleared: back on the deploy-time id.
    expect((await put('sms', { ...SMS, key: undefined, template_ids: {} })).json.settings.sms_template_ids).toEqual({});
    await sendTestMessage(msg91, shop, { adminId: admin.id, channel: 'sms', language: 'hi-IN' }, stand.fetch);
    expect(stand.sent.at(-1)!.templateId).toBe('deptestmessagehi');
  });
});
