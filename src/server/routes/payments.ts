import { Hono } from 'hono';
import { MESSAGES } from '@/lib/messages';
import { verifyPaymentPayload } from '@/contract/payments.input';
import { requireAuth } from '../auth/guard';
import { orderRefParam, readJson } from '../http/validate';
import { upiPaymentOf, verifyPayment } from '../services/payments';
import type { AppEnv } from '../types';

// Direct UPI payments (mounted at /api/placeOrder): the intent link of a
// pending order for its shopper, and an admin's verification of the money.

export const payments = new Hono<AppEnv>()
  .get('/:orderId/upi-payment', requireAuth(), async (c) =>
    c.json(await upiPaymentOf(c.env.DB, c.var.distributor.id, c.var.user, orderRefParam(c, 'orderId'))),
  )
  .put('/:orderId/verify-payment', requireAuth('admin'), async (c) => {
    const ref = orderRefParam(c, 'orderId');
    const body = await readJson(c, verifyPaymentPayload);
    const order = await verifyPayment(c.env.DB, c.var.distributor.id, c.var.user, ref, { utr: body.utr, adminNotes: body.admin_notes });
    return c.json({ message: MESSAGES.payments.verified, order });
  });
