import { fields, num, str, type Reader } from './read';

// Direct UPI payment of an order (GET placeOrder/{orderId}/upi-payment): what
// the shopper's UPI app is asked to pay, built by the server from the order's
// stored total and the shop's payee. `link` is the upi://pay intent link; the
// QR code holds the same text.

export interface UpiPayment {
  order_id: string;
  link: string;
  payee_vpa: string;
  payee_name: string;
  /** Rupees. */
  amount: number;
  /** The order id, as the link's tr. */
  reference: string;
  /** ISO time after which the order is cancelled unless paid. */
  expires_at: string;
}

export const readUpiPayment: Reader<UpiPayment> = /* @__PURE__ */ fields({
  order_id: str,
  link: str,
  payee_vpa: str,
  payee_name: str,
  amount: num,
  reference: str,
  expires_at: str,
});
