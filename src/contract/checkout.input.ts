import { z } from 'zod';
import { wordKey } from './word-key';
import { withoutSeparators } from '@/lib/checkout-input';
import { INPUT_LIMITS, paymentCheck } from '@/lib/payment-checks';
import '@/lib/zod-config';
import { placeFields } from './account.input';
import { lineProductId, lineQuantity } from './cart.input';
import { buyerGstinField } from './gst.input';
import { PAYMENT_METHODS } from './orders';

// Placing orders (placeOrder/place and place/all). The browser sends the
// contract's payload; the server prices everything from D1, so the totals in
// it (coupon_discount, any price) are read and ignored. The operator-only
// fields (is_manual_payment, verified_by, admin_notes, refund_*) are accepted
// so a contract client is not refused, and ignored unless an admin places.

/**
 * A payment detail. Its shape is checked by the payment rules below, in the
 * order a shopper meets them, and only for the method chosen: the details of
 * another method are dropped, never stored. So no length limit of its own here
 * (a field check would answer before the rules and out of their order); the
 * body's size limit bounds it.
 */
const detailText = z.string().trim().nullish();

/** Spaces and dashes, as printed on cards and cheques, are dropped before any check. */
const compactDetail = z.string().trim().transform(withoutSeparators).nullish();

const cardDetails = z.object({
  card_name: detailText,
  card_number: compactDetail,
  expiry_date: detailText,
  cvv: detailText,
});

const netBankingDetails = z.object({
  bank_name: detailText,
  account_number: compactDetail,
  ifsc_code: compactDetail,
});

const orderLinePayload = z.object({
  product_id: lineProductId.int().positive(),
  quantity: lineQuantity,
});

const MAX_LINES = 100;

/** placeOrder/place/all payload. Keys are in the order the checks run. */
export const placeAllPayload = z
  .object({
    user_id: z.number().int().positive().optional(),
    delivery_address: z
      .string({ error: wordKey('checkout.addressRequired') })
      .trim()
      .min(2, wordKey('checkout.addressRequired'))
      .max(500, wordKey('general.tooLong', wordKey('shop.deliveryAddress'), 500)),
    /** The address's structured part: must agree with the line; without a pincode, the profile's is used (server/checkout/delivery-place.ts). */
    delivery_pincode: placeFields.pincode.nullish(),
    delivery_city: placeFields.city.nullish(),
    delivery_state: placeFields.state.nullish(),
    /** A registered business buyer's GSTIN, printed on the tax invoice (optional). */
    buyer_gstin: buyerGstinField,
    payment_method: z.enum(PAYMENT_METHODS, { error: wordKey('checkout.methodRequired') }),
    upi_id: detailText,
    card_details: cardDetails.nullish(),
    net_banking_details: netBankingDetails.nullish(),
    /** Read and ignored as a figure: the server computes the discount of the applied coupon. */
    coupon_discount: z.unknown().optional(),
    /** The coupon to apply, validated again on the server; without it, the one applied to the cart. */
    coupon_code: z.string().trim().max(40, wordKey('general.tooLong', wordKey('shop.couponCode'), 40)).nullish(),
    /** When sent, must match the cart (the cart is what is ordered). */
    products: z.array(orderLinePayload).max(MAX_LINES, wordKey('apiAnswers.orders.tooManyProducts', MAX_LINES)).optional(),
    transaction_id: z.string().max(100, wordKey('checkout.keyRequired')).nullish(),
    transaction_type: z.string().max(40).nullish(),
    payment_gateway: z.string().max(40).nullish(),
    payment_date: z.string().max(40).nullish(),
    is_manual_payment: z.boolean().nullish(),
    verified_by: z.union([z.string().max(100), z.number()]).nullish(),
    admin_notes: z.string().trim().max(500, wordKey('general.tooLong', wordKey('apiAnswers.fields.adminNotes'), 500)).nullish(),
    refund_transaction_id: z.string().max(100).nullish(),
    refund_date: z.string().max(40).nullish(),
    refund_processed_by: z.union([z.string().max(100), z.number()]).nullish(),
  })
  .superRefine((p, ctx) => {
    // UPI with no UPI ID at all (null or left out) is paid from the shopper's
    // UPI app, by intent link or QR code; a typed but empty one is still refused.
    if (p.payment_method === 'UPI' && (p.upi_id === null || p.upi_id === undefined)) return;
    // A card or net-banking payment with no details at all is paid in the
    // gateway's own Checkout window, which collects them: the shop never sees
    // them. A shop without a gateway refuses it with its own message.
    if (p.payment_method === 'Credit/Debit Card' && !p.card_details) return;
    if (p.payment_method === 'Net Banking' && !p.net_banking_details) return;
    const issue = paymentCheck({
      method: p.payment_method,
      upiId: p.upi_id,
      card: p.card_details
        ? { name: p.card_details.card_name, number: p.card_details.card_number, expiry: p.card_details.expiry_date, cvv: p.card_details.cvv }
        : null,
      bank: p.net_banking_details?.bank_name,
      accountNumber: p.net_banking_details?.account_number,
      ifsc: p.net_banking_details?.ifsc_code,
    });
    if (issue) {
      ctx.addIssue({ code: 'custom', message: issue });
      return;
    }
    // The chosen method's texts that are kept with the order.
    if (p.payment_method === 'UPI' && (p.upi_id ?? '').length > INPUT_LIMITS.upiId) {
      ctx.addIssue({ code: 'custom', message: wordKey('general.tooLong', wordKey('shop.paymentFields.upiId'), INPUT_LIMITS.upiId) });
    }
    if (p.payment_method === 'Credit/Debit Card' && (p.card_details?.card_name ?? '').length > INPUT_LIMITS.cardName) {
      ctx.addIssue({ code: 'custom', message: wordKey('general.tooLong', wordKey('shop.paymentFields.cardName'), INPUT_LIMITS.cardName) });
    }
  });
export type PlaceAllPayload = z.input<typeof placeAllPayload>;

/** placeOrder/place: the single-order variant (address from the profile, cash on delivery). */
export const placeSinglePayload = z.object({
  order_id: z.string().trim().max(80, wordKey('general.tooLong', 'order_id', 80)).optional(),
  user_id: z.number().int().positive().optional(),
  products: z.array(orderLinePayload).min(1, wordKey('cart.empty')).max(MAX_LINES, wordKey('apiAnswers.orders.tooManyProducts', MAX_LINES)),
});

