import { pincodeInText } from '@/lib/india/pincode';
import { pincodeFitsState, stateOfPincode } from '@/lib/india/pincode-states';
import { stateInAddress, stateLabel } from '@/lib/india/states';
import { DomainError } from '../domain-error';
import { getCustomer } from '../data/customers';
import type { WordKey } from '@/contract/word-key';
import { WORDS } from '@/lib/words';

// Where an order goes, from the address itself: its line (free text), city,
// pincode and state. The pincode decides the delivery area, the charge and
// cash on delivery; the state is the GST place of supply. A pincode or state
// written in the line and one sent beside it must agree, and the pincode must
// be one the state can have: contradicting parts are refused (400), never
// silently resolved, since either reading could charge or tax the wrong way.
// The order keeps the whole address as one text, so every screen and the
// invoice show the city, state and pincode with the line.

export interface GivenPlace {
  pincode?: string | null;
  city?: string | null;
  stateCode?: string | null;
}

export interface DeliveryPlace {
  /** The whole address: the line, then the city, state and pincode it does not already name. */
  address: string;
  pincode: string | null;
  city: string | null;
  stateCode: string | null;
}

const refused = (message: WordKey) => new DomainError('ADDRESS_MISMATCH', message);

function checkAgreement(line: string, given: { pincode: string | null; stateCode: string | null }) {
  const writtenPincode = pincodeInText(line);
  if (given.pincode && writtenPincode && given.pincode !== writtenPincode) throw refused(WORDS.delivery.pincodeDisagrees(given.pincode, writtenPincode));
  const writtenState = stateInAddress(line);
  if (given.stateCode && writtenState && given.stateCode !== writtenState) {
    throw refused(WORDS.delivery.stateDisagrees(stateLabel(given.stateCode), stateLabel(writtenState)));
  }
  return { writtenPincode, writtenState };
}

/** The line with the parts the shopper gave beside it and it does not name yet. */
function wholeAddress(line: string, parts: { city: string | null; stateCode: string | null; pincode: string | null }, written: { pincode: string | null; state: string | null }) {
  const extra: string[] = [];
  if (parts.city && !line.toLowerCase().includes(parts.city.toLowerCase())) extra.push(parts.city);
  if (parts.stateCode && !written.state) extra.push(stateLabel(parts.stateCode).replace(/ \(\d+\)$/, ''));
  if (parts.pincode && !written.pincode) extra.push(parts.pincode);
  return extra.length ? `${line.replace(/[\s,]+$/, '')}, ${extra.join(', ')}` : line;
}

/**
 * The order's place: the pincode and state sent with the address or written
 * in it (they must agree); without a pincode anywhere, the profile's.
 */
export async function deliveryPlaceOf(db: D1Database, r: { distributorId: number; userId: number; line: string; given?: GivenPlace }): Promise<DeliveryPlace> {
  const given = { pincode: r.given?.pincode?.trim() || null, city: r.given?.city?.trim() || null, stateCode: r.given?.stateCode?.trim() || null };
  const { writtenPincode, writtenState } = checkAgreement(r.line, given);
  // The parts beside the line: those sent, else (no pincode anywhere) the profile's saved ones.
  const parts = { ...given };
  if (!given.pincode && !writtenPincode) {
    const profile = await getCustomer(db, r.distributorId, r.userId);
    parts.pincode = profile?.pincode ?? null;
    parts.city ??= profile?.city ?? null;
    parts.stateCode ??= profile?.state_code ?? null;
    checkAgreement(r.line, parts);
  }
  const pincode = parts.pincode ?? writtenPincode;
  const stateCode = parts.stateCode ?? writtenState;
  if (pincode && stateCode && !pincodeFitsState(pincode, stateCode)) throw refused(WORDS.delivery.pincodeNotInState(pincode, stateLabel(stateCode)));
  const address = wholeAddress(r.line, parts, { pincode: writtenPincode, state: writtenState });
  return { address, pincode, city: parts.city, stateCode: stateCode ?? (pincode ? stateOfPincode(pincode) : null) };
}
