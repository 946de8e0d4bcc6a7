import { fields, nullish, num, optStr, str, type Reader } from './read';

// GET and POST /api/cart-prescription: the prescription uploaded in the cart
// (null until there is one); the upload's answer also carries a message.

export interface CartPrescriptionAnswer {
  message: string | null;
  prescription?: { type: string; size: number; uploaded_at: string } | null;
}

export const readCartPrescription: Reader<CartPrescriptionAnswer> = /* @__PURE__ */ fields({
  message: optStr,
  prescription: /* @__PURE__ */ nullish(/* @__PURE__ */ fields({ type: str, size: num, uploaded_at: str })),
});
