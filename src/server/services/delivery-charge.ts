import { toPaise, toRupees } from '@/lib/pricing';
import { WORDS, renderWords } from '@/lib/words';
import { deliveryChargePaise, setDeliveryChargePaise } from '../data/delivery';
import type { RequestEvents } from '../events/request-events';
import type { ShopEvent } from '../events/shop-events';

// The shop's one delivery charge (shops without delivery areas): read by
// everyone, set by an admin. Stored in paise, answered in rupees.

export async function deliveryCharges(db: D1Database, distributorId: number) {
  return { charges: [{ charge: toRupees(await deliveryChargePaise(db, distributorId)) }] };
}

export async function setDeliveryCharge(db: D1Database, events: RequestEvents, distributorId: number, rupees: number) {
  const paise = toPaise(rupees);
  const event: ShopEvent = { type: 'shop.delivery_charge', target: { kind: 'shop', ref: null }, detail: { delivery_charges: rupees } };
  await setDeliveryChargePaise(events.database(db, event), distributorId, paise);
  return { message: renderWords(WORDS.apiAnswers.done.deliveryCharges), charges: [{ charge: toRupees(paise) }] };
}
