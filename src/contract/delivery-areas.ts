import { bool, num, optStr, record, str, UnexpectedAnswer } from './read';

// Delivery by pincode: what the "Check delivery" box is told, and a shop's areas.

/** The answer for one pincode, in words (message) and as fields. */
export interface DeliveryCheck {
  pincode: string;
  deliverable: boolean;
  message: string;
  /** Rupees; null when the shop does not deliver there. */
  charge: number | null;
  cod: boolean | null;
  days_min: number | null;
  days_max: number | null;
}

/** One area as the operator enters it: its pincodes ("560001-560099, 560103"). */
export interface DeliveryArea {
  pincodes: string;
  charge: number;
  cod: boolean;
  days_min: number;
  days_max: number;
}

/**
 * What placing an order would charge for delivery to a pincode (rupees) and
 * whether cash on delivery is offered there. pincode is null for a shop that
 * does not deliver by pincode (its one charge applies everywhere).
 */
export interface DeliveryQuote {
  pincode: string | null;
  charge: number;
  cod: boolean;
  /** The largest order total (rupees) the shop takes cash on delivery for. */
  cod_max: number;
}

export function readDeliveryQuote(raw: unknown): DeliveryQuote {
  const o = record(raw);
  return { pincode: optStr(o.pincode), charge: num(o.charge), cod: bool(o.cod), cod_max: num(o.cod_max) };
}

const readArea = (raw: unknown): DeliveryArea => {
  const o = record(raw);
  return { pincodes: str(o.pincodes), charge: num(o.charge), cod: bool(o.cod), days_min: num(o.days_min), days_max: num(o.days_max) };
};

/** GET and PUT delivery/areas: the shop's areas as entered (PUT also brings its message). */
export function readDeliveryAreas(raw: unknown): { areas: DeliveryArea[]; message: string } {
  const o = record(raw);
  if (!Array.isArray(o.areas)) throw new UnexpectedAnswer('Expected a list of areas.');
  return { areas: o.areas.map(readArea), message: str(o.message) };
}
