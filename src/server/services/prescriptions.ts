import type { OrderAnswer } from '@/contract/orders';
import { DomainError, forbidden, notFound } from '../domain-error';
import { getCustomer } from '../data/customers';
import { currentOrder } from '../data/order-shape';
import { findOrder, type LoadedOrder, type OrderRef } from '../data/orders';
import { acceptPrescription, recordUpload, rejectPrescription } from '../data/prescriptions';
import { storePrescription } from '../media/prescription-file';
import type { RequestEvents } from '../events/request-events';
import type { AuthUser } from '../types';
import { shopPaymentSettings } from '../data/shop-payments';
import { orderEvent } from './order-event';
import { refundOrder } from './orders';
import { WORDS } from '@/lib/words';

// Prescriptions of orders holding a prescription medicine: the shopper who
// owns the order uploads it and may read it back; the shop's admins read it
// and accept or reject it. Nobody else: not another customer, not a delivery
// person, not another shop (its database and token never reach this order).


interface Shop {
  id: number;
  slug: string;
}

async function orderFor(db: D1Database, shopId: number, caller: AuthUser, ref: OrderRef, who: 'owner' | 'owner-or-admin' | 'admin'): Promise<LoadedOrder> {
  const loaded = await findOrder(db, shopId, ref);
  if (!loaded) throw notFound(WORDS.apiAnswers.notFound.order);
  const owner = caller.role === 'customer' && loaded.order.user_id === caller.id;
  const admin = caller.role === 'admin';
  const allowed = who === 'owner' ? owner : who === 'admin' ? admin : owner || admin;
  if (!allowed) throw forbidden(WORDS.apiAnswers.auth.ownPrescriptionsOnly);
  return loaded;
}

export async function uploadPrescription(env: Env, db: D1Database, shop: Shop, caller: AuthUser, ref: OrderRef, file: File | null): Promise<OrderAnswer | null> {
  const loaded = await orderFor(db, shop.id, caller, ref, 'owner');
  if (!file) throw new DomainError('PRESCRIPTION_FILE', WORDS.prescription.fileMissing);
  // Refused before the file is stored when the order is not waiting for one.
  if (loaded.order.order_status !== 'pending' || (loaded.order.prescription_status !== 'awaited' && loaded.order.prescription_status !== 'uploaded')) {
    throw new DomainError('PRESCRIPTION_STATE', WORDS.prescription.notAwaited);
  }
  const stored = await storePrescription(env.MEDIA, shop.slug, file);
  let replaced: string | null;
  try {
    replaced = await recordUpload(db, loaded, stored);
  } catch (err) {
    await env.MEDIA.delete(stored.key);
    throw err;
  }
  if (replaced) await env.MEDIA.delete(replaced);
  return currentOrder(db, shop.id, ref);
}

/** The file, for the order's shopper or the shop's admins only. */
export async function prescriptionFileOf(env: Env, db: D1Database, shopId: number, caller: AuthUser, ref: OrderRef): Promise<R2ObjectBody> {
  const { order } = await orderFor(db, shopId, caller, ref, 'owner-or-admin');
  const object = order.prescription_key ? await env.MEDIA.get(order.prescription_key) : null;
  if (!object) throw notFound(WORDS.prescription.noFile);
  return object;
}

async function reviewerName(db: D1Database, shopId: number, caller: AuthUser): Promise<string> {
  return (await getCustomer(db, shopId, caller.id))?.name ?? `admin #${caller.id}`;
}

export async function acceptPrescriptionOf(db: D1Database, events: RequestEvents, shopId: number, caller: AuthUser, ref: OrderRef): Promise<OrderAnswer | null> {
  const loaded = await orderFor(db, shopId, caller, ref, 'admin');
  const { unpaidExpiryMinutes } = await shopPaymentSettings(db, shopId);
  await acceptPrescription(events.database(db, orderEvent('order.prescription_accept', loaded.order)), loaded, await reviewerName(db, shopId, caller), new Date(Date.now() + unpaidExpiryMinutes * 60_000).toISOString());
  return currentOrder(db, shopId, ref);
}

/** Cancels the order with the reason (stock and coupon released), then refunds it through the refund flow when it was paid. */
export async function rejectPrescriptionOf(
  db: D1Database,
  events: RequestEvents,
  shopId: number,
  caller: AuthUser,
  ref: OrderRef,
  reason: string,
): Promise<OrderAnswer | null> {
  const loaded = await orderFor(db, shopId, caller, ref, 'admin');
  const rejected = orderEvent('order.prescription_reject', loaded.order, { reason });
  await rejectPrescription(events.database(db, rejected), loaded, await reviewerName(db, shopId, caller), reason);
  // Money taken outside the gateway is refunded here at once (part of the rejection's step); a gateway's goes back
  // through the gateway (queued with the rejection).
  if (loaded.order.payment_status === 'paid' && !loaded.order.gateway_payment_id) return refundOrder(db, events, shopId, caller, ref, {}, undefined, rejected);
  return currentOrder(db, shopId, ref);
}
