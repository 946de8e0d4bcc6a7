import { fields, nullish, num, optStr, record, str, UnexpectedAnswer, type Reader } from './read';

// Account answers of the EcomLogin group (login, signup, profile, addresses).

interface SessionUser {
  id: number;
  name: string;
  email: string;
}

/** Login and signup answers: message, token, user. */
export interface AuthResponse {
  message: string;
  token: string | null;
  user?: SessionUser | null;
  /** This browser's device token for later logins (this shop's API only). */
  device?: string | null;
  /** Staff only: true when this device keeps the session (a device session was started or resumed). */
  kept_signed_in?: boolean;
}
export const readAuthResponse: Reader<AuthResponse> = /* @__PURE__ */ fields({
  message: str,
  token: optStr,
  user: /* @__PURE__ */ nullish(/* @__PURE__ */ fields({ id: num, name: str, email: str })),
  device: optStr,
  kept_signed_in: (v: unknown) => (v === true ? true : undefined),
});

/** A fresh token with a message ("sign out other devices"). */
export const readTokenMessage: Reader<{ message: string; token: string }> = /* @__PURE__ */ fields({ message: str, token: str });

export interface Profile {
  id?: number;
  name: string;
  email: string;
  mobile: string;
  address: string;
  /** The address's structured part ('' when not given). */
  pincode: string;
  city: string;
  /** GST state code, such as '27'. */
  state: string;
  createdAt: string;
}
const profileFields = /* @__PURE__ */ fields({ name: str, email: str, mobile: str, address: str, createdAt: str });
/** The structured part of an address, each '' when the answer leaves it out. */
const placeOf = (raw: unknown) => {
  const o = record(raw);
  return { pincode: optStr(o.pincode) ?? '', city: optStr(o.city) ?? '', state: optStr(o.state) ?? '' };
};
const givenPlace = (raw: unknown) => Object.fromEntries(Object.entries(placeOf(raw)).filter(([, v]) => v));

export const readProfile: Reader<Profile> = (raw) => {
  const id = record(raw).id;
  const profile = { ...profileFields(raw), ...placeOf(raw) };
  return id === undefined ? profile : { id: num(id), ...profile };
};

/** PATCH profile answer: a message and the saved profile; a changed e-mail also brings this session's fresh token. */
export interface ProfileUpdateResponse {
  message: string;
  user?: Profile | null;
  token?: string;
}
export const readProfileUpdate: Reader<ProfileUpdateResponse> = (raw) => {
  const o = record(raw);
  const answer: ProfileUpdateResponse = { message: str(o.message), user: /* @__PURE__ */ nullish(readProfile)(o.user) };
  if (o.token !== undefined) {
    if (typeof o.token !== 'string') throw new UnexpectedAnswer('Expected a token.');
    answer.token = o.token;
  }
  return answer;
};

export interface Address {
  id: number | string;
  full_address: string;
  /** The structured part, when saved with the address. */
  pincode?: string;
  city?: string;
  state?: string;
}

/** Address answer: `address` as a list, or a single string wrapped as one entry. */
export const readAddresses: Reader<Address[]> = (raw) => {
  const value = record(raw).address;
  if (value === null || value === undefined || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  const out: Address[] = [];
  list.forEach((entry, index) => {
    const e = entry && typeof entry === 'object' && !Array.isArray(entry) ? (entry as Record<string, unknown>) : null;
    const text = typeof entry === 'string' ? entry : e ? str(e.full_address ?? e.address) : '';
    if (!text.trim()) return;
    const id = e?.id;
    out.push({ id: typeof id === 'number' || typeof id === 'string' ? id : index + 1, full_address: text, ...givenPlace(e ?? {}) });
  });
  return out;
};
