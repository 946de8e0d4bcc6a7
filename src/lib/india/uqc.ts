// GST's Unique Quantity Codes: the units a tax invoice states a quantity in
// (GSTR-1 and e-invoices take only these). A product without one is counted
// in numbers, NOS. A strip of tablets is PAC (pack) or TBS (tablets).

export const UQC_CODES = [
  'BAG', 'BAL', 'BDL', 'BKL', 'BOU', 'BOX', 'BTL', 'BUN', 'CAN', 'CBM', 'CCM', 'CMS', 'CTN', 'DOZ', 'DRM', 'GGK',
  'GMS', 'GRS', 'GYD', 'KGS', 'KLR', 'KME', 'LTR', 'MLT', 'MTR', 'MTS', 'NOS', 'OTH', 'PAC', 'PCS', 'PRS', 'QTL',
  'ROL', 'SET', 'SQF', 'SQM', 'SQY', 'TBS', 'TGM', 'THD', 'TON', 'TUB', 'UGS', 'UNT', 'YDS',
] as const;

export type Uqc = (typeof UQC_CODES)[number];

export const DEFAULT_UQC: Uqc = 'NOS';

export function isUqc(code: string): code is Uqc {
  return (UQC_CODES as readonly string[]).includes(code);
}

/** The unit an invoice line is stated in: the product's, else NOS. */
export function uqcOrDefault(code: string | null | undefined): Uqc {
  return code && isUqc(code) ? code : DEFAULT_UQC;
}
