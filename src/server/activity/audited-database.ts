import { activityStatements, type ActivityRow } from './activity-statements';

// A database handle that puts the audit log's row into the batch of an
// operator's write. Every statement that writes (INSERT, UPDATE, DELETE)
// runs inside a batch that also:
//   1. notes the database's change count (total_changes()) as the batch begins,
//   2. after the write's own statements, inserts the activity row only when
//      they changed something (a write stopped by its guards records nothing),
//      with the target's fields as they were when the batch began (noted
//      with the change count) and as they are now: before → after (snapshots.ts),
//   3. removes the note.
// So the change and its row commit together or not at all, and no service
// has to remember to record anything: the handle does it for every write of
// an operator's request. The first write that changes something carries the
// row; later writes of the same request run as they are.


export type ActivitySource = () => Promise<ActivityRow | null>;

const WRITE = /^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i;
const CTE_WRITE = /^\s*WITH\b[\s\S]*\b(INSERT|UPDATE|DELETE)\b/i;

function isWriteSql(sql: string): boolean {
  return WRITE.test(sql) || CTE_WRITE.test(sql);
}


/** Wraps `db` so an operator's writes carry their activity row; `source` answers null for anyone else. */
export function auditedDatabase(db: D1Database, source: ActivitySource): D1Database {
  const real = new WeakMap<object, D1PreparedStatement>();
  const sqlOf = new WeakMap<D1PreparedStatement, string>();
  let recorded = false;

  const unwrap = (s: D1PreparedStatement) => real.get(s) ?? s;

  /** Runs statements as one batch, with the activity row when one is due; answers the statements' own results. */
  async function batch(statements: D1PreparedStatement[]): Promise<D1Result[]> {
    const inner = statements.map(unwrap);
    const writes = !recorded && inner.some((s) => isWriteSql(sqlOf.get(s) ?? ''));
    const row = writes ? await source() : null;
    if (!row) return db.batch(inner);
    const { before, after } = activityStatements(db, row);
    const results = await db.batch([before, ...inner, ...after]);
    if (results[results.length - 2]?.meta.changes) recorded = true;
    return results.slice(1, 1 + inner.length);
  }

  function wrap(statement: D1PreparedStatement, sql: string): D1PreparedStatement {
    sqlOf.set(statement, sql);
    const proxy = new Proxy(statement, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => wrap(target.bind(...values), sql);
        if (isWriteSql(sql)) {
          if (prop === 'run' || prop === 'all') return async () => (await batch([target]))[0];
          if (prop === 'first') {
            return async (column?: string) => {
              const first = ((await batch([target]))[0]?.results?.[0] ?? null) as Record<string, unknown> | null;
              return column === undefined ? first : (first?.[column] ?? null);
            };
          }
        }
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    real.set(proxy, statement);
    return proxy;
  }

  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql);
      if (prop === 'batch') return batch;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
