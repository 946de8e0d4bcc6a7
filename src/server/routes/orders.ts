import { routeList } from '../http/route-list';
import { idParam, orderRefParam } from '../http/validate';
import { invoiceOf, orderOf, ordersOfCustomer } from '../services/orders';
import { orderAfterSale } from './order-after-sale';
import { orderDelivery } from './order-delivery';

// placeOrder reads and after-sale flows (mounted at /api/placeOrder beside the
// placing routes of orders-place.ts, so middleware is attached per route).
// Who may see which order is the orders service's rule.

export const orders = routeList()
  .get('/orders/:userId', { access: 'signed-in' }, async (c) =>
    c.json({ orders: await ordersOfCustomer(c.var.db, c.var.distributor.id, c.var.user, idParam(c, 'userId')) }),
  )
  .get('/userid/:id', { access: 'signed-in' }, async (c) =>
    c.json({ orders: await ordersOfCustomer(c.var.db, c.var.distributor.id, c.var.user, idParam(c, 'id')) }),
  )
  .get('/invoice/:userId', { access: 'signed-in' }, async (c) =>
    c.json({ invoiceOrders: await ordersOfCustomer(c.var.db, c.var.distributor.id, c.var.user, idParam(c, 'userId')) }),
  )
  .get('/print-invoice/:orderId', { access: 'signed-in' }, async (c) => {
    const { pdf, filename } = await invoiceOf(c.var.db, c.var.distributor, c.var.user, orderRefParam(c, 'orderId'));
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    });
  })
  .route('/', orderAfterSale)
  .route('/', orderDelivery)
  // Last: a single segment is an order id (numeric id or order_id text).
  .get('/:orderId', { access: 'signed-in' }, async (c) => c.json(await orderOf(c.var.db, c.var.distributor.id, c.var.user, orderRefParam(c, 'orderId'))));
