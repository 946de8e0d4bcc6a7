import { Hono } from 'hono';
import { requireAuth } from '../auth/guard';
import { idParam, orderRefParam } from '../http/validate';
import { assertUserOfShop, orderForCaller, ordersOfUser } from '../data/orders';
import { shapeOrder } from '../data/order-shape';
import { buildInvoicePdf } from '../invoice/invoice-pdf';
import { invoiceForCaller } from '../services/tax-invoice';
import type { AppEnv } from '../types';
import { orderAfterSale } from './order-after-sale';
import { orderDelivery } from './order-delivery';

// placeOrder reads and after-sale flows (mounted at /api/placeOrder beside the
// placing routes of orders-place.ts, so middleware is attached per route).
// An order is the caller's own unless they are an admin of the shop; the
// delivery calls also admit the assigned delivery person.

export const orders = new Hono<AppEnv>()
  .get('/orders/:userId', requireAuth(), async (c) => {
    const userId = idParam(c, 'userId');
    await assertUserOfShop(c.env.DB, c.var.distributor.id, c.var.user, userId);
    const list = await ordersOfUser(c.env.DB, c.var.distributor.id, userId);
    return c.json({ orders: list.map(shapeOrder) });
  })
  .get('/userid/:id', requireAuth(), async (c) => {
    const userId = idParam(c, 'id');
    await assertUserOfShop(c.env.DB, c.var.distributor.id, c.var.user, userId);
    const list = await ordersOfUser(c.env.DB, c.var.distributor.id, userId);
    return c.json({ orders: list.map(shapeOrder) });
  })
  .get('/invoice/:userId', requireAuth(), async (c) => {
    const userId = idParam(c, 'userId');
    await assertUserOfShop(c.env.DB, c.var.distributor.id, c.var.user, userId);
    const list = await ordersOfUser(c.env.DB, c.var.distributor.id, userId);
    return c.json({ invoiceOrders: list.map(shapeOrder) });
  })
  .get('/print-invoice/:orderId', requireAuth(), async (c) => {
    const invoice = await invoiceForCaller(c.env.DB, c.var.distributor, c.var.user, orderRefParam(c, 'orderId'));
    const pdf = await buildInvoicePdf(invoice);
    const order = invoice.order;
    const filename = `invoice-${order.invoice_id.replace(/[^A-Za-z0-9_-]/g, '')}.pdf`;
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    });
  })
  .route('/', orderAfterSale)
  .route('/', orderDelivery)
  // Last: a single segment is an order id (numeric id or order_id text).
  .get('/:orderId', requireAuth(), async (c) => {
    const loaded = await orderForCaller(c.env.DB, c.var.distributor.id, c.var.user, orderRefParam(c, 'orderId'));
    return c.json(shapeOrder(loaded));
  });
