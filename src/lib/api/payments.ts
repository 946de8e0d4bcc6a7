import { readUpiPayment } from '@/contract/payments';
import type { Transport } from './transport';

// A pending direct UPI order's payment details (bearer token): the intent
// link, the payee, the amount and when the order expires unpaid.

export function paymentsApi(t: Transport) {
  return {
    upiPayment: (orderId: string) => t.request('GET', `placeOrder/${encodeURIComponent(orderId)}/upi-payment`, readUpiPayment, { auth: true }),
  };
}
