import type { StaffMember, StaffRole } from '@/contract/staff';

// The shop's staff rows: accounts of the shop whose role is admin or delivery
// and that are not deleted. Every change is one guarded statement, so two
// admins acting at once can never leave the shop without an admin, and a
// change that ends someone's access bumps token_version: every token they
// hold stops at their next request.

const COLUMNS = 'id, name, email, mobile, role, created_at';
const LIVE_STAFF = `role IN ('admin', 'delivery') AND deleted_at IS NULL`;
/** True while another live admin than ?id stays: the guard against removing the last one. */
const ANOTHER_ADMIN = `EXISTS (SELECT 1 FROM customers o WHERE o.distributor_id = customers.distributor_id
  AND o.id != customers.id AND o.role = 'admin' AND o.deleted_at IS NULL)`;

export async function listStaff(db: D1Database, distributorId: number): Promise<StaffMember[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM customers WHERE distributor_id = ? AND ${LIVE_STAFF} ORDER BY role, name COLLATE NOCASE, id`)
    .bind(distributorId)
    .all<StaffMember>();
  return results;
}

export async function getStaffMember(db: D1Database, distributorId: number, id: number): Promise<StaffMember | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM customers WHERE distributor_id = ? AND id = ? AND ${LIVE_STAFF}`).bind(distributorId, id).first<StaffMember>();
}

export interface NewStaff {
  name: string;
  email: string;
  mobile: string;
  passwordHash: string;
  role: StaffRole;
}

/** Inserts a staff account; null when the e-mail is already an account of the shop. */
export async function insertStaff(db: D1Database, distributorId: number, s: NewStaff): Promise<StaffMember | null> {
  try {
    // Batches, so a shop event's audit row can join them (events/request-events.ts).
    const [inserted] = await db.batch<StaffMember>([
      db
        .prepare(`INSERT INTO customers (distributor_id, name, email, mobile, password_hash, role) VALUES (?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`)
        .bind(distributorId, s.name, s.email, s.mobile, s.passwordHash, s.role),
    ]);
    return inserted?.results[0] ?? null;
  } catch (err) {
    if (err instanceof Error && /UNIQUE constraint failed/i.test(err.message)) return null;
    throw err;
  }
}

/**
 * A new role for a staff member other than the caller. Demoting an admin
 * needs another admin to stay; any change ends the member's sessions, so
 * they log in again under their new role. False when nothing changed.
 */
export async function setStaffRole(db: D1Database, distributorId: number, id: number, callerId: number, role: StaffRole): Promise<boolean> {
  const [result] = await db.batch([
    db
      .prepare(
        `UPDATE customers SET role = ?1, token_version = token_version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE distributor_id = ?2 AND id = ?3 AND id != ?4 AND ${LIVE_STAFF} AND role != ?1
           AND (role != 'admin' OR ${ANOTHER_ADMIN})`,
      )
      .bind(role, distributorId, id, callerId),
  ]);
  return (result?.meta.changes ?? 0) > 0;
}

/** Ends a staff member's access (soft delete, sessions ended); never the caller's own, never the last admin. */
export async function removeStaff(db: D1Database, distributorId: number, id: number, callerId: number): Promise<boolean> {
  const [result] = await db.batch([
    db
      .prepare(
        `UPDATE customers SET deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), token_version = token_version + 1,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE distributor_id = ?1 AND id = ?2 AND id != ?3 AND ${LIVE_STAFF} AND (role != 'admin' OR ${ANOTHER_ADMIN})`,
      )
      .bind(distributorId, id, callerId),
  ]);
  return (result?.meta.changes ?? 0) > 0;
}
