import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../types';
import { actionKey, type ActionSpec } from './actions';
import type { ActivityRow } from './activity-statements';
import { auditedDatabase } from './audited-database';
import { snapshotOf } from './snapshots';

// Every request that may write gets a database handle that records an
// operator's writes in the audit log (audited-database.ts). Who, what and
// which thing are read from the request when it first writes: by then the
// route's guard has named the caller and the route has read its body.

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const OPERATORS = new Set(['admin', 'delivery']);
const MAX_DETAIL = 200;

/** The path parameter naming the target, if any. */
function targetRef(spec: ActionSpec | undefined, c: Context<AppEnv>): string | null {
  const params = c.req.param() as Record<string, string>;
  return (spec?.param ? params[spec.param] : Object.values(params)[0]) ?? null;
}

function targetSql(spec: ActionSpec | undefined, c: Context<AppEnv>, distributorId: number): ActivityRow['target'] {
  if (spec?.newest) return { sql: `SELECT max(id) FROM ${spec.newest} WHERE distributor_id = ?`, binds: [distributorId] };
  const raw = targetRef(spec, c);
  if (raw === null) return { sql: 'NULL', binds: [] };
  // An order is named by its public id, whichever of its ids the path used.
  if (spec?.kind === 'order') {
    return { sql: 'COALESCE((SELECT order_id FROM orders WHERE distributor_id = ? AND (order_id = ? OR id = ?)), ?)', binds: [distributorId, raw, /^\d+$/.test(raw) ? Number(raw) : -1, raw] };
  }
  return { sql: '?', binds: [raw] };
}

async function detailOf(spec: ActionSpec | undefined, c: Context<AppEnv>): Promise<Record<string, string>> {
  const detail: Record<string, string> = {};
  if (!spec?.fields?.length) return detail;
  const params = c.req.param() as Record<string, string>;
  let body: Record<string, unknown> = {};
  if ((c.req.header('content-type') ?? '').includes('json')) {
    try {
      // Hono keeps the body the route read, so reading it again costs nothing.
      const parsed: unknown = JSON.parse(await c.req.text());
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
    } catch {
      // A body the route could not read either: nothing to keep.
    }
  }
  for (const field of spec.fields) {
    const value = body[field] ?? params[field];
    if (value !== undefined && value !== null && typeof value !== 'object') detail[field] = String(value).slice(0, MAX_DETAIL);
  }
  return detail;
}

export const recordOperatorWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (READS.has(c.req.method)) return next();
  const db = auditedDatabase(c.var.db, async () => {
    const user = c.get('user') as AppEnv['Variables']['user'] | undefined;
    if (!user || !OPERATORS.has(user.role)) return null;
    // The route's declared action (set by http/register-routes.ts before its handler ran).
    const declared = c.get('audit');
    // A route on shop events: its service writes the row in the write's batch (events/request-events.ts).
    if (typeof declared === 'string') return null;
    const spec = declared;
    const distributorId = c.var.distributor.id;
    return {
      distributorId,
      actorId: user.id,
      actorRole: user.role,
      action: spec?.action ?? actionKey(c.req.method, routePath(c)),
      targetKind: spec?.kind ?? 'shop',
      target: targetSql(spec, c, distributorId),
      detail: { ...(await detailOf(spec, c)), ...c.get('activityDetail') },
      snapshot: spec && !spec.newest ? snapshotOf(spec.kind, distributorId, targetRef(spec, c)) : null,
    };
  });
  c.set('db', db);
  await next();
};
