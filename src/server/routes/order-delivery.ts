import { Hono } from 'hono';
import { assignDeliveryPayload, deliveryStatusPayload } from '@/contract/orders.input';
import { requireAuth } from '../auth/guard';
import { forbidden, notFound } from '../domain-error';
import { idParam, orderRefParam, readJson } from '../http/validate';
import { assertDeliveryActor, assignDelivery, customersById, isRiderOfShop, updateDeliveryStatus } from '../data/order-delivery';
import { findOrder, ordersAssignedTo } from '../data/orders';
import { currentOrder, forDelivery, shapeOrder } from '../data/order-shape';
import type { AppEnv } from '../types';

// Delivery calls: assign a delivery person (operators), move the delivery
// status (that person or an operator), list a person's assigned orders.

export const orderDelivery = new Hono<AppEnv>()
  .put('/assign-deliveryBoy/:orderId', requireAuth('admin'), async (c) => {
    const ref = orderRefParam(c, 'orderId');
    const body = await readJson(c, assignDeliveryPayload);
    const loaded = await findOrder(c.env.DB, c.var.distributor.id, ref);
    if (!loaded) throw notFound('Order not found.');
    await assignDelivery(c.env.DB, loaded, body.assigned_deliveryboy_id);
    return c.json({ message: 'Delivery person assigned.', order: await currentOrder(c.env.DB, c.var.distributor.id, ref) });
  })
  .put('/update-deliveryboy-status/:id', requireAuth('admin', 'delivery'), async (c) => {
    const ref = orderRefParam(c, 'id');
    const body = await readJson(c, deliveryStatusPayload);
    const loaded = await findOrder(c.env.DB, c.var.distributor.id, ref);
    if (!loaded) throw notFound('Order not found.');
    assertDeliveryActor(c.var.user, loaded);
    await updateDeliveryStatus(c.env.DB, loaded, body.deliveryboy_status);
    const order = await currentOrder(c.env.DB, c.var.distributor.id, ref);
    const riderView = order && c.var.user.role === 'delivery';
    return c.json({ message: 'Delivery status updated.', order: riderView ? forDelivery(order) : order });
  })
  // The rider's own round (an operator may look at any rider of the shop):
  // each order with whom to deliver to and where.
  .get('/assigned-orders/:id', requireAuth('admin', 'delivery'), async (c) => {
    const deliveryId = idParam(c, 'id');
    const user = c.var.user;
    const distributorId = c.var.distributor.id;
    if (user.role !== 'admin' && user.id !== deliveryId) throw forbidden('You can only see the orders assigned to you.');
    if (user.role === 'admin' && !(await isRiderOfShop(c.env.DB, distributorId, deliveryId))) {
      throw notFound('Delivery person not found.');
    }
    const list = await ordersAssignedTo(c.env.DB, distributorId, deliveryId);
    const customers = await customersById(c.env.DB, distributorId, list.map((l) => l.order.user_id));
    return c.json({
      orders: list.map((loaded) => {
        const customer = customers.get(loaded.order.user_id);
        return { ...forDelivery(shapeOrder(loaded)), customer_name: customer?.name ?? '', customer_mobile: customer?.mobile ?? '' };
      }),
    });
  });
