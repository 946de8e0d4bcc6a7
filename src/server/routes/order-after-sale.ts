import { Hono } from 'hono';
import { MESSAGES } from '@/lib/messages';
import { orderStatusPayload, refundPayload, returnRequestPayload } from '@/contract/orders.input';
import { requireAuth } from '../auth/guard';
import { idParam, orderRefParam, readJson } from '../http/validate';
import { deleteOrder, removeProduct, requestReturn, setOrderStatus } from '../data/order-changes';
import { processRefund } from '../data/order-refunds';
import { orderForCaller } from '../data/orders';
import { currentOrder } from '../data/order-shape';
import { getCustomer } from '../data/customers';
import type { AppEnv } from '../types';

// Returns, refunds, removing a product, deleting an order, operator status.

export const orderAfterSale = new Hono<AppEnv>()
  .post('/orders/:id/request-return', requireAuth(), async (c) => {
    const ref = orderRefParam(c, 'id');
    const body = await readJson(c, returnRequestPayload);
    const loaded = await orderForCaller(c.env.DB, c.var.distributor.id, c.var.user, ref);
    await requestReturn(c.env.DB, loaded, { reason: body.reason, productId: body.product_id });
    return c.json({ message: MESSAGES.returns.success, order: await currentOrder(c.env.DB, c.var.distributor.id, ref) });
  })
  .post('/orders/:id/process-refund', requireAuth('admin'), async (c) => {
    const ref = orderRefParam(c, 'id');
    const body = await readJson(c, refundPayload);
    const loaded = await orderForCaller(c.env.DB, c.var.distributor.id, c.var.user, ref);
    const admin = await getCustomer(c.env.DB, c.var.distributor.id, c.var.user.id);
    await processRefund(c.env.DB, loaded, body.product_id, admin?.name ?? `admin #${c.var.user.id}`);
    return c.json({ message: 'Refund processed successfully.', order: await currentOrder(c.env.DB, c.var.distributor.id, ref) });
  })
  .put('/:id/status', requireAuth('admin'), async (c) => {
    const ref = orderRefParam(c, 'id');
    const body = await readJson(c, orderStatusPayload);
    const loaded = await orderForCaller(c.env.DB, c.var.distributor.id, c.var.user, ref);
    await setOrderStatus(c.env.DB, loaded, body.status);
    return c.json({ message: 'Order status updated.', order: await currentOrder(c.env.DB, c.var.distributor.id, ref) });
  })
  .delete('/orders/product/:orderId/:productId', requireAuth(), async (c) => {
    const ref = orderRefParam(c, 'orderId');
    const productId = idParam(c, 'productId');
    const loaded = await orderForCaller(c.env.DB, c.var.distributor.id, c.var.user, ref);
    await removeProduct(c.env.DB, loaded, productId);
    return c.json({ message: 'Product removed from the order.', order: await currentOrder(c.env.DB, c.var.distributor.id, ref) });
  })
  .delete('/delete/byOrderId/:id', requireAuth(), async (c) => {
    const loaded = await orderForCaller(c.env.DB, c.var.distributor.id, c.var.user, orderRefParam(c, 'id'));
    await deleteOrder(c.env.DB, loaded, c.var.user.role === 'admin');
    return c.json({ message: 'Order deleted.' });
  });
