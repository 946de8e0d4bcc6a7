// Rows read by their keys, for a page whose ids a walk of an index found:
// the ids go in as a VALUES list, which SQLite reads as it produces it (not
// a table of its own, read again), so each row costs one lookup by key.

/** Ids per statement: D1 binds at most 100 values to one. */
const IDS_PER_STATEMENT = 90;

/**
 * The rows of these ids, in the order given (an id without a row is left
 * out). `prepare` gets a table expression `wanted(key)` of the ids, as SQL,
 * and the ids it binds first.
 */
export async function rowsByIds<T extends { id: number }>(
  db: D1Database,
  ids: number[],
  prepare: (wanted: string, ids: number[]) => D1PreparedStatement,
): Promise<T[]> {
  if (!ids.length) return [];
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) chunks.push(ids.slice(i, i + IDS_PER_STATEMENT));
  const results = await db.batch(chunks.map((chunk) => prepare(`wanted(key) AS (VALUES ${chunk.map(() => '(?)').join(', ')})`, chunk)));
  const byId = new Map(results.flatMap((r) => (r.results as T[]).map((row) => [row.id, row] as const)));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
