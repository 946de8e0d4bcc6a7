import { routeList } from '../http/route-list';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import { gatewayPaymentPayload, verifyPaymentPayload } from '@/contract/payments.input';
import { orderRefParam, readJson } from '../http/validate';
import { upiPaymentOf, verifyPayment } from '../services/payments';
import { confirmCheckoutReturn, gatewayCheckoutOf } from '../services/gateway-payments';

// Payments of an order (mounted at /api/placeOrder): the intent link of a
// pending direct UPI order for its shopper, an admin's verification of the
// money, and a gateway order's Checkout options and the shopper's return
// from Checkout (its signature checked by the server).

export const payments = routeList()
  .get('/:orderId/upi-payment', { access: 'signed-in' }, async (c) =>
    c.json(await upiPaymentOf(c.var.db, c.var.distributor.id, c.var.user, orderRefParam(c, 'orderId'))),
  )
  .put('/:orderId/verify-payment', { access: 'admin', audit: 'order.verify_payment', body: verifyPaymentPayload }, async (c) => {
    const ref = orderRefParam(c, 'orderId');
    const body = await readJson(c, verifyPaymentPayload);
    const { order, late } = await verifyPayment(c.var.db, c.var.events, c.var.distributor.id, c.var.user, ref, { utr: body.utr, adminNotes: body.admin_notes });
    return c.json({ message: late ? MESSAGES.payments.verifiedLate(formatInr(order.money.paid)) : MESSAGES.payments.verified, order });
  })
  .get('/:orderId/gateway-checkout', { access: 'signed-in' }, async (c) =>
    c.json(await gatewayCheckoutOf(c.env, c.var.db, c.var.distributor, c.var.user, orderRefParam(c, 'orderId'))),
  )
  .put('/:orderId/gateway-payment', { access: 'signed-in', body: gatewayPaymentPayload }, async (c) => {
    const ref = orderRefParam(c, 'orderId');
    const body = await readJson(c, gatewayPaymentPayload);
    const order = await confirmCheckoutReturn(c.env, c.var.db, c.var.distributor.id, c.var.user, ref, {
      paymentId: body.razorpay_payment_id,
      gatewayOrderId: body.razorpay_order_id,
      signature: body.razorpay_signature,
    });
    return c.json({ message: MESSAGES.payments.gatewayConfirmed, order });
  });
