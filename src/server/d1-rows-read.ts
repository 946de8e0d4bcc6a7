import { AsyncLocalStorage } from 'node:async_hooks';

// The rows D1 reads for one request, summed from each query's meta: what
// Cloudflare bills, and what grows when a query scans instead of seeking.
// The request log line carries the figure; a local server also answers it
// in a header of its own, which the scale bench reads.

interface Tally { rows: number }

/** Set on answers of a local server only (APP_ENV=local). */
export const ROWS_READ_HEADER = 'x-d1-rows-read';

const tally = new AsyncLocalStorage<Tally>();

/** Runs one request with a count of the rows its queries read. */
export function withRowsReadCount<T>(handle: () => Promise<T>): Promise<T> {
  return tally.run({ rows: 0 }, handle);
}

/** Rows read so far by the current request's queries (0 outside one). */
export const rowsReadSoFar = (): number => tally.getStore()?.rows ?? 0;

function add(result: { meta?: { rows_read?: number } } | undefined): void {
  const store = tally.getStore();
  if (store && typeof result?.meta?.rows_read === 'number') store.rows += result.meta.rows_read;
}

/**
 * The statement, counting what it reads. It stays D1's own object (a batch
 * takes no other); `first` is answered from `all`, as D1 itself does, because
 * its answer drops the meta.
 */
function counting(statement: D1PreparedStatement): D1PreparedStatement {
  const bind = statement.bind.bind(statement);
  const all = statement.all.bind(statement);
  const run = statement.run.bind(statement);
  statement.bind = (...values: unknown[]) => counting(bind(...values));
  statement.all = async <T>() => {
    const result = await all<T>();
    add(result);
    return result;
  };
  statement.run = async <T>() => {
    const result = await run<T>();
    add(result);
    return result;
  };
  statement.first = (async (column?: string) => {
    const result = await statement.all<Record<string, unknown>>();
    const row = result.results[0];
    if (!row) return null;
    if (column === undefined) return row;
    if (!(column in row)) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`);
    return row[column];
  }) as D1PreparedStatement['first'];
  return statement;
}

/** The database with every statement and batch counted. */
export function countingRowsRead(db: Pick<D1Database, 'prepare' | 'batch'>): Pick<D1Database, 'prepare' | 'batch'> {
  return {
    prepare: (query) => counting(db.prepare(query)),
    batch: async <T>(statements: D1PreparedStatement[]) => {
      const results = await db.batch<T>(statements);
      for (const result of results) add(result);
      return results;
    },
  };
}
