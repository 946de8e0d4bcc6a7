import { parsePincode } from '../india/pincode';
import { isStateCode } from '../india/states';
import { MESSAGES } from '../messages';
import { CITY_MAX } from './place-limits';

// An address's pincode, city and state, checked without the schema library so
// the cart page stays within its script budget. The API's schema
// (placeFields in src/contract/account.input.ts) applies the same rules with
// the same messages.

export type PlaceField = 'pincode' | 'city' | 'state';
/** As typed (state: its GST code, '' for none). */
export type PlaceValues = Record<PlaceField, string>;
export type PlaceErrors = Partial<Record<PlaceField, string>>;

/** Their messages, checked after the address itself; a pincode is required only when asked. */
export function validatePlace(v: PlaceValues, pincodeRequired = false): PlaceErrors {
  const pincode = v.pincode.trim();
  return {
    pincode: !pincode ? (pincodeRequired ? MESSAGES.delivery.pincodeRequired : undefined) : parsePincode(pincode) ? undefined : MESSAGES.address.pincodeInvalid,
    city: v.city.trim().length > CITY_MAX ? MESSAGES.address.cityTooLong : undefined,
    state: v.state.trim() && !isStateCode(v.state.trim()) ? MESSAGES.address.stateInvalid : undefined,
  };
}

export const hasPlaceErrors = (errors: PlaceErrors) => Object.values(errors).some(Boolean);

/** The pincode, city and state typed, leaving out those left empty. */
export function givenPlace(place: PlaceValues): Partial<PlaceValues> {
  return Object.fromEntries(Object.entries(place).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v));
}
