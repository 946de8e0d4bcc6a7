import { fields, listOf, num, optStr, str, type Reader } from './read';

// What the console needs to pack and hand over orders: who the customer is
// and how to reach them, where the order goes, and what to put in the bag
// (no prices: a packing slip travels with the goods).

export interface PackingLine {
  product_name: string;
  quantity: number;
}

export interface OrderToFulfil {
  order_id: string;
  placed_at: string;
  customer_name: string;
  /** 10 digits, or empty when the account has none. */
  customer_mobile: string;
  delivery_address: string;
  pincode: string | null;
  city: string | null;
  lines: PackingLine[];
}

/** At most this many orders in one request (a day's packing, a page of the list at most). */
export const MAX_FULFIL_ORDERS = 50;

const readLine: Reader<PackingLine> = /* @__PURE__ */ fields({ product_name: str, quantity: num });

export const readOrdersToFulfil: Reader<OrderToFulfil[]> = /* @__PURE__ */ listOf(
  /* @__PURE__ */ fields({
    order_id: str,
    placed_at: str,
    customer_name: str,
    customer_mobile: str,
    delivery_address: str,
    pincode: optStr,
    city: optStr,
    lines: /* @__PURE__ */ listOf(readLine),
  }),
  'orders',
);
