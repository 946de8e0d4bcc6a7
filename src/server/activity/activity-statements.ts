import { randomHex } from '../secret-tokens';

// The audit log's row as statements around a write's own, in the write's
// batch: `before` notes the database's change count and the target's fields;
// `after` inserts the row only when the write changed something, with the
// fields before and after, then removes the note (audit-row.ts builds the
// row from a shop event).

/** The row to record, worked out when the request first writes. */
export interface ActivityRow {
  distributorId: number;
  actorId: number;
  actorRole: string;
  action: string;
  targetKind: string;
  /** SQL giving the target's reference, with its binds (a subquery resolves an order's public id). */
  target: { sql: string; binds: unknown[] };
  detail: Record<string, string>;
  /** SQL giving the target's fields as a JSON object, with its binds: read before and after the write (snapshots.ts). */
  snapshot: { sql: string; binds: unknown[] } | null;
}

/** The statements that go before and after a write's own, recording `row`. */
export function activityStatements(db: D1Database, row: ActivityRow): { before: D1PreparedStatement; after: D1PreparedStatement[] } {
  const mark = randomHex(12);
  const snapshot = row.snapshot ?? { sql: 'SELECT NULL', binds: [] };
  return {
    before: db
      .prepare(`INSERT INTO operator_activity_marks (id, base, before_snapshot) VALUES (?, total_changes(), (${snapshot.sql}))`)
      .bind(mark, ...snapshot.binds),
    after: [
      db
        .prepare(
          `INSERT INTO operator_activity (distributor_id, actor_id, actor_name, actor_role, action, target_kind, target_ref, detail, changes)
           SELECT ?, ?, COALESCE((SELECT name FROM customers WHERE id = ? AND distributor_id = ?), ''), ?, ?, ?, (${row.target.sql}), ?,
             json_object('before', json((SELECT before_snapshot FROM operator_activity_marks WHERE id = ?)), 'after', json((${snapshot.sql})))
           WHERE total_changes() > (SELECT base FROM operator_activity_marks WHERE id = ?) + 1`,
        )
        .bind(
          row.distributorId, row.actorId, row.actorId, row.distributorId, row.actorRole, row.action, row.targetKind,
          ...row.target.binds, JSON.stringify(row.detail), mark, ...snapshot.binds, mark,
        ),
      db.prepare('DELETE FROM operator_activity_marks WHERE id = ?').bind(mark),
    ],
  };
}
