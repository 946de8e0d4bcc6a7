import { CUSTOMERS_MATCHING, inShopBinds } from './shop-text';
import { rowsByIds } from './rows-by-ids';
import { ftsWords, trigramSearchable } from './trigram-match';

// Customer rows of one distributor. Every query names the distributor, and no
// function here ever returns password_hash except `findLoginAccount`, whose
// caller (login) only compares it.

export interface CustomerRow {
  id: number;
  name: string;
  email: string;
  mobile: string;
  address: string;
  /** The address's structured part (null for accounts that never gave it). */
  pincode: string | null;
  city: string | null;
  state_code: string | null;
  role: 'customer' | 'admin' | 'delivery';
  token_version: number;
  deleted_at: string | null;
  created_at: string;
}

export interface LoginAccount extends CustomerRow {
  password_hash: string;
}

const PUBLIC_COLUMNS = 'id, name, email, mobile, address, pincode, city, state_code, role, token_version, deleted_at, created_at';

/** The address's pincode, city and state, only those given (older answers stay as they were). */
function structuredPart(p: { pincode?: string | null; city?: string | null; state?: string | null }) {
  return { ...(p.pincode ? { pincode: p.pincode } : {}), ...(p.city ? { city: p.city } : {}), ...(p.state ? { state: p.state } : {}) };
}

/** The API contract's user profile shape, plus the id and the address's structured part when given. */
export function toProfile(row: CustomerRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    address: row.address,
    ...structuredPart({ pincode: row.pincode, city: row.city, state: row.state_code }),
    createdAt: row.created_at,
  };
}

export function toSessionUser(row: Pick<CustomerRow, 'id' | 'name' | 'email'>) {
  return { id: row.id, name: row.name, email: row.email };
}

export async function findLoginAccount(db: D1Database, distributorId: number, email: string): Promise<LoginAccount | null> {
  return db
    .prepare(`SELECT ${PUBLIC_COLUMNS}, password_hash FROM customers WHERE distributor_id = ? AND email = ?`)
    .bind(distributorId, email)
    .first<LoginAccount>();
}

export async function getCustomer(db: D1Database, distributorId: number, id: number): Promise<CustomerRow | null> {
  return db
    .prepare(`SELECT ${PUBLIC_COLUMNS} FROM customers WHERE distributor_id = ? AND id = ?`)
    .bind(distributorId, id)
    .first<CustomerRow>();
}

export async function emailTaken(db: D1Database, distributorId: number, email: string, exceptId = 0): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS taken FROM customers WHERE distributor_id = ? AND email = ? AND id != ?')
    .bind(distributorId, email, exceptId)
    .first<{ taken: number }>();
  return row !== null;
}

export interface NewCustomer {
  name: string;
  email: string;
  mobile: string;
  passwordHash: string;
}

/** Inserts a customer; null when the e-mail is already taken in this distributor. */
export async function insertCustomer(db: D1Database, distributorId: number, c: NewCustomer): Promise<CustomerRow | null> {
  try {
    return await db
      .prepare(
        `INSERT INTO customers (distributor_id, name, email, mobile, password_hash, role)
         VALUES (?, ?, ?, ?, ?, 'customer') RETURNING ${PUBLIC_COLUMNS}`,
      )
      .bind(distributorId, c.name, c.email, c.mobile, c.passwordHash)
      .first<CustomerRow>();
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof Error && /UNIQUE constraint failed/i.test(err.message);
}

export interface CustomerListQuery {
  limit: number;
  offset: number;
  /** Text found in the name, e-mail or mobile (any case). */
  text?: string;
}

/**
 * Matching accounts counted past the page asked for, at most: a common name
 * matches thousands of a big shop's customers, and counting them all read
 * every one for each page. Beyond this the pager says "more than".
 */
const COUNT_AHEAD = 100;

function toListed(row: CustomerRow) {
  return { ...toProfile(row), role: row.role, deleted: row.deleted_at !== null, deletedAt: row.deleted_at };
}

/** These accounts of the shop, in the order given: one lookup by key each. */
const accountsByIds = (db: D1Database, distributorId: number, ids: number[]) =>
  rowsByIds<CustomerRow>(db, ids, (wanted, chunk) =>
    db
      .prepare(`WITH ${wanted} SELECT ${PUBLIC_COLUMNS} FROM wanted CROSS JOIN customers ON customers.id = wanted.key WHERE customers.distributor_id = ?`)
      .bind(...chunk, distributorId),
  );

/**
 * Every account of the distributor (operators' customer list), newest first;
 * those matching `text` when given, counted up to COUNT_AHEAD past the page
 * (`more` when there are more).
 */
export async function listCustomers(db: D1Database, distributorId: number, q: CustomerListQuery) {
  if (q.text && trigramSearchable(q.text)) {
    // One walk of the shop's matches in the index's order, newest first, stopped COUNT_AHEAD past the
    // page: it gives both the page's ids and the count, and only the page's accounts are read.
    const counted = q.offset + q.limit + COUNT_AHEAD;
    const { results: matched } = await db
      .prepare(`${CUSTOMERS_MATCHING} ORDER BY rowid DESC LIMIT ?`)
      .bind(...inShopBinds(ftsWords(q.text), distributorId), counted + 1)
      .all<{ id: number }>();
    const rows = await accountsByIds(db, distributorId, matched.slice(q.offset, q.offset + q.limit).map((m) => m.id));
    return { customers: rows.map(toListed), total: Math.min(matched.length, counted), more: matched.length > counted };
  }
  let search = '';
  const binds: unknown[] = [distributorId];
  if (q.text) {
    search = ' AND (instr(lower(name), lower(?)) > 0 OR instr(lower(email), lower(?)) > 0 OR instr(mobile, ?) > 0)';
    binds.push(q.text, q.text, q.text);
  }
  const [rows, total] = await db.batch([
    db
      .prepare(`SELECT ${PUBLIC_COLUMNS} FROM customers WHERE distributor_id = ?${search} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .bind(...binds, q.limit, q.offset),
    db.prepare(`SELECT COUNT(*) AS n FROM customers WHERE distributor_id = ?${search}`).bind(...binds),
  ]);
  const customers = ((rows?.results ?? []) as CustomerRow[]).map(toListed);
  return { customers, total: Number((total?.results?.[0] as { n?: number } | undefined)?.n ?? 0), more: false };
}

export interface ProfileChanges {
  name?: string;
  email?: string;
  mobile?: string;
  address?: string;
  pincode?: string | null;
  city?: string | null;
  state?: string | null;
}

const COLUMN_OF = { name: 'name', email: 'email', mobile: 'mobile', address: 'address', pincode: 'pincode', city: 'city', state: 'state_code' } as const;

/**
 * Applies a profile change in one batch: the columns given, and a new address
 * also joins the saved addresses (once). Null when the e-mail is taken.
 */
export async function updateProfile(
  db: D1Database,
  distributorId: number,
  id: number,
  changes: ProfileChanges,
  /** Bump token_version: every token issued before this change stops working. */
  endSessions = false,
): Promise<CustomerRow | null> {
  const columns = (Object.keys(COLUMN_OF) as Array<keyof typeof COLUMN_OF>).filter((k) => changes[k] !== undefined);
  if (!columns.length) return getCustomer(db, distributorId, id);
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `UPDATE customers SET ${columns.map((k) => `${COLUMN_OF[k]} = ?`).join(', ')},${endSessions ? ' token_version = token_version + 1,' : ''}
         ${changes.mobile !== undefined ? 'mobile_verified_at = CASE WHEN mobile = ? THEN mobile_verified_at END,' : ''}
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE distributor_id = ? AND id = ?`,
      )
      // A new number is not proven yet (login by code proves it again; docs/sessions.md).
      .bind(...columns.map((k) => changes[k]), ...(changes.mobile !== undefined ? [changes.mobile] : []), distributorId, id),
  ];
  if (changes.address) {
    statements.push(
      db
        .prepare(
          `INSERT INTO customer_addresses (customer_id, full_address)
           SELECT ?, ? WHERE NOT EXISTS (SELECT 1 FROM customer_addresses WHERE customer_id = ? AND full_address = ?)`,
        )
        .bind(id, changes.address, id, changes.address),
    );
    // The saved address keeps the pincode, city and state given with it.
    if (changes.pincode !== undefined || changes.city !== undefined || changes.state !== undefined) {
      statements.push(
        db
          .prepare(
            `UPDATE customer_addresses SET pincode = COALESCE(?, pincode), city = COALESCE(?, city), state_code = COALESCE(?, state_code)
             WHERE customer_id = ? AND full_address = ?`,
          )
          .bind(changes.pincode ?? null, changes.city ?? null, changes.state ?? null, id, changes.address),
      );
    }
  }
  try {
    await db.batch(statements);
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
  return getCustomer(db, distributorId, id);
}

export interface SavedAddress {
  id: number | string;
  full_address: string;
  pincode?: string;
  city?: string;
  state?: string;
}

const MAX_LISTED_ADDRESSES = 50;

/**
 * Saved addresses, newest first; the profile's current address leads the list
 * (added as id "profile" when it was never saved).
 */
export async function listAddresses(db: D1Database, customer: CustomerRow): Promise<SavedAddress[]> {
  const { results } = await db
    .prepare(
      `SELECT id, full_address, COALESCE(pincode, '') AS pincode, COALESCE(city, '') AS city, COALESCE(state_code, '') AS state
       FROM customer_addresses WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
    )
    .bind(customer.id, MAX_LISTED_ADDRESSES)
    .all<{ id: number; full_address: string; pincode: string; city: string; state: string }>();
  const saved: SavedAddress[] = results.map(({ id, full_address, ...rest }) => ({ id, full_address, ...structuredPart(rest) }));
  const current = customer.address.trim();
  if (!current) return saved;
  const match = saved.find((a) => a.full_address === current);
  const rest = saved.filter((a) => a !== match);
  const profile = { id: 'profile', full_address: current, ...structuredPart({ pincode: customer.pincode, city: customer.city, state: customer.state_code }) };
  return [match ?? profile, ...rest];
}

/** Soft delete (or restore): a deleted account's tokens stop working at once. */
export async function setDeleted(db: D1Database, distributorId: number, id: number, deleted: boolean): Promise<boolean> {
  // A batch, so a shop event's audit row can join it (events/request-events.ts).
  const [result] = await db.batch([
    db
      .prepare(
        deleted
          ? `UPDATE customers SET deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), token_version = token_version + 1,
               updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE distributor_id = ? AND id = ? AND deleted_at IS NULL`
          : `UPDATE customers SET deleted_at = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
               WHERE distributor_id = ? AND id = ? AND deleted_at IS NOT NULL`,
      )
      .bind(distributorId, id),
  ]);
  return (result?.meta.changes ?? 0) > 0;
}
