import { z } from 'zod';
import { listOf, looseNumber, looseString, optionalNumber, optionalString } from './common';

// Orders, payment payloads, returns and delivery (spec 3 and 7, placeOrder).

export const ORDER_STATUSES = ['pending', 'approved', 'completed', 'cancelled', 'returned', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const DELIVERY_STATUSES = ['assigned', 'picked_up', 'out_for_delivery', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const PAYMENT_METHODS = ['UPI', 'Credit/Debit Card', 'Net Banking', 'Cash on Delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const BANKS = ['SBI', 'CBI', 'HDFC', 'ICICI', 'Axis Bank', 'Kotak Mahindra', 'Punjab National Bank'] as const;
/** Payment method -> gateway (decisions.md). */
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
    return {
      product_id: looseNumber.parse(r.product_id ?? r.id),
      product_name: looseString.parse(r.product_name) || 'Unknown',
      price: looseNumber.parse(r.price ?? r.product_price),
      quantity: looseNumber.parse(r.quantity),
      discount: looseNumber.parse(r.discount),
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
    coupon_discount: looseNumber,
    final_price_after_coupon: looseNumber,
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

export const cardDetailsPayload = z.object({
  card_name: text(100, 'Cardholder name').min(1, 'Please fill in all credit card details!'),
  card_number: z.string().regex(/^\d{16}$/, 'Card number must be 16 digits!'),
  expiry_date: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry date format should be MM/YY!'),
  cvv: z.string().regex(/^\d{3}$/, 'CVV must be 3 digits!'),
});
export const netBankingPayload = z.object({
  bank_name: z.enum(BANKS, { error: 'Please select a bank!' }),
  account_number: z.string().regex(/^\d{6,18}$/, 'Account number must be 6 to 18 digits.').optional().or(z.literal('')),
  ifsc_code: z.string().regex(/^[A-Za-z]{4}0[A-Za-z0-9]{6}$/, 'IFSC code must be 11 characters like SBIN0001234.').optional().or(z.literal('')),
});

/** placeOrder/place/all payload (spec 7). Totals sent here are ignored by the server. */
export const placeAllPayload = z.object({
  user_id: z.number().int().positive().optional(),
  payment_method: z.enum(PAYMENT_METHODS, { error: 'Please select a payment method!' }),
  delivery_address: text(500, 'Delivery address').min(2, 'Delivery address is required.'),
  upi_id: z.string().trim().max(100).nullish(),
  card_details: cardDetailsPayload.nullish(),
  net_banking_details: netBankingPayload.nullish(),
  coupon_discount: z.unknown().optional(),
  coupon_code: z.string().trim().max(40, 'Coupon code must be at most 40 characters.').nullish(),
  products: z
    .array(
      z.object({
        product_id: z.number().int().positive(),
        quantity: z.number().int().min(1).max(1000),
      }),
    )
    .max(100)
    .optional(),
  transaction_id: z.string().max(100).nullish(),
  transaction_type: z.string().max(40).nullish(),
  payment_gateway: z.string().max(40).nullish(),
  payment_date: z.string().max(40).nullish(),
  is_manual_payment: z.boolean().nullish(),
  verified_by: z.string().max(100).nullish(),
  admin_notes: z.string().max(500).nullish(),
  refund_transaction_id: z.null().optional(),
  refund_date: z.null().optional(),
  refund_processed_by: z.null().optional(),
});
export type PlaceAllPayload = z.input<typeof placeAllPayload>;

export const placeOrderResponseSchema = z.object({
  success: z.boolean(),
  message: looseString,
  order: orderSchema.nullish(),
});

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
