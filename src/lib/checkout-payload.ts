import type { PaymentMethod } from '@/contract/orders';
import { GATEWAYS } from '@/contract/orders';
import type { PlaceAllPayload } from '@/contract/checkout.input';

// The contract's place/all payload from the payment popup's choice. Only
// the chosen method's details are sent; the totals are informational (the
// server prices the order itself).

export interface PaymentChoiceInput {
  method: PaymentMethod;
  upiId: string;
  card: { name: string; number: string; expiry: string; cvv: string };
  bank: { bank: string; accountNumber: string; ifsc: string };
  isManualPayment: boolean;
  verifiedBy: string;
  adminNotes: string;
  transactionId: string;
  /** UPI paid from the shopper's UPI app (intent link or QR): sent without a UPI ID. */
  directUpi?: boolean;
  /** Card or net banking paid in the gateway's Checkout window: no details are sent (Checkout collects them). */
  viaGateway?: boolean;
}

export interface CheckoutContext {
  userId: number;
  address: string;
  /** The address's pincode, city and state (state: GST code), '' when not given. */
  place?: { pincode: string; city: string; state: string };
  /** A business buyer's GSTIN as typed ('' or absent: none). */
  buyerGstin?: string;
  couponCode: string | null;
  couponDiscount: number;
  products: Array<{ product_id: number; quantity: number }>;
  now?: Date;
}

export function placeAllPayload(choice: PaymentChoiceInput, ctx: CheckoutContext): PlaceAllPayload {
  const m = choice.method;
  return {
    user_id: ctx.userId,
    payment_method: m,
    delivery_address: ctx.address.trim(),
    delivery_pincode: ctx.place?.pincode.trim() || null,
    delivery_city: ctx.place?.city.trim() || null,
    delivery_state: ctx.place?.state || null,
    ...(ctx.buyerGstin?.trim() ? { buyer_gstin: ctx.buyerGstin.trim() } : {}),
    upi_id: m === 'UPI' && !choice.directUpi ? choice.upiId.trim() : null,
    card_details:
      m === 'Credit/Debit Card' && !choice.viaGateway
        ? { card_name: choice.card.name.trim(), card_number: choice.card.number, expiry_date: choice.card.expiry, cvv: choice.card.cvv }
        : null,
    net_banking_details:
      m === 'Net Banking' && !choice.viaGateway
        ? { bank_name: choice.bank.bank, account_number: choice.bank.accountNumber || null, ifsc_code: choice.bank.ifsc || null }
        : null,
    coupon_discount: ctx.couponDiscount,
    coupon_code: ctx.couponCode,
    products: ctx.products,
    transaction_id: choice.transactionId,
    transaction_type: 'payment',
    payment_gateway: GATEWAYS[m],
    payment_date: (ctx.now ?? new Date()).toISOString(),
    is_manual_payment: choice.isManualPayment,
    verified_by: choice.isManualPayment ? choice.verifiedBy : null,
    admin_notes: choice.isManualPayment ? choice.adminNotes : null,
    refund_transaction_id: null,
    refund_date: null,
    refund_processed_by: null,
  };
}

/** One key per checkout attempt (reused when the same attempt is retried). */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
