import { routeList } from '../http/route-list';
import { WORDS, renderWords } from '@/lib/words';
import { MESSAGES } from '@/lib/messages';
import { orderStatusPayload, refundPayload, returnReceivedPayload, returnRequestPayload } from '@/contract/orders.input';
import { idParam, orderRefParam, readJson } from '../http/validate';
import { changeOrderStatus, deleteOrderOf, receiveReturn, refundOrder, removeOrderProduct, returnOrder } from '../services/orders';
import { gatewayRefunder } from '../services/gateway-payments';

// Returns, refunds, removing a product, deleting an order, operator status.
// Each answers a message and the order as it is after the change.

export const orderAfterSale = routeList()
  .post('/orders/:id/request-return', { access: 'signed-in', audit: 'order.return', body: returnRequestPayload }, async (c) => {
    const ref = orderRefParam(c, 'id');
    const body = await readJson(c, returnRequestPayload);
    const req = { reason: body.reason ?? '', reasonCode: body.reason_code ?? null, productId: body.product_id, quantity: body.quantity };
    const order = await returnOrder(c.var.db, c.var.events, c.var.distributor.id, c.var.user, ref, req);
    return c.json({ message: MESSAGES.returns.success, order });
  })
  .post('/orders/:id/receive-return', { access: 'admin', audit: 'order.return_received', body: returnReceivedPayload }, async (c) => {
    const ref = orderRefParam(c, 'id');
    const body = await readJson(c, returnReceivedPayload);
    const order = await receiveReturn(c.var.db, c.var.events, c.var.distributor.id, c.var.user, ref, body.product_id, body.condition);
    return c.json({ message: MESSAGES.console.orders.receivedDone, order });
  })
  .post('/orders/:id/process-refund', { access: 'admin', audit: 'order.refund', body: refundPayload }, async (c) => {
    const ref = orderRefParam(c, 'id');
    const body = await readJson(c, refundPayload);
    const req = { productId: body.product_id, method: body.refund_method, reference: body.reference ?? null };
    const order = await refundOrder(c.var.db, c.var.events, c.var.distributor.id, c.var.user, ref, req, gatewayRefunder(c.env, c.var.db, c.var.distributor.id));
    return c.json({ message: renderWords(WORDS.apiAnswers.done.refunded), order });
  })
  .put('/:id/status', { access: 'admin', audit: 'order.status', body: orderStatusPayload }, async (c) => {
    const ref = orderRefParam(c, 'id');
    const body = await readJson(c, orderStatusPayload);
    const order = await changeOrderStatus(c.var.db, c.var.events, c.var.distributor.id, c.var.user, ref, body.status);
    return c.json({ message: renderWords(WORDS.apiAnswers.done.orderStatus), order });
  })
  .delete('/orders/product/:orderId/:productId', { access: 'signed-in', audit: 'order.remove_line' }, async (c) => {
    const ref = orderRefParam(c, 'orderId');
    const productId = idParam(c, 'productId');
    const order = await removeOrderProduct(c.var.db, c.var.events, c.var.distributor.id, c.var.user, ref, productId);
    return c.json({ message: renderWords(WORDS.apiAnswers.done.orderProductRemoved), order });
  })
  .delete('/delete/byOrderId/:id', { access: 'signed-in', audit: 'order.delete' }, async (c) => {
    await deleteOrderOf(c.var.db, c.var.events, c.var.distributor.id, c.var.user, orderRefParam(c, 'id'));
    return c.json({ message: renderWords(WORDS.apiAnswers.done.orderDeleted) });
  });
