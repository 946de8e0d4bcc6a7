import { auditRowStatements, type Operator } from '../activity/audit-row';
import type { ShopEvent } from './shop-events';

// The shop events of one request. A service runs a write's statements
// through batch() naming its event: the batch carries the event's audit row
// (an operator's write), and once it has committed the event is recorded
// for the subscriber that follows the answer (follow-shop-events.ts).
// Nothing reads the SQL: the service says which write is which event.

export class RequestEvents {
  readonly recorded: ShopEvent[] = [];
  private readonly audited = new WeakSet<ShopEvent>();

  constructor(
    readonly shop: number,
    /** The operator writing, or null (a shopper, a public route): only operators' writes are audited. */
    readonly operator: Operator | null,
  ) {}

  /**
   * Runs `statements` as one batch with `event`'s audit row and answers their
   * own results. A write that changes nothing records no row; the event's
   * row is written once however many batches the write takes.
   */
  async batch(db: D1Database, event: ShopEvent, statements: D1PreparedStatement[]): Promise<D1Result[]> {
    if (!this.operator || this.audited.has(event)) return this.committed(event, await db.batch(statements));
    const { before, after } = auditRowStatements(db, this.shop, this.operator, event);
    const results = await db.batch([before, ...statements, ...after]);
    if (results[results.length - 2]?.meta.changes) this.audited.add(event);
    return this.committed(event, results.slice(1, 1 + statements.length));
  }

  /** Records the event of a write that is not audited (a shopper's), once that write has succeeded. */
  record(event: ShopEvent): void {
    this.committed(event, null);
  }

  /** A database whose batches carry `event` (for a data function that runs its own batch). */
  database(db: D1Database, event: ShopEvent): D1Database {
    return {
      prepare: (sql) => db.prepare(sql),
      batch: (statements) => this.batch(db, event, statements) as Promise<D1Result<never>[]>,
      exec: (sql) => db.exec(sql),
      withSession: (constraint) => db.withSession(constraint),
      dump: () => db.dump(),
    };
  }

  private committed<T>(event: ShopEvent, results: T): T {
    if (!this.recorded.includes(event)) this.recorded.push(event);
    return results;
  }
}
