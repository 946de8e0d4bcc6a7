import { MESSAGES } from '@/lib/messages';
import type { Authorization, PaymentGateway } from './gateway';
import { GatewayError, razorpayClient, type RazorpayKeys } from './razorpay';

// The shop's PaymentGateway through Razorpay. Placing an order creates a
// Razorpay order for the server's total; the shopper then pays in Razorpay
// Checkout (cards, net banking, UPI), so card numbers never reach this
// server. Cash on delivery needs no gateway.

export function razorpayGateway(keys: RazorpayKeys, transport: { apiBase: string; fetcher?: typeof fetch }): PaymentGateway {
  const client = razorpayClient(keys, transport);
  return {
    kind: 'razorpay',
    async authorize(request): Promise<Authorization> {
      if (request.gateway === 'COD') return { ok: true, transactionId: `COD-${request.orderId}`, gateway: 'COD' };
      try {
        const order = await client.createOrder({ amountPaise: request.amountPaise, receipt: request.orderId, notes: { order_id: request.orderId } });
        if (order.amount !== request.amountPaise) return { ok: false, message: MESSAGES.payments.gatewayDown, code: 'UNAVAILABLE' };
        return { ok: true, transactionId: order.id, gateway: request.gateway, checkoutOrderId: order.id };
      } catch (err) {
        if (err instanceof GatewayError) {
          console.warn(err.message);
          return { ok: false, message: MESSAGES.payments.gatewayDown, code: 'UNAVAILABLE' };
        }
        throw err;
      }
    },
    // Razorpay captures on its side (automatic capture); an unpaid Razorpay order simply lapses.
    async capture() {},
    async void() {},
    async refund(paymentId, amountPaise, receipt) {
      const refund = await client.refund(paymentId, { amountPaise, receipt });
      return { refundId: refund.id, status: refund.status === 'processed' ? 'processed' : 'pending' };
    },
  };
}
