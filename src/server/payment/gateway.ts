// One interface for taking payment, so a real gateway (Razorpay, PayU, a
// bank's) can replace the simulated one. Card numbers and CVVs pass through
// here in memory only: nothing in this interface returns or stores them.

export type GatewayName = 'UPI' | 'CARD' | 'NETBANKING' | 'COD';

export interface PaymentRequest {
  gateway: GatewayName;
  /** What the shopper pays, in paise. */
  amountPaise: number;
  currency: 'INR';
  /** The shop's order id, for the gateway's records. */
  orderId: string;
  /** The browser's transaction reference ('TXN-' + timestamp), if any. */
  clientReference?: string | null;
  upiId?: string | null;
  card?: { name: string; number: string; expiry: string; cvv: string } | null;
  netBanking?: { bank: string; accountNumber?: string | null; ifsc?: string | null } | null;
}

export type Authorization =
  | {
      ok: true;
      transactionId: string;
      gateway: GatewayName;
      /**
       * Set when the shopper pays next in the gateway's own window (Razorpay
       * Checkout): the gateway's order id. The order is stored pending and
       * becomes paid only on a signature-checked answer or webhook.
       */
      checkoutOrderId?: string;
    }
  | { ok: false; message: string; code?: 'GATEWAY_NOT_SET_UP' | 'UNAVAILABLE' };

interface GatewayRefund {
  refundId: string;
  /** 'pending' until the gateway confirms it (Razorpay: the refund.processed webhook). */
  status: 'pending' | 'processed';
}

export interface PaymentGateway {
  /** 'razorpay': the shop's own keys; 'simulated': local and tests only; 'none': direct UPI and cash only. */
  kind: 'razorpay' | 'simulated' | 'none';
  /** Reserves the amount (or, for COD, records the promise to pay). */
  authorize(request: PaymentRequest): Promise<Authorization>;
  /** Takes the reserved amount once the order is stored. */
  capture(transactionId: string): Promise<void>;
  /** Releases a reservation when the order could not be stored. */
  void(transactionId: string): Promise<void>;
  /** Gives money back for a payment the gateway took (gateways with an API for it). */
  refund?(paymentId: string, amountPaise: number, receipt: string): Promise<GatewayRefund>;
}
