import type { PincodeRange } from '@/lib/india/pincode';

// A distributor's delivery areas: one row per pincode range, the rows of one
// area sharing its position.

export interface AreaRow {
  pincode_from: number;
  pincode_to: number;
  charge_paise: number;
  cod: number;
  days_min: number;
  days_max: number;
  position: number;
}

export async function areasOf(db: D1Database, distributorId: number): Promise<AreaRow[]> {
  const { results } = await db
    .prepare('SELECT pincode_from, pincode_to, charge_paise, cod, days_min, days_max, position FROM delivery_areas WHERE distributor_id = ? ORDER BY position, id')
    .bind(distributorId)
    .all<AreaRow>();
  return results;
}

/** The first area (by position) holding the pincode, or null. */
export function areaFor(db: D1Database, distributorId: number, pincode: number): Promise<AreaRow | null> {
  return areaStatement(db, distributorId, pincode).first<AreaRow>();
}

export function areaStatement(db: D1Database, distributorId: number, pincode: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT pincode_from, pincode_to, charge_paise, cod, days_min, days_max, position FROM delivery_areas
       WHERE distributor_id = ? AND pincode_from <= ? AND pincode_to >= ? ORDER BY position, id LIMIT 1`,
    )
    .bind(distributorId, pincode, pincode);
}

export interface AreaWrite {
  ranges: PincodeRange[];
  chargePaise: number;
  cod: boolean;
  daysMin: number;
  daysMax: number;
}

/** Replaces the whole list in one batch (all or nothing). */
export async function replaceAreas(db: D1Database, distributorId: number, areas: AreaWrite[]): Promise<void> {
  const insert = db.prepare(
    'INSERT INTO delivery_areas (distributor_id, pincode_from, pincode_to, charge_paise, cod, days_min, days_max, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  await db.batch([
    db.prepare('DELETE FROM delivery_areas WHERE distributor_id = ?').bind(distributorId),
    ...areas.flatMap((a, position) =>
      a.ranges.map((r) => insert.bind(distributorId, r.from, r.to, a.chargePaise, a.cod ? 1 : 0, a.daysMin, a.daysMax, position)),
    ),
  ]);
}
