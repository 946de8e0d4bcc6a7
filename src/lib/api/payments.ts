import { readGatewayCheckout, readUpiPayment } from '@/contract/payments';
import { readOrderChange } from '@/contract/orders';
import type { Transport } from './transport';

// A pending order's payment (bearer token): a direct UPI order's intent link,
// payee, amount and expiry; a gateway order's Checkout options, and the
// shopper's return from Checkout (checked by the server's signature test).

export interface CheckoutReturn {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export function paymentsApi(t: Transport) {
  const base = (orderId: string) => `placeOrder/${encodeURIComponent(orderId)}`;
  return {
    upiPayment: (orderId: string) => t.request('GET', `${base(orderId)}/upi-payment`, readUpiPayment, { auth: true }),
    gatewayCheckout: (orderId: string) => t.request('GET', `${base(orderId)}/gateway-checkout`, readGatewayCheckout, { auth: true }),
    gatewayPayment: (orderId: string, back: CheckoutReturn) =>
      t.request('PUT', `${base(orderId)}/gateway-payment`, readOrderChange, { auth: true, body: back }),
  };
}
