import {
  addressResponseSchema,
  authResponseSchema,
  customerListItemSchema,
  profileSchema,
  profileUpdateResponseSchema,
  type LoginPayload,
  type ProfilePatch,
  type RegisterPayload,
} from './schemas/account';
import { listOf, messageBody } from './schemas/common';
import type { Transport } from './transport';

const BASE = 'EcomLogin';
const CUSTOMER = `${BASE}/EcomCustomer`;
// Address, profile and customer-by-id calls send no distributor header.
const PRIVATE = { auth: true, distributor: false } as const;

/** Account calls of the API contract (base EcomLogin). */
export function accountApi(t: Transport) {
  return {
    register: (payload: RegisterPayload) => t.request('POST', `${BASE}/Ecomregister`, authResponseSchema, { body: payload }),
    login: (payload: LoginPayload) => t.request('POST', `${BASE}/Ecomlogin`, authResponseSchema, { body: payload }),
    profile: (id: number) => t.request('GET', `${CUSTOMER}/user/${id}`, profileSchema, PRIVATE),
    updateProfile: (id: number, patch: ProfilePatch) =>
      t.request('PATCH', `${CUSTOMER}/profile/${id}`, profileUpdateResponseSchema, { ...PRIVATE, body: patch }),
    addresses: (userId: number) => t.request('GET', `${CUSTOMER}/address/${userId}`, addressResponseSchema, PRIVATE),
    forgotPassword: (email: string) => t.request('POST', `${CUSTOMER}/forgot-password`, messageBody, { body: { email } }),
    resetPassword: (token: string, password: string) =>
      t.request('POST', `${CUSTOMER}/reset-password/${encodeURIComponent(token)}`, messageBody, { body: { password } }),
    customers: () => t.request('GET', `${CUSTOMER}/getAllCustomers`, listOf(customerListItemSchema), { auth: true }),
    deleteUser: (id: number) => t.request('DELETE', `${CUSTOMER}/delete-user/${id}`, messageBody, { auth: true }),
    restoreUser: (id: number) => t.request('PATCH', `${CUSTOMER}/restore-user/${id}`, messageBody, { auth: true }),
  };
}
export type AccountApi = ReturnType<typeof accountApi>;
