import type { ActivityEntry, ActivityKind, ActivityPage, ActivityValue } from '@/contract/activity';

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
  changes: string;
  target_name: string | null;
  rider_name: string | null;
}

function parsed<T>(json: string, fallback: T): T {
  try {
    return (JSON.parse(json) as T | null) ?? fallback;
  } catch {
    // Written by us as JSON; an unreadable one is shown as none.
    return fallback;
  }
}

type Snapshot = Record<string, ActivityValue> | null;

/** The fields an edit changed, [before, after]; none for a create (nothing before) or a write that changed no shown field. */
function changedFields(json: string): Record<string, [ActivityValue, ActivityValue]> {
  const { before, after } = parsed<{ before?: Snapshot; after?: Snapshot }>(json, {});
  const changes: Record<string, [ActivityValue, ActivityValue]> = {};
  if (!before || !after) return changes;
  for (const key of Object.keys(before)) {
    const old = before[key] ?? null;
    const now = after[key] ?? null;
    if (old !== now) changes[key] = [old, now];
  }
  return changes;
}

function shape(row: ActivityRowDb): ActivityEntry {
  const { created_at, detail, changes, ...rest } = row;
  return { ...rest, at: created_at, detail: parsed<Record<string, string>>(detail, {}), changes: changedFields(changes) };
}

/** What each kind of the filter covers. */
const KIND_WHERE: Record<ActivityKind, string> = {
  orders: "target_kind = 'order'",
  products: "target_kind = 'product'",
  categories: "target_kind = 'category'",
  coupons: "target_kind = 'coupon'",
  customers: "target_kind = 'customer' AND action NOT LIKE 'staff.%'",
  // Staff changes are about accounts: the kind's index finds them.
  staff: "target_kind = 'customer' AND action LIKE 'staff.%'",
  settings: "target_kind IN ('shop', 'page')",
};

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
  query: { target?: { kind: string; ref: string }; kind?: ActivityKind; actor?: number; limit: number; offset: number },
): Promise<ActivityPage> {
  const conditions = ['distributor_id = ?'];
  const binds: unknown[] = [distributorId];
  if (query.target) {
    conditions.push('target_kind = ?', 'target_ref = ?');
    binds.push(query.target.kind, query.target.ref);
  }
  if (query.kind) conditions.push(`(${KIND_WHERE[query.kind]})`);
  if (query.actor !== undefined) {
    conditions.push('actor_id = ?');
    binds.push(query.actor);
  }
  const where = conditions.join(' AND ');
  // Settings are two kinds of target: left alone, the planner walks the shop's whole log newest first to skip a sort.
  const hint = query.kind === 'settings' && query.actor === undefined && !query.target ? 'INDEXED BY operator_activity_kind' : '';
  const [list, count] = await db.batch([
    db
      .prepare(
        `SELECT id, created_at, actor_name, actor_role, action, target_kind, target_ref, detail, changes, ${NAMES}
         FROM operator_activity a ${hint} WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...binds, query.limit, query.offset),
    db.prepare(`SELECT count(*) AS total FROM operator_activity WHERE ${where}`).bind(...binds),
  ]);
  return {
    entries: ((list?.results ?? []) as ActivityRowDb[]).map(shape),
    total: ((count?.results?.[0] as { total?: number } | undefined)?.total) ?? 0,
  };
}
