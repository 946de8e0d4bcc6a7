import { readMessage } from '@/contract/read';
import { readAuthResponse, readProfile, readProfileUpdate, readTokenMessage } from '@/contract/account';
import type { LoginPayload, ProfilePatch, RegisterPayload } from '@/contract/account.input';
import type { OtpVerifyPayload } from '@/contract/mobile-login.input';
import type { Transport } from './transport';

const BASE = 'EcomLogin';
const CUSTOMER = `${BASE}/EcomCustomer`;
// Address and profile calls send no distributor header.
const PRIVATE = { auth: true, distributor: false } as const;

/** Account calls of the API contract (base EcomLogin). */
export function accountApi(t: Transport) {
  return {
    register: (payload: RegisterPayload) => t.request('POST', `${BASE}/Ecomregister`, readAuthResponse, { body: payload }),
    login: (payload: LoginPayload) => t.request('POST', `${BASE}/Ecomlogin`, readAuthResponse, { body: payload }),
    /** Login by mobile: a code by SMS, then the code for a session (the login's answer). */
    requestLoginCode: (mobile: string) => t.request('POST', `${BASE}/otp/request`, readMessage, { body: { mobile } }),
    loginWithCode: (payload: OtpVerifyPayload) => t.request('POST', `${BASE}/otp/verify`, readAuthResponse, { body: payload }),
    profile: (id: number) => t.request('GET', `${CUSTOMER}/user/${id}`, readProfile, PRIVATE),
    updateProfile: (id: number, patch: ProfilePatch) =>
      t.request('PATCH', `${CUSTOMER}/profile/${id}`, readProfileUpdate, { ...PRIVATE, body: patch }),
    /** A staff member's device kept signed in: its HttpOnly cookie buys a fresh session (the login's answer). */
    resumeDeviceSession: () => t.request('POST', `${BASE}/device-session`, readAuthResponse),
    /** Ends every other session of the caller; answers a fresh token for this one. */
    signOutOtherDevices: () => t.request('POST', `${BASE}/device-session/sign-out-others`, readTokenMessage, PRIVATE),
    forgotPassword: (email: string) => t.request('POST', `${CUSTOMER}/forgot-password`, readMessage, { body: { email } }),
    resetPassword: (token: string, password: string) =>
      t.request('POST', `${CUSTOMER}/reset-password/${encodeURIComponent(token)}`, readMessage, { body: { password } }),
  };
}
export type AccountApi = ReturnType<typeof accountApi>;
