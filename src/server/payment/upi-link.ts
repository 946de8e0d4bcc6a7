// The UPI intent link (upi://pay?...) a shopper's UPI app opens, and the
// text its QR code holds. Parameters, as UPI's linking rules name them:
// pa payee address, pn payee name, am amount in rupees with two decimals,
// cu currency (INR), tr the shop's reference (the order id), tn a note.
// Values are percent-encoded (a space is %20, never "+", which some UPI
// apps show literally); "@" stays as typed, as UPI addresses are written.

export interface UpiLinkFields {
  payeeVpa: string;
  payeeName: string;
  amountPaise: number;
  reference: string;
  note: string;
}

const encode = (value: string) => encodeURIComponent(value).replaceAll('%40', '@');

/** Rupees with exactly two decimals, from integer paise (no floating point). */
export function upiAmount(paise: number): string {
  if (!Number.isInteger(paise) || paise <= 0) throw new RangeError('A UPI amount must be a whole number of paise above 0.');
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

export function upiPayLink(f: UpiLinkFields): string {
  const params: Array<[string, string]> = [
    ['pa', f.payeeVpa],
    ['pn', f.payeeName],
    ['am', upiAmount(f.amountPaise)],
    ['cu', 'INR'],
    ['tr', f.reference],
    ['tn', f.note],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encode(v)}`).join('&')}`;
}
