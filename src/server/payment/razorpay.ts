import { hmacSha256Hex, sameSecret } from './hmac';

// Razorpay's HTTP API, the parts a shop uses (docs/payments.md):
// - POST {base}/v1/orders, HTTP basic auth key_id:key_secret, JSON
//   {amount (paise), currency, receipt (at most 40 characters), notes};
//   answers the order entity {id: "order_...", entity: "order", amount,
//   amount_paid, amount_due, currency, receipt, status: "created", ...}.
// - POST {base}/v1/payments/{payment_id}/refund, JSON {amount, receipt?,
//   notes?}; answers the refund entity {id: "rfnd_...", entity: "refund",
//   amount, payment_id, status: "pending" | "processed", ...}.
// - GET {base}/v1/orders/{order_id}/payments answers the collection
//   {entity: "collection", count, items: [payment entity {id: "pay_...",
//   amount, currency, status: "created" | "authorized" | "captured" |
//   "refunded" | "failed", order_id, captured, amount_refunded, ...}]}.
// - Errors: a 4xx with {error: {code, description, ...}}.
// Checkout's success handler receives razorpay_payment_id, razorpay_order_id
// and razorpay_signature = hex HMAC-SHA256 of "order_id|payment_id" under
// the key secret. Webhooks carry X-Razorpay-Signature = hex HMAC-SHA256 of
// the raw body under the webhook secret, and x-razorpay-event-id.

export const RAZORPAY_API = 'https://api.razorpay.com';
export const RAZORPAY_CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

/** One payment of a Razorpay order, as the order's payments list reports it. */
export interface RazorpayPayment {
  id: string;
  amount: number;
  status: string;
  order_id: string;
  captured?: boolean;
  amount_refunded?: number;
}

interface RazorpayRefund {
  id: string;
  amount: number;
  payment_id: string;
  status: string;
}

/** The gateway refused or could not be reached. Its text never holds a key. */
export class GatewayError extends Error {}

export function razorpayClient(keys: Pick<RazorpayKeys, 'keyId' | 'keySecret'>, options: { apiBase?: string; fetcher?: typeof fetch } = {}) {
  const base = options.apiBase || RAZORPAY_API;
  const fetcher = options.fetcher ?? fetch;
  const auth = `Basic ${btoa(`${keys.keyId}:${keys.keySecret}`)}`;

  async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetcher(`${base}${path}`, {
        method,
        headers: { authorization: auth, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new GatewayError('The payment gateway could not be reached');
    }
    const answer = (await res.json().catch(() => null)) as (T & { error?: { code?: string; description?: string } }) | null;
    if (!res.ok || !answer || answer.error) {
      throw new GatewayError(`The payment gateway refused (${res.status}): ${answer?.error?.description ?? 'no answer'}`);
    }
    return answer;
  }

  return {
    createOrder: (o: { amountPaise: number; receipt: string; notes?: Record<string, string> }) =>
      send<RazorpayOrder>('POST', '/v1/orders', { amount: o.amountPaise, currency: 'INR', receipt: o.receipt.slice(0, 40), notes: o.notes ?? {} }),
    refund: (paymentId: string, o: { amountPaise: number; receipt: string }) =>
      send<RazorpayRefund>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, { amount: o.amountPaise, receipt: o.receipt.slice(0, 40) }),
    paymentsOfOrder: async (orderId: string): Promise<RazorpayPayment[]> => {
      const list = await send<{ entity?: string; items?: unknown }>('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`);
      if (list.entity !== 'collection' || !Array.isArray(list.items)) throw new GatewayError('The payment gateway answered an unexpected payments list');
      return list.items as RazorpayPayment[];
    },
  };
}

/** Checkout's answer is genuine: its signature is the key secret's HMAC of "order_id|payment_id". */
export async function paymentSignatureValid(keySecret: string, p: { orderId: string; paymentId: string; signature: string }): Promise<boolean> {
  return sameSecret(await hmacSha256Hex(keySecret, `${p.orderId}|${p.paymentId}`), p.signature);
}

/** A webhook delivery is genuine: its signature is the webhook secret's HMAC of the raw body. */
export async function webhookSignatureValid(webhookSecret: string, rawBody: Uint8Array<ArrayBuffer>, signature: string | null | undefined): Promise<boolean> {
  if (!signature) return false;
  return sameSecret(await hmacSha256Hex(webhookSecret, rawBody), signature);
}
