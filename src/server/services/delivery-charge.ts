import { toPaise, toRupees } from '@/lib/pricing';
import { deliveryChargePaise, setDeliveryChargePaise } from '../data/delivery';

// The shop's one delivery charge (shops without delivery areas): read by
// everyone, set by an admin. Stored in paise, answered in rupees.

export async function deliveryCharges(db: D1Database, distributorId: number) {
  return { charges: [{ charge: toRupees(await deliveryChargePaise(db, distributorId)) }] };
}

export async function setDeliveryCharge(db: D1Database, distributorId: number, rupees: number) {
  const paise = toPaise(rupees);
  await setDeliveryChargePaise(db, distributorId, paise);
  return { message: 'Delivery charges updated.', charges: [{ charge: toRupees(paise) }] };
}
