// Every statement the Worker under test prepares, with the values it was last
// bound with and the binding it ran on, so a test can ask SQLite how each
// would be run (tests/api/query-plans.test.ts). Test code only: the deployed
// Worker never wraps its databases.

export interface RecordedQuery { binding: string; sql: string; values: unknown[] }

const recorded = new Map<string, RecordedQuery>();

/** What was recorded since the last `forgetQueries`, one entry per binding and text. */
export const recordedQueries = (): RecordedQuery[] => [...recorded.values()];
export const forgetQueries = (): void => recorded.clear();

function remember(binding: string, sql: string, values: unknown[]): void {
  recorded.set(`${binding}\u0000${sql}`, { binding, sql, values });
}

/** One recording stand-in per database, so a database is the same object from request to request, as in the Worker deployed. */
const standIns = new WeakMap<D1Database, D1Database>();

function recordingDatabase(binding: string, db: D1Database): D1Database {
  let stand = standIns.get(db);
  if (!stand) standIns.set(db, (stand = recording(binding, db)));
  return stand;
}

function recording<T extends D1Database | D1DatabaseSession>(binding: string, db: T): T {
  return new Proxy(db, {
    get(target, key, receiver) {
      // A request's D1 session (src/server/d1-session.ts) records as its database does.
      if (key === 'withSession' && 'withSession' in target) {
        return (constraint?: string) => recording(binding, target.withSession(constraint));
      }
      if (key !== 'prepare') {
        // Bound to D1's own object: its methods may keep private state a proxy cannot reach.
        const value = Reflect.get(target, key, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      }
      return (sql: string) => {
        const statement = target.prepare(sql);
        remember(binding, sql, []);
        const bind = statement.bind.bind(statement);
        // The statement stays D1's own (a batch accepts nothing else); only its bind is watched.
        statement.bind = (...values: unknown[]) => {
          remember(binding, sql, values);
          return bind(...values);
        };
        return statement;
      };
    },
  });
}

/** The env with each D1 binding recording what it runs. */
export function withRecordedQueries(env: Env): Env {
  const wrapped: PropertyDescriptorMap = {};
  for (const binding of ['DB', 'DB_KIRANA'] as const) {
    const db = (env as unknown as Record<string, D1Database | undefined>)[binding];
    if (db) wrapped[binding] = { value: recordingDatabase(binding, db) };
  }
  return Object.create(env, wrapped) as Env;
}
