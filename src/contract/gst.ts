import { fields, listOf, num, str } from './read';

// GST answers: the shop's supplier details for its tax invoices, and the rates
// a product may carry.

/** The supplier as every tax invoice names it (null fields: not yet entered). */
export interface SupplierTaxDetails {
  legal_name: string | null;
  address: string | null;
  /** The 2-digit GST state code, e.g. "27". */
  state_code: string | null;
  /** "Maharashtra (27)". */
  state: string | null;
  gstin: string | null;
}

/** A GST rate in force, in percent (5, 0.25). */
export interface GstRate {
  rate: number;
  label: string;
}

/** GET gst/rates: the rates a product may be given, lowest first. */
export const readGstRates = /* @__PURE__ */ listOf(/* @__PURE__ */ fields({ rate: num, label: str }), 'rates');
