import { bool, fields, listOf, num, optNum, optStr, record, str, type Reader } from './read';
import { UNNAMED_PRODUCT } from './product-name';
import { givenNames, type GivenNames } from './translation-fields';

// Cart, coupon and delivery-charge answers.

/** A cart line as the shop's API sends it: the product nested, prices in rupees. */
export interface CartItemAnswer {
  id: number;
  product_id: number;
  quantity: number;
  product: { id: number; product_name: string; product_price: number; discount: number; image: string | null; total_stock: number; prescription_required?: true } & GivenNames;
}

/** A cart item, flattened: the server nests the product; missing values fall back. */
export type CartItem = CartItemFields & GivenNames;

interface CartItemFields {
  id: number;
  product_id: number;
  product_name: string;
  product_price: number;
  discount: number;
  image: string | null;
  quantity: number;
  total_stock: number | null;
  /** Present (true) only for a medicine sold against a prescription. */
  prescription_required?: true;
}

const readCartItem: Reader<CartItem> = (raw) => {
  const r = record(raw);
  const p = r.product === null || r.product === undefined ? {} : record(r.product);
  return {
    id: num(r.id),
    product_id: num(p.id ?? r.product_id),
    product_name: str(p.product_name ?? r.product_name) || UNNAMED_PRODUCT,
    product_price: num(p.product_price ?? r.product_price),
    discount: num(p.discount ?? r.discount),
    image: optStr(p.image ?? r.image),
    quantity: Math.max(0, num(r.quantity)),
    total_stock: p.total_stock === undefined ? null : num(p.total_stock),
    ...(p.prescription_required === true ? { prescription_required: true as const } : {}),
    ...givenNames(p),
  };
};

/** Cart items, bare or in `cartItems`/`data`; entries that are not items are skipped. */
export const readCartItems = /* @__PURE__ */ listOf(readCartItem, 'cartItems');

/** GET count: the number of lines (0 when the answer has none). */
export const readCartCount: Reader<number> = (raw) => num(record(raw).count);

/** Answers of add, updateQuantity and delete: a message and, from this API, the new count. */
export interface CartChange {
  message: string;
  count: number | null;
}
export const readCartChange: Reader<CartChange> = /* @__PURE__ */ fields({ message: str, count: optNum });

export interface CouponResponse {
  success: boolean;
  discountAmount: number;
  message: string;
}
/** The shop's coupon answers also name the code (GET applied: null when none is remembered). */
export interface CouponAnswer extends CouponResponse {
  code?: string | null;
}
export const readCouponResponse: Reader<CouponResponse> = /* @__PURE__ */ fields({ success: bool, discountAmount: num, message: str });

/** GET ecom_coupon/applied: the remembered coupon when it still applies, else null. */
export const readAppliedCoupon: Reader<{ code: string; discount: number } | null> = (raw) => {
  const o = record(raw);
  if (o.success !== true || typeof o.code !== 'string' || !o.code) return null;
  return { code: o.code, discount: num(o.discountAmount) };
};

/** `charges` list whose first entry has a charge; anything else reads as 0. */
export const readDeliveryCharge: Reader<number> = (raw) => {
  const charges = record(raw).charges;
  const first: unknown = Array.isArray(charges) ? charges[0] : undefined;
  return first && typeof first === 'object' ? num((first as Record<string, unknown>).charge) : 0;
};
