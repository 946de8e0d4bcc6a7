import type { ActivityEntry, ActivityPage } from '@/contract/activity';

// Reads of the audit log (rows are written by src/server/activity/ only).

interface ActivityRowDb {
  id: number;
  created_at: string;
  actor_name: string;
  actor_role: string;
  action: string;
  target_kind: string;
  target_ref: string | null;
  detail: string;
  target_name: string | null;
  rider_name: string | null;
}

function shape(row: ActivityRowDb): ActivityEntry {
  let detail: Record<string, string> = {};
  try {
    detail = JSON.parse(row.detail) as Record<string, string>;
  } catch {
    // Written by us as JSON; an unreadable detail is shown as none.
  }
  const { created_at, ...rest } = row;
  return { ...rest, at: created_at, detail };
}

// The log keeps ids; the reader names them as they are now (a product's name,
// an account's, the rider an order was given to), so the page says what it was about.
const SAME_SHOP = 'distributor_id = a.distributor_id';
const REF = 'CAST(a.target_ref AS INTEGER)';
const NAMES = `CASE a.target_kind
    WHEN 'product' THEN (SELECT product_name FROM products WHERE ${SAME_SHOP} AND id = ${REF})
    WHEN 'category' THEN (SELECT category FROM categories WHERE ${SAME_SHOP} AND id = ${REF})
    WHEN 'coupon' THEN (SELECT code FROM coupons WHERE ${SAME_SHOP} AND id = ${REF})
    WHEN 'customer' THEN (SELECT name FROM customers WHERE ${SAME_SHOP} AND id = ${REF})
  END AS target_name,
  CASE WHEN a.action = 'order.assign' THEN (SELECT name FROM customers WHERE ${SAME_SHOP}
    AND id = CAST(json_extract(a.detail, '$.assigned_deliveryboy_id') AS INTEGER)) END AS rider_name`;

export async function activityPage(
  db: D1Database,
  distributorId: number,
  query: { target?: { kind: string; ref: string }; limit: number; offset: number },
): Promise<ActivityPage> {
  const where = query.target ? 'distributor_id = ? AND target_kind = ? AND target_ref = ?' : 'distributor_id = ?';
  const binds = query.target ? [distributorId, query.target.kind, query.target.ref] : [distributorId];
  const [list, count] = await db.batch([
    db
      .prepare(
        `SELECT id, created_at, actor_name, actor_role, action, target_kind, target_ref, detail, ${NAMES}
         FROM operator_activity a WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...binds, query.limit, query.offset),
    db.prepare(`SELECT count(*) AS total FROM operator_activity WHERE ${where}`).bind(...binds),
  ]);
  return {
    entries: ((list?.results ?? []) as ActivityRowDb[]).map(shape),
    total: ((count?.results?.[0] as { total?: number } | undefined)?.total) ?? 0,
  };
}
