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
        `SELECT id, created_at, actor_name, actor_role, action, target_kind, target_ref, detail
         FROM operator_activity WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...binds, query.limit, query.offset),
    db.prepare(`SELECT count(*) AS total FROM operator_activity WHERE ${where}`).bind(...binds),
  ]);
  return {
    entries: ((list?.results ?? []) as ActivityRowDb[]).map(shape),
    total: ((count?.results?.[0] as { total?: number } | undefined)?.total) ?? 0,
  };
}
