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
