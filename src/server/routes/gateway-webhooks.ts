import { routeList } from '../http/route-list';
import { handleRazorpayWebhook } from '../services/gateway-payments';

// Razorpay's webhooks for a shop (mounted at /api/payments): the shop's
// webhook URL is https://<shop host>/api/payments/razorpay/webhook. The raw
// body is what the signature covers, so it is read as bytes, never re-encoded.

export const gatewayWebhooks = routeList().post('/razorpay/webhook', { access: 'public' }, async (c) => {
  const raw = new Uint8Array(await c.req.arrayBuffer());
  const outcome = await handleRazorpayWebhook(c.env, c.var.db, c.var.distributor.id, raw, c.req.header('x-razorpay-signature') ?? null, c.req.header('x-razorpay-event-id') ?? null);
  return c.json({ status: outcome });
});
