import type { CouponWrite } from '@/contract/coupons-admin.input';
import { toPaise } from '@/lib/pricing';
import { COUPON_COLUMNS, type CouponRow } from './coupons';

// Operator writes to coupons. Codes are stored upper-case and are unique per
// distributor ignoring case (the column is NOCASE, with a UNIQUE index).
// A flat coupon's value stays in rupees in the `value` column, as the
// discount computation reads it; the cap and the minimum are paise.

export type CouponWriteOutcome = { ok: true; id: number } | { ok: false; reason: 'duplicate' | 'missing' };

export function findCoupon(db: D1Database, distributorId: number, id: number): Promise<CouponRow | null> {
  return db.prepare(`SELECT ${COUPON_COLUMNS} FROM coupons WHERE id = ? AND distributor_id = ?`).bind(id, distributorId).first<CouponRow>();
}

/** Contract field -> column value, for the fields given. */
function assignments(input: CouponWrite): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  if (input.code !== undefined) out.push(['code', input.code]);
  if (input.kind !== undefined) out.push(['kind', input.kind]);
  if (input.value !== undefined) out.push(['value', input.value]);
  if (input.max_discount !== undefined) out.push(['max_discount_paise', input.max_discount === null ? null : toPaise(input.max_discount)]);
  if (input.min_order_amount !== undefined) out.push(['min_order_paise', toPaise(input.min_order_amount)]);
  if (input.valid_from !== undefined) out.push(['valid_from', input.valid_from]);
  if (input.valid_to !== undefined) out.push(['valid_to', input.valid_to]);
  if (input.per_customer_limit !== undefined) out.push(['per_customer_limit', input.per_customer_limit]);
  if (input.description !== undefined) out.push(['description', input.description]);
  if (input.active !== undefined) out.push(['active', input.active ? 1 : 0]);
  return out;
}

const isDuplicate = (err: unknown) => err instanceof Error && /UNIQUE constraint failed/i.test(err.message);

export async function insertCoupon(db: D1Database, distributorId: number, input: CouponWrite): Promise<CouponWriteOutcome> {
  const set = assignments(input);
  const columns = ['distributor_id', ...set.map(([c]) => c)];
  try {
    // A batch of one, so a write that records its event carries the audit row in it.
    const [inserted] = await db.batch<{ id: number }>([
      db.prepare(`INSERT INTO coupons (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) RETURNING id`).bind(distributorId, ...set.map(([, v]) => v)),
    ]);
    return { ok: true, id: inserted!.results[0]!.id };
  } catch (err) {
    // The unique index decides, so two operators adding the same code at once cannot both win.
    if (isDuplicate(err)) return { ok: false, reason: 'duplicate' };
    throw err;
  }
}

export async function updateCoupon(db: D1Database, distributorId: number, id: number, input: CouponWrite): Promise<CouponWriteOutcome> {
  const set = assignments(input);
  try {
    const [result] = await db.batch([
      db.prepare(`UPDATE coupons SET ${set.map(([c]) => `${c} = ?`).join(', ')} WHERE id = ? AND distributor_id = ?`).bind(...set.map(([, v]) => v), id, distributorId),
    ]);
    return result!.meta.changes > 0 ? { ok: true, id } : { ok: false, reason: 'missing' };
  } catch (err) {
    if (isDuplicate(err)) return { ok: false, reason: 'duplicate' };
    throw err;
  }
}
