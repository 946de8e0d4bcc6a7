import { parsePincode } from '@/lib/india/pincode';
import { DomainError } from '../domain-error';
import { areaStatement } from './delivery-areas';
import { WORDS } from '@/lib/words';

// The delivery charge: the distributor's one charge (default 0), in paise, or
// the charge of the delivery area holding the address's pincode.

const deliveryChargeStatement = (db: D1Database, distributorId: number) =>
  db.prepare('SELECT charge_paise FROM delivery_charges WHERE distributor_id = ?').bind(distributorId);

export async function deliveryChargePaise(db: D1Database, distributorId: number): Promise<number> {
  const row = await deliveryChargeStatement(db, distributorId).first<{ charge_paise: number }>();
  return row?.charge_paise ?? 0;
}

export async function setDeliveryChargePaise(db: D1Database, distributorId: number, paise: number): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO delivery_charges (distributor_id, charge_paise) VALUES (?, ?)
         ON CONFLICT (distributor_id) DO UPDATE SET charge_paise = excluded.charge_paise,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
      )
      .bind(distributorId, paise),
  ]);
}

/** What delivering an order costs and allows, by the one rule of docs/money.md. */
export interface DeliveryTerms {
  chargePaise: number;
  cod: boolean;
  /** The pincode the terms are for; null for a shop that does not deliver by pincode. */
  pincode: string | null;
  /** The area's most days to deliver; null for a shop without delivery areas. */
  daysMax: number | null;
}

/**
 * A shop with delivery areas charges the charge of the first area holding the
 * pincode, and offers cash on delivery only where that area does; it refuses a
 * missing pincode or one outside every area. A shop with no areas keeps its
 * one delivery charge for every address, any way of paying.
 */
export async function deliveryTerms(db: D1Database, distributorId: number, typed: string | null | undefined): Promise<DeliveryTerms> {
  const text = typed?.trim() ?? '';
  const pincode = text ? parsePincode(text) : null;
  if (text && !pincode) throw new DomainError('PINCODE_INVALID', WORDS.delivery.pincodeInvalid);
  const [flat, area, any] = await db.batch<{ charge_paise?: number; cod?: number; days_max?: number; n?: number }>([
    deliveryChargeStatement(db, distributorId),
    areaStatement(db, distributorId, Number(pincode ?? 0)),
    db.prepare('SELECT COUNT(*) AS n FROM delivery_areas WHERE distributor_id = ?').bind(distributorId),
  ]);
  if (!Number(any?.results[0]?.n ?? 0)) return { chargePaise: flat?.results[0]?.charge_paise ?? 0, cod: true, pincode, daysMax: null };
  if (!pincode) throw new DomainError('PINCODE_REQUIRED', WORDS.delivery.pincodeRequired);
  const found = area?.results[0];
  if (!found) throw new DomainError('NOT_DELIVERABLE', WORDS.delivery.notDeliveredCheckout(pincode));
  return { chargePaise: found.charge_paise ?? 0, cod: Boolean(found.cod), pincode, daysMax: found.days_max ?? null };
}
