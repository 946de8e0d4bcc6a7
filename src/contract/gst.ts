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
