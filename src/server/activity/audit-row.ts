import type { ShopEvent } from '../events/shop-events';
import { activityStatements } from './activity-statements';
import { snapshotOf } from './snapshots';

// The audit log's row of an operator's write, as statements for the write's
// own batch (events/request-events.ts puts them around the write's statements):
//   1. before: notes the database's change count (total_changes()) and the
//      target's fields as the batch begins,
//   2. after the write's statements: inserts the row only when they changed
//      something (a write stopped by its guards records nothing), with the
//      fields as they are now: before → after (snapshots.ts); then removes the note.
// So the change and its row commit together or not at all.

/** Who wrote: an admin or a rider (the log keeps operators' writes only). */
export interface Operator {
  id: number;
  role: 'admin' | 'delivery';
}

const MAX_DETAIL = 200;

function detailOf(event: ShopEvent): Record<string, string> {
  const detail: Record<string, string> = {};
  for (const [key, value] of Object.entries(event.detail ?? {})) if (value !== undefined) detail[key] = String(value).slice(0, MAX_DETAIL);
  return detail;
}

function targetOf(event: ShopEvent, shop: number): { sql: string; binds: unknown[]; ref: string | null } {
  const t = event.target;
  if ('newest' in t) return { sql: `SELECT max(id) FROM ${t.newest} WHERE distributor_id = ?`, binds: [shop], ref: null };
  const ref = t.ref === null ? null : String(t.ref);
  return { sql: '?', binds: [ref], ref };
}

/** The statements that go before and after a write's own, recording `event` by `operator`. */
export function auditRowStatements(db: D1Database, shop: number, operator: Operator, event: ShopEvent) {
  const target = targetOf(event, shop);
  return activityStatements(db, {
    distributorId: shop,
    actorId: operator.id,
    actorRole: operator.role,
    action: event.type,
    targetKind: event.target.kind,
    target,
    detail: detailOf(event),
    snapshot: 'newest' in event.target ? null : snapshotOf(event.target.kind, shop, target.ref),
  });
}
