import { routeList } from '../http/route-list';
import { WORDS, renderWords } from '@/lib/words';
import { assignDeliveryPayload, deliveryStatusPayload } from '@/contract/orders.input';
import { idParam, orderRefParam, readJson } from '../http/validate';
import { assignRider, moveDelivery, riderRound } from '../services/orders';

// Delivery calls: assign a delivery person (operators), move the delivery
// status (that person or an operator), list a person's assigned orders.

export const orderDelivery = routeList()
  .put('/assign-deliveryBoy/:orderId', { access: 'admin', audit: 'order.assign', body: assignDeliveryPayload }, async (c) => {
    const ref = orderRefParam(c, 'orderId');
    const body = await readJson(c, assignDeliveryPayload);
    const order = await assignRider(c.var.db, c.var.events, c.var.distributor.id, ref, body.assigned_deliveryboy_id);
    return c.json({ message: renderWords(WORDS.apiAnswers.done.riderAssigned), order });
  })
  .put('/update-deliveryboy-status/:id', { access: 'staff', audit: 'order.delivery', body: deliveryStatusPayload }, async (c) => {
    const ref = orderRefParam(c, 'id');
    const body = await readJson(c, deliveryStatusPayload);
    const proof = { code: body.delivery_code, overrideNote: body.override_note };
    const order = await moveDelivery(c.var.db, c.var.events, c.var.distributor.id, c.var.user, ref, body.deliveryboy_status, body.reason, proof);
    return c.json({ message: renderWords(WORDS.apiAnswers.done.deliveryStatus), order });
  })
  .get('/assigned-orders/:id', { access: 'staff' }, async (c) =>
    c.json({ orders: await riderRound(c.var.db, c.var.distributor.id, c.var.user, idParam(c, 'id')) }),
  );
