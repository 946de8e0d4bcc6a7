import { isStateCode } from './state-codes';

// A GSTIN is 15 characters: the 2-digit state code, the holder's 10-character
// PAN (5 letters, 4 digits, 1 letter), the registration number within the
// state (1-9, A-Z), the letter Z, and a check character over the first 14.
// The check: each character's value (0-9, then A-Z as 10-35) is multiplied by
// 1 at odd positions and 2 at even ones; each product adds its quotient and
// remainder by 36; the check value is (36 - sum mod 36) mod 36.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'shape' | 'state' | 'check';

/** A GSTIN as typed, read as it is checked: spaces dropped, in capitals. */
export const normalGstin = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** Why a GSTIN (already upper-cased and trimmed) is not valid, or null when it is. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!SHAPE.test(gstin)) return 'shape';
  if (!isStateCode(gstin.slice(0, 2))) return 'state';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'check';
}
