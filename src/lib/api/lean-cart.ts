import { fetchJson, num, str } from './lean-catalogue';
import type { Address } from './schemas/account';
import { DEFAULT_CART_NAME } from './cart-defaults';
import type { CartItem, CouponResponse } from './schemas/cart';
import { ApiError, type RequestOptions, type Transport } from './transport';

// The two cart calls made from every page (header badge, Add buttons), read
// by hand so those islands do not ship zod; the cart page uses api/cart.ts.

const OPTS: RequestOptions = { auth: true, distributor: false };

export function readCount(json: unknown): number | null {
  const raw = json && typeof json === 'object' ? (json as Record<string, unknown>).count : undefined;
  if (raw === undefined || raw === null || raw === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

export async function cartCount(t: Transport, userId: number): Promise<number> {
  return readCount((await fetchJson(t, 'GET', `ecomProdCart/cart/count/${userId}`, OPTS)).json) ?? 0;
}

/** Adds to the cart; the answer's count when it carries one. */
export async function addCartItem(t: Transport, userId: number, productId: number, quantity: number): Promise<number | null> {
  const { json } = await fetchJson(t, 'POST', 'ecomProdCart/add', {
    ...OPTS,
    body: { user_id: userId, product_id: productId, quantity },
  });
  return readCount(json);
}

// Readers for the cart page's answers, with the same tolerant rules as the zod
// schemas in schemas/cart.ts and schemas/account.ts (lean-cart.test.ts checks
// that they agree), so the cart page ships no zod.

function obj(v: unknown): Record<string, unknown> | null {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}
function unexpected(): never {
  throw new ApiError(502, 'Unexpected answer from the server.');
}

export function readCartItem(raw: unknown): CartItem | null {
  const r = obj(raw);
  if (!r) return null;
  const p = obj(r.product) ?? {};
  const image = p.image ?? r.image;
  return {
    id: num(r.id),
    product_id: num(p.id ?? r.product_id),
    product_name: str(p.product_name ?? r.product_name) || DEFAULT_CART_NAME,
    product_price: num(p.product_price ?? r.product_price),
    discount: num(p.discount ?? r.discount),
    image: image === null || image === undefined || image === '' ? null : str(image),
    quantity: Math.max(0, num(r.quantity)),
    total_stock: p.total_stock === undefined ? null : num(p.total_stock),
  };
}

/** Cart items, bare or in `cartItems`/`data`. */
export function readCartItems(json: unknown): CartItem[] {
  const o = obj(json);
  const list = Array.isArray(json) ? json : o && Array.isArray(o.cartItems) ? o.cartItems : o && Array.isArray(o.data) ? o.data : unexpected();
  return list.flatMap((entry) => {
    const item = readCartItem(entry);
    return item ? [item] : [];
  });
}

export function readCartChange(json: unknown): { message: string; count: number | null } {
  const o = obj(json) ?? unexpected();
  return { message: str(o.message), count: readCount(o) };
}

export function readCouponResponse(json: unknown): CouponResponse {
  const o = obj(json) ?? unexpected();
  if (typeof o.success !== 'boolean') unexpected();
  return { success: o.success, discountAmount: num(o.discountAmount), message: str(o.message) };
}

/** GET ecom_coupon/applied: the remembered coupon when it still applies, else null. */
export function readAppliedCoupon(json: unknown): { code: string; discount: number } | null {
  const o = obj(json) ?? unexpected();
  if (o.success !== true || typeof o.code !== 'string' || !o.code) return null;
  return { code: o.code, discount: num(o.discountAmount) };
}

/** `charges` list whose first entry has a charge; anything else reads as 0. */
export function readDeliveryCharge(json: unknown): number {
  const charges = obj(json)?.charges;
  return Array.isArray(charges) ? num(obj(charges[0])?.charge) : 0;
}

/** Address answer: a list, or one string wrapped as one entry. */
export function readAddresses(json: unknown): Address[] {
  const o = obj(json) ?? unexpected();
  const raw = o.address;
  if (raw === null || raw === undefined || raw === '') return [];
  const list = Array.isArray(raw) ? raw : [raw];
  const out: Address[] = [];
  list.forEach((entry, index) => {
    const e = obj(entry);
    const text = typeof entry === 'string' ? entry : e ? str(e.full_address ?? e.address) : '';
    if (!text.trim()) return;
    const id = e?.id;
    out.push({ id: typeof id === 'number' || typeof id === 'string' ? id : index + 1, full_address: text });
  });
  return out;
}
