import type { GatewayCheckout } from '@/contract/payments';
import type { OrderAnswer } from '@/contract/orders';
import { DomainError, notFound } from '../domain-error';
import { confirmGatewayPayment } from '../data/order-payments';
import { claimWebhookEvent, markRefundProcessed, orderPkOfGatewayOrder, releaseWebhookEvent } from '../data/gateway-records';
import { recordLateCapture } from '../data/late-capture';
import { currentOrder } from '../data/order-shape';
import { findOrder, orderForCaller, type OrderRef } from '../data/orders';
import type { GatewayRefunder } from '../data/order-refunds';
import { razorpayCheckoutScript, shopGateway } from '../payment';
import { isAwaitingPayment } from '../payment/payment-states';
import { paymentSignatureValid, webhookSignatureValid } from '../payment/razorpay';
import type { AuthUser } from '../types';
import { WORDS } from '@/lib/words';

// Gateway payments (Razorpay) of a shop's orders (docs/payments.md): the
// options the page opens Checkout with, the shopper's return from Checkout
// (signature checked), the gateway's webhooks, and refunds through the
// gateway. An order becomes paid once, by whichever of the return and the
// webhook lands first; the other changes nothing.


const notGateway = () => new DomainError('PAYMENT_NOT_PENDING', WORDS.payments.notGatewayOrder);
const forged = () => new DomainError('SIGNATURE_INVALID', WORDS.payments.signatureInvalid);

/**
 * Checkout closes this long before the order stops waiting for its payment
 * (the expiry job cancels it and frees its stock): a payment begun in the
 * last moments still lands while the order waits, not as a late payment.
 */
const CHECKOUT_MARGIN_SECONDS = 120;

/** Seconds Checkout may stay open for an order waiting until `expiresAt`: null without expiry, 0 when too late to start. */
function checkoutTimeout(expiresAt: string | null, now: number): number | null {
  if (!expiresAt) return null;
  return Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000) - CHECKOUT_MARGIN_SECONDS);
}

/** What the page opens Razorpay Checkout with, for the caller's own order still waiting for payment. */
export async function gatewayCheckoutOf(env: Env, db: D1Database, shop: { id: number; name: string }, caller: AuthUser, ref: OrderRef): Promise<GatewayCheckout> {
  const { order } = await orderForCaller(db, shop.id, caller, ref);
  if (!order.gateway_order_id || !isAwaitingPayment(order.payment_status)) throw notGateway();
  const timeout = checkoutTimeout(order.payment_expires_at, Date.now());
  if (timeout !== null && timeout < 60) throw new DomainError('PAYMENT_NOT_PENDING', WORDS.refundsOwed.answers.checkoutTimeUp);
  const { keys } = await shopGateway(env, db, shop.id);
  if (!keys) throw new DomainError('GATEWAY_NOT_SET_UP', WORDS.payments.gatewayUnavailable);
  return {
    order_id: order.order_id,
    key_id: keys.keyId,
    gateway_order_id: order.gateway_order_id,
    amount: order.final_price_after_coupon_paise,
    currency: 'INR',
    shop_name: shop.name,
    script_url: razorpayCheckoutScript(env),
    expires_at: order.payment_expires_at,
    timeout,
  };
}

export interface CheckoutReturn {
  paymentId: string;
  gatewayOrderId: string;
  signature: string;
}

/**
 * The shopper is back from Checkout with a payment: paid when the signature
 * is the shop's key secret's HMAC of "order_id|payment_id" and the gateway
 * order is this order's. A webhook that already paid it leaves it as it is.
 */
export async function confirmCheckoutReturn(env: Env, db: D1Database, shopId: number, caller: AuthUser, ref: OrderRef, back: CheckoutReturn): Promise<OrderAnswer> {
  const loaded = await orderForCaller(db, shopId, caller, ref);
  const { order } = loaded;
  if (!order.gateway_order_id) throw notGateway();
  const { keys } = await shopGateway(env, db, shopId);
  if (!keys || order.gateway_order_id !== back.gatewayOrderId) throw forged();
  if (!(await paymentSignatureValid(keys.keySecret, { orderId: order.gateway_order_id, paymentId: back.paymentId, signature: back.signature }))) throw forged();
  const settled = order.payment_status === 'paid' && order.gateway_payment_id === back.paymentId;
  if (!settled) {
    if (!isAwaitingPayment(order.payment_status) || order.order_status === 'cancelled') {
      // Paid after the order stopped waiting: the money is recorded and goes back through the gateway; the shopper is told so.
      await recordLateCapture(db, loaded, back.paymentId, order.final_price_after_coupon_paise, new Date().toISOString());
      throw new DomainError('PAYMENT_NOT_PENDING', WORDS.refundsOwed.answers.lateRefunded);
    }
    await confirmGatewayPayment(db, loaded, back.paymentId, new Date().toISOString());
  }
  const now = await currentOrder(db, shopId, ref);
  if (!now) throw notFound(WORDS.apiAnswers.notFound.order);
  return now;
}

export type WebhookOutcome = 'handled' | 'replayed' | 'ignored';

interface RazorpayEvent {
  event?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown } };
    refund?: { entity?: { id?: unknown } };
  };
}

/**
 * A webhook delivery from the shop's gateway. Only a delivery signed with the
 * shop's webhook secret is read at all. Its event id is claimed first, by one
 * guarded insert: of deliveries of one event (a retry, or the same one twice
 * at once) only the one that claimed it does anything, the rest are
 * "replayed". Handling that fails gives the claim back for the gateway's
 * retry. The work is a few indexed statements, so the answer is quick.
 */
export async function handleRazorpayWebhook(env: Env, db: D1Database, shopId: number, raw: Uint8Array<ArrayBuffer>, signature: string | null, eventId: string | null): Promise<WebhookOutcome> {
  const { keys } = await shopGateway(env, db, shopId);
  if (!keys || !(await webhookSignatureValid(keys.webhookSecret, raw, signature))) throw forged();
  if (!eventId || eventId.length > 64) throw forged();
  let body: RazorpayEvent;
  try {
    body = JSON.parse(new TextDecoder().decode(raw)) as RazorpayEvent;
  } catch {
    throw forged();
  }
  const event = typeof body.event === 'string' ? body.event : '';
  const at = new Date().toISOString();
  if (!(await claimWebhookEvent(db, shopId, eventId, event, at))) return 'replayed';
  try {
    return await webhookEffect(db, shopId, event, body, at);
  } catch (err) {
    await releaseWebhookEvent(db, shopId, eventId);
    throw err;
  }
}

async function webhookEffect(db: D1Database, shopId: number, event: string, body: RazorpayEvent, at: string): Promise<WebhookOutcome> {
  if (event === 'payment.captured' || event === 'order.paid') return paidByWebhook(db, shopId, body, at);
  if (event === 'refund.processed') {
    const refundId = body.payload?.refund?.entity?.id;
    if (typeof refundId === 'string') return (await markRefundProcessed(db, shopId, refundId, at)) ? 'handled' : 'ignored';
  }
  return 'ignored';
}

async function paidByWebhook(db: D1Database, shopId: number, body: RazorpayEvent, at: string): Promise<WebhookOutcome> {
  const payment = body.payload?.payment?.entity;
  if (typeof payment?.id !== 'string' || typeof payment.order_id !== 'string') return 'ignored';
  const pk = await orderPkOfGatewayOrder(db, shopId, payment.order_id);
  const loaded = pk === null ? null : await findOrder(db, shopId, { pk });
  if (!loaded) return 'ignored';
  if (!isAwaitingPayment(loaded.order.payment_status) || loaded.order.order_status === 'cancelled') {
    // A payment the order no longer waits for (expired, cancelled, paid by another): kept in the ledger and refunded.
    if (loaded.order.gateway_payment_id === payment.id || typeof payment.amount !== 'number' || !Number.isInteger(payment.amount)) return 'ignored';
    return (await recordLateCapture(db, loaded, payment.id, payment.amount, at)) ? 'handled' : 'ignored';
  }
  // Only the whole stored total pays the order.
  if (payment.amount !== loaded.order.final_price_after_coupon_paise) {
    console.warn(`gateway payment ${payment.id} of ${String(payment.amount)} paise does not match order ${loaded.order.order_id}`);
    return 'ignored';
  }
  return (await confirmGatewayPayment(db, loaded, payment.id, at)) ? 'handled' : 'ignored';
}

/**
 * Refunds of gateway-paid orders go back through the shop's gateway. The
 * gateway is looked up only when such an order is refunded, so other refunds
 * read the order as soon as ever.
 */
export function gatewayRefunder(env: Env, db: D1Database, shopId: number): GatewayRefunder {
  return async (order, amountPaise) => {
    const { gateway } = await shopGateway(env, db, shopId);
    if (!gateway.refund || !order.gateway_payment_id) throw new DomainError('UNAVAILABLE', WORDS.payments.gatewayDown);
    try {
      return await gateway.refund(order.gateway_payment_id, amountPaise, `${order.order_id}-R${order.version}`);
    } catch (err) {
      console.warn(err instanceof Error ? err.message : 'gateway refund failed');
      throw new DomainError('UNAVAILABLE', WORDS.payments.gatewayDown);
    }
  };
}
