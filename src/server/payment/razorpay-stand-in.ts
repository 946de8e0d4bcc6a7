import { hmacSha256Hex } from './hmac';

// A local stand-in for Razorpay (tests and `npm start` only: switched on by
// RAZORPAY_STAND_IN=on from the local setup, never in production). It answers
// the documented requests the shop makes, with the documented shapes:
// - POST /v1/orders (basic auth) -> the order entity;
// - POST /v1/payments/{id}/refund (basic auth) -> the refund entity, pending;
// - GET /v1/orders/{id}/payments (basic auth) -> the collection of the
//   order's payments (the one Checkout made, once the shopper paid);
// and serves a stand-in Checkout script (window.Razorpay) whose "pay" button
// hands the page's handler razorpay_payment_id, razorpay_order_id and
// razorpay_signature signed exactly as Razorpay signs them.
// Its state lives in the SESSION KV under "rzp-stand-in:". It keeps no key
// secret: each order's payment id and signature are made when the order is
// created, and later calls are checked against a hash of the credentials.

export const STAND_IN_CHECKOUT_PATH = '/razorpay-stand-in/checkout.js';
export const STAND_IN_PAY_PATH = '/razorpay-stand-in/pay';

const PREFIX = 'rzp-stand-in:';
const TTL = 60 * 60 * 24;

interface StandInOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'paid';
  created_at: number;
  credentials: string;
  payment_id: string;
  signature: string;
}

interface StandInPayment {
  id: string;
  order_id: string;
  amount: number;
  amount_refunded: number;
  credentials: string;
}

const randomId = (prefix: string) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `${prefix}_${Array.from(crypto.getRandomValues(new Uint8Array(14)), (b) => alphabet[b % alphabet.length]).join('')}`;
};

const error = (status: number, description: string, field?: string) =>
  Response.json({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {}, ...(field ? { field } : {}) } }, { status });

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The basic-auth credentials of a request: the key id, and a hash to recognise the pair later. */
async function credentialsOf(request: Request): Promise<{ keyId: string; keySecret: string; hash: string } | null> {
  const header = request.headers.get('authorization') ?? '';
  if (!header.startsWith('Basic ')) return null;
  let decoded: string;
  try {
    decoded = atob(header.slice(6));
  } catch {
    return null;
  }
  const at = decoded.indexOf(':');
  const keyId = decoded.slice(0, at);
  const keySecret = decoded.slice(at + 1);
  if (at < 1 || !/^rzp_(test|live)_\w+$/.test(keyId) || !keySecret) return null;
  return { keyId, keySecret, hash: await sha256(`${keyId}:${keySecret}`) };
}

const orderEntity = (o: StandInOrder) => ({
  id: o.id,
  entity: 'order',
  amount: o.amount,
  amount_paid: o.status === 'paid' ? o.amount : 0,
  amount_due: o.status === 'paid' ? 0 : o.amount,
  currency: o.currency,
  receipt: o.receipt,
  offer_id: null,
  status: o.status,
  attempts: o.status === 'paid' ? 1 : 0,
  notes: {},
  created_at: o.created_at,
});

const paymentEntity = (p: StandInPayment, createdAt: number) => ({
  id: p.id,
  entity: 'payment',
  amount: p.amount,
  currency: 'INR',
  status: p.amount_refunded >= p.amount ? 'refunded' : 'captured',
  order_id: p.order_id,
  invoice_id: null,
  international: false,
  method: 'card',
  amount_refunded: p.amount_refunded,
  refund_status: p.amount_refunded === 0 ? null : p.amount_refunded >= p.amount ? 'full' : 'partial',
  captured: true,
  description: null,
  email: 'void@razorpay.com',
  contact: '+919999999999',
  notes: [],
  fee: null,
  tax: null,
  error_code: null,
  error_description: null,
  created_at: createdAt,
});

/** GET /v1/orders/{id}/payments: the order's payments as a collection (none until the shopper paid). */
async function paymentsOfOrder(kv: KVNamespace, credentials: string, orderId: string): Promise<Response> {
  const order = await kv.get<StandInOrder>(`${PREFIX}order:${orderId}`, 'json');
  if (!order || order.credentials !== credentials) return error(400, 'The id provided does not exist');
  const payment = order.status === 'paid' ? await kv.get<StandInPayment>(`${PREFIX}payment:${order.payment_id}`, 'json') : null;
  const items = payment ? [paymentEntity(payment, order.created_at)] : [];
  return Response.json({ entity: 'collection', count: items.length, items });
}

/** The stand-in's answer to one API request. */
async function razorpayStandIn(kv: KVNamespace, request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== 'POST' && request.method !== 'GET') return error(404, 'The requested URL was not found on the server.');
  const who = await credentialsOf(request);
  if (!who) return Response.json({ error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' } }, { status: 401 });
  if (request.method === 'GET') {
    const paymentsPath = /^\/v1\/orders\/(order_\w+)\/payments$/.exec(url.pathname);
    return paymentsPath ? paymentsOfOrder(kv, who.hash, paymentsPath[1]) : error(404, 'The requested URL was not found on the server.');
  }
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body) return error(400, 'The request body is not valid JSON');

  if (url.pathname === '/v1/orders') {
    const { amount, currency, receipt } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount)) return error(400, 'The amount must be an integer.', 'amount');
    if (amount < 100) return error(400, 'The amount must be at least INR 1.00', 'amount');
    if (currency !== 'INR') return error(400, 'The currency is not supported', 'currency');
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) return error(400, 'The receipt may not be greater than 40 characters.', 'receipt');
    const order: StandInOrder = {
      id: randomId('order'),
      amount,
      currency,
      receipt: (receipt as string | undefined) ?? null,
      status: 'created',
      created_at: Math.floor(Date.now() / 1000),
      credentials: who.hash,
      payment_id: randomId('pay'),
      signature: '',
    };
    // Signed now, as Razorpay would sign the payment later, so no secret is kept.
    order.signature = await hmacSha256Hex(who.keySecret, `${order.id}|${order.payment_id}`);
    await kv.put(`${PREFIX}order:${order.id}`, JSON.stringify(order), { expirationTtl: TTL });
    return Response.json(orderEntity(order));
  }

  const refundPath = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(url.pathname);
  if (refundPath) {
    const payment = await kv.get<StandInPayment>(`${PREFIX}payment:${refundPath[1]}`, 'json');
    if (!payment || payment.credentials !== who.hash) return error(400, 'The id provided does not exist');
    const amount = body.amount ?? payment.amount - payment.amount_refunded;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return error(400, 'The amount must be atleast INR 1.00', 'amount');
    if (amount > payment.amount - payment.amount_refunded) return error(400, 'The refund amount provided is greater than amount captured', 'amount');
    payment.amount_refunded += amount;
    await kv.put(`${PREFIX}payment:${payment.id}`, JSON.stringify(payment), { expirationTtl: TTL });
    return Response.json({
      id: randomId('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      notes: {},
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      acquirer_data: { arn: null },
      created_at: Math.floor(Date.now() / 1000),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: 'normal',
    });
  }
  return error(404, 'The requested URL was not found on the server.');
}

/** The stand-in as a fetch function for the gateway's client (requests to api.razorpay.com). */
export function razorpayStandInFetch(env: Env): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => razorpayStandIn(env.SESSION, new Request(input, init))) as typeof fetch;
}

/**
 * The stand-in Checkout's "pay": the shopper completes the payment of a
 * Razorpay order; answers what Checkout hands the page's handler.
 */
export async function standInPay(kv: KVNamespace, orderId: unknown): Promise<Response> {
  if (typeof orderId !== 'string') return error(400, 'order_id is required');
  const order = await kv.get<StandInOrder>(`${PREFIX}order:${orderId}`, 'json');
  if (!order) return error(400, 'The id provided does not exist');
  if (order.status !== 'paid') {
    order.status = 'paid';
    await kv.put(`${PREFIX}order:${order.id}`, JSON.stringify(order), { expirationTtl: TTL });
    const payment: StandInPayment = { id: order.payment_id, order_id: order.id, amount: order.amount, amount_refunded: 0, credentials: order.credentials };
    await kv.put(`${PREFIX}payment:${payment.id}`, JSON.stringify(payment), { expirationTtl: TTL });
  }
  return Response.json({ razorpay_payment_id: order.payment_id, razorpay_order_id: order.id, razorpay_signature: order.signature });
}

/**
 * A webhook delivery as Razorpay sends it: the event's JSON body, its
 * X-Razorpay-Signature (hex HMAC-SHA256 of the raw body under the webhook
 * secret) and x-razorpay-event-id. For tests and local runs that play the
 * gateway's side.
 */
export async function standInWebhook(
  webhookSecret: string,
  event: 'payment.captured' | 'order.paid' | 'refund.processed',
  e: { orderId: string; paymentId: string; amount: number; refundId?: string; eventId?: string },
): Promise<{ body: string; headers: Record<string, string> }> {
  const payment = { entity: { id: e.paymentId, entity: 'payment', amount: e.amount, currency: 'INR', status: 'captured', order_id: e.orderId, method: 'card', captured: true } };
  const payload =
    event === 'refund.processed'
      ? { refund: { entity: { id: e.refundId, entity: 'refund', amount: e.amount, currency: 'INR', payment_id: e.paymentId, status: 'processed' } }, payment }
      : event === 'order.paid'
        ? { payment, order: { entity: { id: e.orderId, entity: 'order', amount: e.amount, amount_paid: e.amount, amount_due: 0, currency: 'INR', status: 'paid' } } }
        : { payment };
  const body = JSON.stringify({ entity: 'event', account_id: 'acc_StandIn0000001', event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': await hmacSha256Hex(webhookSecret, body),
      'x-razorpay-event-id': e.eventId ?? randomId('evt'),
    },
  };
}

/** The stand-in Checkout script: window.Razorpay with open() and on('payment.failed'). */
export function standInCheckoutScript(payPath: string): string {
  return `(() => {
  function Razorpay(options) { this.options = options; this.failed = []; }
  Razorpay.prototype.on = function (name, fn) { if (name === 'payment.failed') this.failed.push(fn); };
  Razorpay.prototype.open = function () {
    var o = this.options;
    var box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', 'Razorpay test checkout');
    box.style.cssText = 'position:fixed;inset:0;display:grid;place-items:center;background:rgba(0,0,0,.5);z-index:2147483647';
    var card = document.createElement('div');
    card.style.cssText = 'background:#fff;color:#111;padding:1.5rem;border-radius:.5rem;max-width:20rem;width:90%;font:16px system-ui';
    var title = document.createElement('h2');
    title.textContent = (o.name || 'Shop') + ' (test mode)';
    var amount = document.createElement('p');
    amount.textContent = 'Amount: \\u20b9' + (o.amount / 100).toFixed(2);
    var pay = document.createElement('button');
    pay.type = 'button';
    pay.textContent = 'Pay \\u20b9' + (o.amount / 100).toFixed(2);
    var cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = 'Cancel payment';
    cancel.style.marginLeft = '.5rem';
    card.append(title, amount, pay, cancel);
    box.append(card);
    document.body.append(box);
    pay.focus();
    var closed = false;
    function dismiss() { if (closed) return; closed = true; box.remove(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); }
    cancel.onclick = dismiss;
    // Checkout's timeout option: after that many seconds it closes as if dismissed.
    if (o.timeout) setTimeout(function () { if (!pay.disabled) dismiss(); }, o.timeout * 1000);
    pay.onclick = function () {
      pay.disabled = true;
      fetch(${JSON.stringify(payPath)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: o.order_id, key: o.key }) })
        .then(function (r) { return r.json(); })
        .then(function (answer) { closed = true; box.remove(); o.handler(answer); });
    };
  };
  window.Razorpay = Razorpay;
})();
`;
}
