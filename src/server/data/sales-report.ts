// Sales for a period, summed by the database (orders by their distributor and
// placing time: the orders_distributor index; their lines by order). What
// counts as a sale is written in docs/operators.md ("Reports").

export interface SalesFigures {
  orders: number;
  items: number;
  gross_paise: number;
  discount_paise: number;
  returns_paise: number;
  tax_paise: number;
}

export interface SalesDayRow extends SalesFigures {
  day: string;
  delivery_paise: number;
}

export interface SalesProductRow extends SalesFigures {
  product_id: number;
  product_name: string;
}

// The unit price charged: kept on the line, else the list price less its discount, half up.
const UNIT = `COALESCE(op.unit_price_paise, (op.price_paise * (10000 - CAST(round(op.discount * 100) AS INTEGER)) * 2 + 10000) / 20000)`;
const PAID = `MAX(0, ${UNIT} * op.quantity - op.coupon_share_paise)`;
const RATE = `(10000 + COALESCE(op.gst_rate_bp, p.gst_rate_bp, 0))`;
// The GST inside what was paid: the line's taxable value is rounded half up once (as the invoice does).
const TAX = `(${PAID} - (${PAID} * 20000 + ${RATE}) / (2 * ${RATE}))`;
const KEPT = `op.status != 'refunded'`;

const FIGURES = `COUNT(DISTINCT o.id) AS orders,
  SUM(op.quantity) AS items,
  SUM(${UNIT} * op.quantity) AS gross_paise,
  SUM(MIN(op.coupon_share_paise, ${UNIT} * op.quantity)) AS discount_paise,
  SUM(CASE WHEN ${KEPT} THEN 0 ELSE ${PAID} END) AS returns_paise,
  SUM(CASE WHEN ${KEPT} THEN ${TAX} ELSE 0 END) AS tax_paise`;

const FROM = `FROM orders o
  JOIN order_products op ON op.order_pk = o.id AND op.status != 'removed'
  LEFT JOIN products p ON p.id = op.product_id AND p.distributor_id = o.distributor_id
  WHERE o.distributor_id = ? AND o.created_at >= ? AND o.created_at < ? AND o.order_status != 'cancelled'`;

const DAY = `date(o.created_at, '+330 minutes')`;

export async function salesByDay(db: D1Database, distributorId: number, start: string, end: string): Promise<SalesDayRow[]> {
  const [lines, delivery] = await db.batch<Record<string, number | string>>([
    db.prepare(`SELECT ${DAY} AS day, ${FIGURES} ${FROM} GROUP BY day ORDER BY day`).bind(distributorId, start, end),
    db
      .prepare(
        `SELECT ${DAY} AS day, SUM(o.delivery_charge_paise) AS delivery_paise FROM orders o
         WHERE o.distributor_id = ? AND o.created_at >= ? AND o.created_at < ? AND o.order_status != 'cancelled' GROUP BY day`,
      )
      .bind(distributorId, start, end),
  ]);
  const deliveryOf = new Map((delivery?.results ?? []).map((r) => [String(r.day), Number(r.delivery_paise)]));
  return ((lines?.results ?? []) as unknown as SalesDayRow[]).map((r) => ({ ...r, delivery_paise: deliveryOf.get(r.day) ?? 0 }));
}

export async function salesByProduct(db: D1Database, distributorId: number, start: string, end: string): Promise<SalesProductRow[]> {
  const { results } = await db
    .prepare(`SELECT op.product_id, MAX(op.product_name) AS product_name, ${FIGURES} ${FROM} GROUP BY op.product_id ORDER BY gross_paise DESC, op.product_id`)
    .bind(distributorId, start, end)
    .all<SalesProductRow>();
  return results;
}
