import type { OrderToFulfil, PackingLine } from '@/contract/fulfilment';

// Orders of the shop as packing and delivery need them: the customer's name
// and mobile, the delivery address with its pincode, and the lines still to
// send (removed ones left out). Prices are never read here.

interface Row {
  id: number;
  order_id: string;
  placed_at: string;
  customer_name: string | null;
  customer_mobile: string | null;
  delivery_address: string | null;
  pincode: string | null;
  city: string | null;
}

export async function ordersToFulfil(db: D1Database, distributorId: number, orderIds: string[]): Promise<OrderToFulfil[]> {
  if (!orderIds.length) return [];
  const marks = orderIds.map(() => '?').join(', ');
  const picked = `SELECT id FROM orders WHERE distributor_id = ? AND order_id IN (${marks})`;
  const [orders, lines] = await db.batch([
    db
      .prepare(
        `SELECT o.id, o.order_id, o.created_at AS placed_at, c.name AS customer_name, c.mobile AS customer_mobile,
                o.delivery_address, o.delivery_pincode AS pincode, o.delivery_city AS city
         FROM orders o LEFT JOIN customers c ON c.id = o.user_id AND c.distributor_id = o.distributor_id
         WHERE o.id IN (${picked})`,
      )
      .bind(distributorId, ...orderIds),
    db
      .prepare(`SELECT order_pk, product_name, quantity FROM order_products WHERE order_pk IN (${picked}) AND status != 'removed' ORDER BY id`)
      .bind(distributorId, ...orderIds),
  ]);
  const byOrder = new Map<number, PackingLine[]>();
  for (const line of (lines?.results ?? []) as Array<PackingLine & { order_pk: number }>) {
    const list = byOrder.get(line.order_pk) ?? [];
    list.push({ product_name: line.product_name, quantity: line.quantity });
    byOrder.set(line.order_pk, list);
  }
  const found = new Map(
    ((orders?.results ?? []) as unknown as Row[]).map((r) => [
      r.order_id,
      {
        order_id: r.order_id,
        placed_at: r.placed_at,
        customer_name: r.customer_name ?? '',
        customer_mobile: r.customer_mobile ?? '',
        delivery_address: r.delivery_address ?? '',
        pincode: r.pincode,
        city: r.city,
        lines: byOrder.get(r.id) ?? [],
      },
    ]),
  );
  // In the order asked for: the slips print in the list's order.
  return orderIds.flatMap((id) => found.get(id) ?? []);
}
