import { discountedPrice } from '@/lib/pricing';
import { bool, fields, listOf, nullish, num, optNum, optStr, record, str, type Reader } from './read';
import { UNNAMED_PRODUCT } from './product-name';
import { givenNames, type GivenNames } from './translation-fields';

// Orders and the placing answer (the placeOrder calls), and the fixed lists
// an order's fields take. Kept free of any validator so the payment popup and
// the orders page can use the lists cheaply.

export const ORDER_STATUSES = ['pending', 'approved', 'completed', 'cancelled', 'returned', 'refunded'] as const;
export const DELIVERY_STATUSES = ['assigned', 'picked_up', 'out_for_delivery', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** The reasons a shopper picks when returning goods; 'other' needs the shopper's own words. */
export const RETURN_REASONS = ['damaged', 'wrong_item', 'expired', 'not_needed', 'other'] as const;
/** How returned goods reached the shop: good ones go back on the shelf, damaged ones do not. */
export const RETURN_CONDITIONS = ['good', 'damaged'] as const;
export const PAYMENT_METHODS = ['UPI', 'Credit/Debit Card', 'Net Banking', 'Cash on Delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Cards and net banking: paid in the gateway's Checkout window where the shop has a gateway. */
export const isCardOrBank = (method: string | null | undefined): boolean => method === 'Credit/Debit Card' || method === 'Net Banking';
/**
 * A payment was asked for the order's whole amount and has not arrived: the gateway's order of a
 * card or net banking order (made when it is placed), or the UPI link of a UPI order whose time to
 * pay runs (not while its prescription awaits review). Its products stay as they are until the
 * money lands or the time to pay runs out, so what arrives is what the books expect.
 */
export function paymentAskedFor(order: { order_status: string; payment_status: string | null; payment_method: string | null; payment_expires_at: string | null }): boolean {
  if (order.order_status === 'cancelled' || order.payment_status !== 'pending') return false;
  return isCardOrBank(order.payment_method) || (order.payment_method === 'UPI' && order.payment_expires_at !== null);
}
export const BANKS = ['SBI', 'CBI', 'HDFC', 'ICICI', 'Axis Bank', 'Kotak Mahindra', 'Punjab National Bank'] as const;
/** Payment method -> the gateway name stored with the order. */
export const GATEWAYS: Record<PaymentMethod, string> = {
  UPI: 'UPI',
  'Credit/Debit Card': 'CARD',
  'Net Banking': 'NETBANKING',
  'Cash on Delivery': 'COD',
};

/** A line; with the product's names in other languages where it has them (pages in that language show them; the order keeps the English name). */
export type OrderProduct = OrderProductFields & GivenNames;

interface OrderProductFields {
  product_id: number;
  product_name: string;
  price: number;
  quantity: number;
  discount: number;
  /** The unit price charged; a server that does not send it gets today's rule applied to price and discount. */
  unit_price: number;
  coupon_share: number;
  /** Set once the product is refunded: what was paid back for it. */
  refund_amount: number | null;
  status: string;
  image: string | null;
  /** How many of the line the shopper sent back (0: none; quantity: all of it). */
  returned_quantity: number;
  /** The shopper's chosen reason (one of RETURN_REASONS) and own words, once returned. */
  return_reason_code: string | null;
  return_reason: string | null;
  /** Returned goods the shop received: in good condition (restocked), and damaged. */
  restocked_quantity: number;
  damaged_quantity: number;
  /** What refunding this line would give back now (null: nothing returned is left to refund). */
  refund_due: number | null;
}

const readOrderProduct: Reader<OrderProduct> = (raw) => {
  const r = record(raw);
  const price = num(r.price ?? r.product_price);
  const discount = num(r.discount);
  return {
    product_id: num(r.product_id ?? r.id),
    product_name: str(r.product_name) || UNNAMED_PRODUCT,
    price,
    quantity: num(r.quantity),
    discount,
    unit_price: optNum(r.unit_price) ?? discountedPrice(price, discount),
    coupon_share: num(r.coupon_share),
    refund_amount: optNum(r.refund_amount),
    status: str(r.status),
    image: optStr(r.image),
    returned_quantity: num(r.returned_quantity),
    return_reason_code: optStr(r.return_reason_code),
    return_reason: optStr(r.return_reason),
    restocked_quantity: num(r.restocked_quantity),
    damaged_quantity: num(r.damaged_quantity),
    refund_due: optNum(r.refund_due),
    ...givenNames(r),
  };
};

export interface ReturnsInfo {
  product_id: number;
  status: string;
}
const readReturnsEntry: Reader<ReturnsInfo> = /* @__PURE__ */ fields({ product_id: num, status: str });

/** returns_info: a list, or a JSON string of one (or of a single entry); anything else reads as none. */
export const readReturnsInfo: Reader<ReturnsInfo[]> = (raw) => {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = value.trim() ? JSON.parse(value) : [];
    } catch {
      return [];
    }
  }
  if (value && !Array.isArray(value) && typeof value === 'object') value = [value];
  return Array.isArray(value) ? /* @__PURE__ */ listOf(readReturnsEntry)(value) : [];
};

/**
 * An order's money from its ledger, in rupees: what it now costs (0 once
 * cancelled), what it received and what went back; balance = total - paid +
 * refunded, below zero when the shop owes the shopper.
 */
interface OrderMoney {
  total: number;
  paid: number;
  refunded: number;
  balance: number;
  charge_status: 'none' | 'partial' | 'full' | 'overcharged';
}

export interface Order {
  id: number | null;
  user_id: number;
  order_id: string;
  invoice_id: string;
  product_id: number | null;
  /** `status` and `order_status` are both filled from whichever the server sent. */
  status: string;
  order_status: string;
  createdAt: string;
  coupon_code: string | null;
  coupon_discount: number;
  items_total: number | null;
  /** Never below 0. */
  final_price_after_coupon: number;
  /** Total refunded so far (0 when nothing was). */
  refund_amount: number;
  delivery_charges: number;
  returns_info: ReturnsInfo[];
  products: OrderProduct[];
  assigned_deliveryboy_id: number | null;
  deliveryboy_status: string | null;
  payment_status: string | null;
  /** While the payment is pending (direct UPI): when the order is cancelled unless paid. */
  payment_expires_at: string | null;
  /** Why the order was cancelled, when the shop says (e.g. 'Payment not received'). */
  cancel_reason: string | null;
  /** A refund sent to the payment gateway: 'pending' until the gateway confirms it. */
  refund_status: 'pending' | 'processed' | null;
  /** Orders holding a prescription medicine: 'awaited', 'uploaded', 'accepted' or 'rejected' (null: none needed). */
  prescription_status: string | null;
  /** The admin's reason when the prescription was rejected. */
  prescription_reason: string | null;
  payment_method: string | null;
  delivery_address: string;
  delivered_at: string | null;
  /** The day the order is expected at the door ("YYYY-MM-DD", India), from its delivery area's days; null when the shop has no areas. */
  expected_delivery_date: string | null;
  /** Why the rider's delivery failed (while it stands failed). */
  delivery_failed_reason: string | null;
  /** The code the shopper gives the rider: only in the shopper's own answers, and only while the order is out for delivery. */
  delivery_code?: string | null;
  /** The order's money from its ledger (null where the answer leaves payment out, as a rider's does). */
  money?: OrderMoney | null;
  /** Whether a credit note was issued for the order (its PDF: print-credit-note). */
  has_credit_note: boolean;
}

/**
 * An order as the server sends it: every field the browser reads, and the
 * payment record (the card holder's name and last 4 digits, the masked
 * account, the UPI id; never a card number or CVV). The server's shaping is
 * checked against it, so a field added here fails the build until it is sent.
 */
export interface OrderAnswer extends Omit<Order, 'id' | 'items_total' | 'products' | 'money'> {
  id: number;
  money: OrderMoney;
  items_total: number;
  products: OrderProduct[];
  payment_gateway: string;
  transaction_id: string | null;
  transaction_type: string;
  payment_date: string | null;
  upi_id: string | null;
  card_name: string | null;
  card_last4: string | null;
  bank_name: string | null;
  account_number_masked: string | null;
  is_manual_payment: boolean;
  admin_notes: string | null;
  /** The admin who confirmed a manual payment (direct UPI, by its UTR). */
  verified_by: string | null;
  refund_transaction_id: string | null;
  refund_date: string | null;
}

const orderFields = /* @__PURE__ */ fields({
  id: optNum,
  user_id: num,
  order_id: str,
  invoice_id: str,
  product_id: optNum,
  status: str,
  order_status: str,
  createdAt: str,
  coupon_code: optStr,
  coupon_discount: num,
  items_total: optNum,
  final_price_after_coupon: num,
  refund_amount: num,
  delivery_charges: num,
  returns_info: readReturnsInfo,
  products: /* @__PURE__ */ listOf(readOrderProduct, 'products'),
  assigned_deliveryboy_id: optNum,
  deliveryboy_status: optStr,
  payment_status: optStr,
  payment_expires_at: optStr,
  cancel_reason: optStr,
  refund_status: (v: unknown) => (v === 'pending' || v === 'processed' ? v : null),
  prescription_status: optStr,
  prescription_reason: optStr,
  payment_method: optStr,
  delivery_address: str,
  delivered_at: optStr,
  expected_delivery_date: optStr,
  delivery_failed_reason: optStr,
  delivery_code: optStr,
  // The server's own shape (checked against OrderAnswer where it is made), read as sent.
  money: /* @__PURE__ */ nullish((v) => record(v) as unknown as OrderMoney),
  has_credit_note: (v: unknown) => v === true,
});

export const readOrder: Reader<Order> = (raw) => {
  const o = orderFields(raw);
  return {
    ...o,
    status: o.status || o.order_status,
    order_status: o.order_status || o.status,
    final_price_after_coupon: Math.max(0, o.final_price_after_coupon),
  };
};
export const readOrderList = /* @__PURE__ */ listOf(readOrder, 'orders');

/** What an after-sale change answers: a message and the order as it is now. */
export interface OrderChange {
  message: string;
  order?: Order | null;
}
export const readOrderChange: Reader<OrderChange> = /* @__PURE__ */ fields({ message: str, order: /* @__PURE__ */ nullish(readOrder) });

/** What both placing calls answer: { success, message, order }. */
export interface PlaceOrderResponse {
  success: boolean;
  message: string;
  order?: Order | null;
}
export const readPlaceOrderResponse: Reader<PlaceOrderResponse> = /* @__PURE__ */ fields({ success: bool, message: str, order: /* @__PURE__ */ nullish(readOrder) });
