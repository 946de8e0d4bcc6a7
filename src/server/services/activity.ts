import type { ActivityKind, ActivityPage } from '@/contract/activity';
import { activityPage } from '../data/activity';
import { listStaff } from '../data/staff';
import { findOrder, type OrderRef } from '../data/orders';
import { notFound } from '../domain-error';
import { WORDS } from '@/lib/words';

// The console's audit log: the shop's operator writes newest first, or one
// order's (named by either of its ids; it is kept under its public id),
// narrowed to a kind of thing and to one person when asked.

export async function activityOf(
  db: D1Database,
  distributorId: number,
  query: { order?: OrderRef; product?: number; kind?: ActivityKind; actor?: number; page: number; limit: number },
): Promise<ActivityPage> {
  let target: { kind: string; ref: string } | undefined;
  if (query.order) {
    const loaded = await findOrder(db, distributorId, query.order);
    if (!loaded) throw notFound(WORDS.apiAnswers.notFound.order);
    target = { kind: 'order', ref: loaded.order.order_id };
  } else if (query.product !== undefined) {
    target = { kind: 'product', ref: String(query.product) };
  }
  const [page, staff] = await Promise.all([
    activityPage(db, distributorId, { target, kind: query.kind, actor: query.actor, limit: query.limit, offset: (query.page - 1) * query.limit }),
    listStaff(db, distributorId),
  ]);
  // The Person filter offers the shop's staff (a removed member's entries stay, reachable by their id in the address).
  return { ...page, people: staff.map(({ id, name, role }) => ({ id, name, role })) };
}
