import { z } from 'zod';
import { discountedPrice } from '../../pricing';
import { listOf, looseNumber, looseString, optionalNumber, optionalString } from './common';

// Orders, payment payloads, returns and delivery (the placeOrder calls).

export const ORDER_STATUSES = ['pending', 'approved', 'completed', 'cancelled', 'returned', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const DELIVERY_STATUSES = ['assigned', 'picked_up', 'out_for_delivery', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const PAYMENT_METHODS = ['UPI', 'Credit/Debit Card', 'Net Banking', 'Cash on Delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const BANKS = ['SBI', 'CBI', 'HDFC', 'ICICI', 'Axis Bank', 'Kotak Mahindra', 'Punjab National Bank'] as const;
/** Payment method -> the gateway name stored with the order. */
export const GATEWAYS: Record<PaymentMethod, string> = {
  UPI: 'UPI',
  'Credit/Debit Card': 'CARD',
  'Net Banking': 'NETBANKING',
  'Cash on Delivery': 'COD',
};

export const orderProductSchema = z
  .object({ product_id: z.unknown().optional(), id: z.unknown().optional() })
  .loose()
  .transform((raw) => {
    const r = raw as Record<string, unknown>;
    const price = looseNumber.parse(r.price ?? r.product_price);
    const discount = looseNumber.parse(r.discount);
    return {
      product_id: looseNumber.parse(r.product_id ?? r.id),
      product_name: looseString.parse(r.product_name) || 'Unknown',
      price,
      quantity: looseNumber.parse(r.quantity),
      discount,
      /** The unit price charged; a server that does not send it gets today's rule applied to price and discount. */
      unit_price: optionalNumber.parse(r.unit_price) ?? discountedPrice(price, discount),
      coupon_share: looseNumber.parse(r.coupon_share),
      /** Set once the product is refunded: what was paid back for it. */
      refund_amount: optionalNumber.parse(r.refund_amount),
      status: looseString.parse(r.status),
      image: optionalString.parse(r.image),
    };
  });
export type OrderProduct = z.infer<typeof orderProductSchema>;

const returnsInfoEntry = z.object({ product_id: looseNumber, status: looseString }).loose();
export type ReturnsInfo = z.infer<typeof returnsInfoEntry>;

/** returns_info: a list, or a JSON string of one (or of a single entry). */
export const returnsInfoSchema = z.unknown().optional().transform((v): ReturnsInfo[] => {
  let value = v;
  if (typeof value === 'string') {
    try {
      value = value.trim() ? JSON.parse(value) : [];
    } catch {
      return [];
    }
  }
  if (value && !Array.isArray(value) && typeof value === 'object') value = [value];
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = returnsInfoEntry.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
});

export const orderSchema = z
  .object({
    id: optionalNumber,
    user_id: looseNumber,
    order_id: looseString,
    invoice_id: looseString,
    product_id: optionalNumber,
    status: looseString,
    order_status: looseString,
    createdAt: looseString,
    coupon_code: optionalString,
    coupon_discount: looseNumber,
    items_total: optionalNumber,
    final_price_after_coupon: looseNumber,
    /** Total refunded so far (0 when nothing was). */
    refund_amount: looseNumber,
    delivery_charges: looseNumber,
    returns_info: returnsInfoSchema,
    products: listOf(orderProductSchema, 'products'),
    assigned_deliveryboy_id: optionalNumber,
    deliveryboy_status: optionalString,
    payment_status: optionalString,
    payment_method: optionalString,
    delivery_address: looseString,
    delivered_at: optionalString,
  })
  .transform((o) => ({
    ...o,
    status: o.status || o.order_status,
    order_status: o.order_status || o.status,
    final_price_after_coupon: Math.max(0, o.final_price_after_coupon),
  }));
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = listOf(orderSchema, 'orders');
export const invoiceOrdersSchema = listOf(orderSchema, 'invoiceOrders');

const text = (max: number, label: string) =>
  z.string({ error: `${label} is required.` }).trim().max(max, `${label} must be at most ${max} characters.`);

// The placing payloads (place, place/all) and their answer live in ./checkout.ts.

export const returnRequestPayload = z.object({
  reason: text(500, 'Reason').min(1, 'Please provide a reason for the return.'),
  product_id: z.number().int().positive().optional(),
});
export const refundPayload = z.object({ product_id: z.number().int().positive().optional() });
export const orderStatusPayload = z.object({ status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}.` }) });
export const deliveryStatusPayload = z.object({
  deliveryboy_status: z.enum(DELIVERY_STATUSES, { error: `deliveryboy_status must be one of ${DELIVERY_STATUSES.join(', ')}.` }),
});
export const assignDeliveryPayload = z.object({ assigned_deliveryboy_id: z.number().int().positive() });
