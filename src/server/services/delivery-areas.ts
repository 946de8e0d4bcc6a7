import type { DeliveryArea, DeliveryCheck, DeliveryQuote } from '@/contract/delivery-areas';
import type { DeliveryAreasInput } from '@/contract/delivery-areas.input';
import { formatPincodeRange, parsePincode, parsePincodeList } from '@/lib/india/pincode';
import { MESSAGES } from '@/lib/messages';
import { formatPaise, toPaise, toRupees } from '@/lib/pricing';
import { DomainError } from '../domain-error';
import { areaFor, areasOf, replaceAreas, type AreaRow } from '../data/delivery-areas';
import { deliveryTerms } from '../data/delivery';
import type { RequestEvents } from '../events/request-events';
import { orderLimitsOf } from '../checkout/order-limits';
import { WORDS } from '@/lib/words';

// Delivery by pincode: the answer for one pincode, in words, and the shop's
// list of areas (docs/india.md).

const M = MESSAGES.delivery;

export async function checkDelivery(db: D1Database, distributorId: number, typed: string): Promise<DeliveryCheck> {
  const pincode = parsePincode(typed);
  if (!pincode) throw new DomainError('PINCODE_INVALID', WORDS.delivery.pincodeInvalid);
  const area = await areaFor(db, distributorId, Number(pincode));
  if (!area) return { pincode, deliverable: false, message: M.notDelivered(pincode), charge: null, cod: null, days_min: null, days_max: null };
  return {
    pincode,
    deliverable: true,
    message: M.delivers(pincode, M.days(area.days_min, area.days_max), formatPaise(area.charge_paise), Boolean(area.cod)),
    charge: toRupees(area.charge_paise),
    cod: Boolean(area.cod),
    days_min: area.days_min,
    days_max: area.days_max,
  };
}

/**
 * What checkout would charge for this pincode, and whether cash on delivery is
 * offered, up to what total: the placing rules themselves, so the cart can say
 * so before the shopper confirms.
 */
export async function deliveryQuote(db: D1Database, distributorId: number, typed: string): Promise<DeliveryQuote> {
  const [terms, limits] = await Promise.all([deliveryTerms(db, distributorId, typed), orderLimitsOf(db, distributorId)]);
  return { pincode: terms.pincode, charge: toRupees(terms.chargePaise), cod: terms.cod, cod_max: toRupees(limits.codMaxPaise) };
}

/** The rows grouped back into the areas the operator entered. */
function grouped(rows: AreaRow[]): DeliveryArea[] {
  const byPosition = new Map<number, { row: AreaRow; ranges: string[] }>();
  for (const row of rows) {
    const entry = byPosition.get(row.position) ?? { row, ranges: [] };
    entry.ranges.push(formatPincodeRange({ from: row.pincode_from, to: row.pincode_to }));
    byPosition.set(row.position, entry);
  }
  return [...byPosition.values()].map(({ row, ranges }) => ({
    pincodes: ranges.join(', '),
    charge: toRupees(row.charge_paise),
    cod: Boolean(row.cod),
    days_min: row.days_min,
    days_max: row.days_max,
  }));
}

export async function deliveryAreas(db: D1Database, distributorId: number): Promise<DeliveryArea[]> {
  return grouped(await areasOf(db, distributorId));
}

export async function saveDeliveryAreas(db: D1Database, events: RequestEvents, distributorId: number, input: DeliveryAreasInput): Promise<DeliveryArea[]> {
  await replaceAreas(
    events.database(db, { type: 'shop.delivery_areas', target: { kind: 'shop', ref: null } }),
    distributorId,
    input.areas.map((a) => {
      const parsed = parsePincodeList(a.pincodes);
      // The schema has refused any list that does not parse.
      const ranges = 'ranges' in parsed ? parsed.ranges : [];
      return { ranges, chargePaise: toPaise(a.charge), cod: a.cod, daysMin: a.days_min, daysMax: a.days_max };
    }),
  );
  return deliveryAreas(db, distributorId);
}
