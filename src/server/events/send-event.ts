import { productNameKey } from '@/contract/translation-fields';
import { MESSAGE_KINDS, type MessagePreferences } from '@/contract/message-preferences';
import { DEFAULT_LANGUAGE, type LanguageTag } from '@/lib/i18n/languages';
import { readPreferences } from '../data/message-preferences';
import { distributorOf, recordDelivery, shopAdmins, shopPerson, wasDelivered, type EventRow, type Person } from '../data/notification-events';
import { findOrder, type LoadedOrder } from '../data/orders';
import { eventMail } from '../mail/event-mail';
import { inLanguage, storedTag } from '../i18n/request-language';
import { shopOrigin } from '../shop-origin';
import type { ChannelsFor } from './channels';
import { AUDIENCE, PREFERENCE_OF } from './event-types';
import { pushToAdmins } from './push-admins';
import { templateMessage, type TemplateMessage } from './template-message';
import { unsubscribePath, unsubscribeToken } from './unsubscribe-token';

// Sends one claimed event: to whom its type says, on every channel the person
// has an address on, each message once (a retry after a partial failure sends
// only what is missing). Everything is read from the event's own shop: its
// customer, its admins, its order; never another shop's. Each message is
// written in its reader's language: the shopper's is the order's (or, for an
// event about no order, the request's that caused it); the admins read the
// console's language, English.


interface Recipient {
  person: Person;
  forAdmin: boolean;
}

async function recipientsOf(db: D1Database, event: EventRow): Promise<Recipient[]> {
  const audience = AUDIENCE[event.type];
  const list: Recipient[] = [];
  if ((audience === 'customer' || audience === 'both') && event.customer_id !== null) {
    const customer = await shopPerson(db, event.distributor_id, event.customer_id);
    if (customer) list.push({ person: customer, forAdmin: false });
  }
  if (audience === 'admins' || audience === 'both') {
    for (const admin of await shopAdmins(db, event.distributor_id)) list.push({ person: admin, forAdmin: true });
  }
  return list;
}

/**
 * Whether a shopper gets this message on this channel. E-mail and SMS: a
 * non-essential one as they chose, an essential one always. WhatsApp only
 * with the shopper's opt-in: a non-essential one where they turned it on,
 * an essential one once they turned it on for anything.
 */
function wanted(channel: string, kind: keyof MessagePreferences | undefined, prefs: MessagePreferences): boolean {
  if (channel === 'whatsapp') return kind ? prefs[kind].whatsapp : MESSAGE_KINDS.some((k) => prefs[k].whatsapp);
  return kind ? prefs[kind][channel as 'email' | 'sms'] : true;
}

/** The language a recipient reads this event in. */
function languageOf(event: EventRow, order: LoadedOrder | null, forAdmin: boolean): LanguageTag {
  if (forAdmin) return DEFAULT_LANGUAGE;
  return storedTag(order ? order.order.language : event.payload.language);
}

async function riderOf(db: D1Database, event: EventRow, order: LoadedOrder | null) {
  const riderId = order?.order.assigned_deliveryboy_id;
  if (event.type !== 'delivery.out_for_delivery' || !riderId) return null;
  const rider = await shopPerson(db, event.distributor_id, riderId);
  return rider ? { firstName: rider.name.trim().split(/\s+/)[0] ?? rider.name, mobile: rider.mobile } : null;
}

/** Sends what is still unsent of the event; throws when a channel fails (the caller retries). */
export async function sendEvent(env: Env, db: D1Database, event: EventRow, channelsFor: ChannelsFor): Promise<void> {
  const shop = await distributorOf(db, event.distributor_id);
  if (!shop) return;
  const order = event.order_id ? await findOrder(db, event.distributor_id, { orderId: event.order_id }) : null;
  // An order deleted since: nothing left to tell anyone about.
  if (event.order_id && !order) return;
  const customer = event.customer_id !== null ? await shopPerson(db, event.distributor_id, event.customer_id) : null;
  const rider = await riderOf(db, event, order);
  // A message in the order's language names the products in it where the shop gave them a name in it
  // (the order's lines were read with each language's name).
  const orderLanguage = order ? storedTag(order.order.language) : DEFAULT_LANGUAGE;
  const nameKey = productNameKey(orderLanguage);
  const orderNames = order && nameKey
    ? new Map(order.products.flatMap((p): Array<[number, string]> => {
      const name = p[nameKey]?.trim();
      return name ? [[p.product_id, name]] : [];
    }))
    : undefined;
  // The channels find the shop's database by its slug (its outbox, its saved settings).
  const channels = await channelsFor(env, shop);
  const origin = shopOrigin(env, shop.slug);
  // A non-essential message to the shopper follows their preferences and carries an unsubscribe link.
  const kind = PREFERENCE_OF[event.type];
  const hasWhatsApp = channels.some((c) => c.name === 'whatsapp');
  for (const { person, forAdmin } of await recipientsOf(db, event)) {
    const optional = kind && !forAdmin;
    // Read only when they matter: a non-essential message, or a shop sending WhatsApp (opt-in only).
    const prefs = !forAdmin && (optional || hasWhatsApp) ? await readPreferences(db, event.distributor_id, person.id) : null;
    const unsubscribeUrl = optional ? `${origin}${unsubscribePath(await unsubscribeToken(env.JWT_SECRET, event.distributor_id, person.id))}` : undefined;
    const language = languageOf(event, order, forAdmin);
    // SMS and WhatsApp: the event's registered template for this reader, made once (none: e-mail only).
    let template: TemplateMessage | null | undefined;
    const templateFor = async () => {
      template ??= await inLanguage(language, () =>
        templateMessage(db, { type: event.type, payload: event.payload, forAdmin, language, order, shop: { id: shop.id, name: shop.name, origin } }));
      return template;
    };
    for (const channel of channels) {
      const address = channel.addressOf(person);
      if (!address) continue;
      const recipient = forAdmin ? `admin:${address}` : address;
      if (await wasDelivered(db, event.id, channel.name, recipient)) continue;
      // No template for the event, or one the shop's provider has not approved: e-mail only.
      if (channel.templated) {
        const registered = await templateFor();
        if (!registered || (channel.approves && !channel.approves(registered.template))) continue;
      }
      if (prefs && !wanted(channel.name, kind, prefs)) {
        // Turned off (or WhatsApp never chosen): recorded as skipped, so no retry or replay sends it.
        await recordDelivery(db, event.id, channel.name, recipient, 'skipped');
        continue;
      }
      const message = await inLanguage(language, async () => eventMail({
        eventId: event.id,
        type: event.type,
        payload: event.payload,
        shopName: shop.name,
        origin,
        to: { name: person.name, email: address },
        forAdmin,
        customerName: customer?.name ?? '',
        order,
        rider,
        ...(language === orderLanguage && orderNames ? { productNames: orderNames } : {}),
        ...(channel.name === 'email' && unsubscribeUrl ? { unsubscribeUrl } : {}),
      }));
      await channel.send(message, channel.templated ? await templateFor() : null);
      await recordDelivery(db, event.id, channel.name, recipient);
    }
  }
  // The admins' devices, through their browsers' push services.
  await pushToAdmins(env, db, event, order, shop);
}
