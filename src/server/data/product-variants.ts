import type { ProductVariant } from '@/contract/catalogue';
import type { ConsolePackSize } from '@/contract/pack-sizes';
import { toRupees } from '@/lib/pricing';
import { productNames, type ProductNames } from '@/contract/translation-fields';
import { productNamesSql } from './translations';

// Pack-size groups: products of one shop that are sizes of one another. A
// group is a row of variant_groups; its members point at it. The database
// itself refuses a member of another shop's group, or a move straight from one
// group to another (the triggers of migration 0045), so a racing write fails
// whole instead of mixing two groups.

interface VariantRow extends ProductNames {
  id: number;
  product_name: string;
  pack_size: string;
  price_paise: number;
  discount: number;
  total_stock: number;
}

const VARIANT_COLUMNS = `p.id, p.product_name, ${productNamesSql()}, p.pack_size, p.price_paise, p.discount, p.total_stock`;
const ORDER = 'p.price_paise * (100 - p.discount) ASC, p.id ASC';

const toVariant = ({ price_paise, ...rest }: VariantRow): ProductVariant => ({
  ...rest,
  ...productNames(rest),
  product_price: toRupees(price_paise),
});

/** The sizes on sale of a product's group, itself included, cheapest first; empty when it is in none. */
export async function variantsOnSale(db: D1Database, distributorId: number, productId: number): Promise<ProductVariant[]> {
  const { results } = await db
    .prepare(
      // The group's own index finds its few sizes: the unary + keeps the planner from walking
      // every product of the shop by a shop-keyed index instead (tests/api/query-plans.test.ts).
      `SELECT ${VARIANT_COLUMNS} FROM products_on_sale p
       WHERE +p.distributor_id = ?1
         AND p.variant_group_id = (SELECT variant_group_id FROM products WHERE id = ?2 AND distributor_id = ?1)
       ORDER BY ${ORDER}`,
    )
    .bind(distributorId, productId)
    .all<VariantRow>();
  return results.map(toVariant);
}

/** Every member of a group, withdrawn ones too (the console shows and can remove them). */
export async function groupMembers(db: D1Database, distributorId: number, groupId: number): Promise<ConsolePackSize[]> {
  const { results } = await db
    .prepare(`SELECT ${VARIANT_COLUMNS}, p.withdrawn_at FROM products p WHERE p.distributor_id = ? AND p.variant_group_id = ? ORDER BY ${ORDER}`)
    .bind(distributorId, groupId)
    .all<VariantRow & { withdrawn_at: string | null }>();
  return results.map(({ withdrawn_at, ...row }) => ({ ...toVariant(row), on_sale: withdrawn_at === null }));
}

export interface GroupedProduct {
  id: number;
  product_name: string;
  variant_group_id: number | null;
}

/** The named products of this shop (another shop's ids simply do not come back). */
export async function productsOfShop(db: D1Database, distributorId: number, ids: number[]): Promise<GroupedProduct[]> {
  if (!ids.length) return [];
  const { results } = await db
    .prepare(`SELECT id, product_name, variant_group_id FROM products WHERE distributor_id = ? AND id IN (${ids.map(() => '?').join(', ')})`)
    .bind(distributorId, ...ids)
    .all<GroupedProduct>();
  return results;
}

/** Ids of a group's members. */
export async function memberIds(db: D1Database, distributorId: number, groupId: number): Promise<number[]> {
  const { results } = await db.prepare('SELECT id FROM products WHERE distributor_id = ? AND variant_group_id = ?').bind(distributorId, groupId).all<{ id: number }>();
  return results.map((r) => r.id);
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** A group as SQL: an existing one by id, or the one this batch has just created (a batch is one transaction). */
type GroupRef = number | 'new';
const groupSql = (distributorId: number, group: GroupRef): { sql: string; binds: unknown[] } =>
  group === 'new' ? { sql: '(SELECT max(id) FROM variant_groups WHERE distributor_id = ?)', binds: [distributorId] } : { sql: '?', binds: [group] };

/**
 * After members left: a group of one is no group (its last member leaves it),
 * and an empty group row goes.
 */
function tidy(db: D1Database, distributorId: number, group: GroupRef): D1PreparedStatement[] {
  const g = groupSql(distributorId, group);
  return [
    db
      .prepare(
        `UPDATE products SET variant_group_id = NULL, updated_at = ${NOW}
         WHERE distributor_id = ? AND variant_group_id = ${g.sql} AND (SELECT COUNT(*) FROM products WHERE variant_group_id = ${g.sql}) < 2`,
      )
      .bind(distributorId, ...g.binds, ...g.binds),
    db
      .prepare(`DELETE FROM variant_groups WHERE distributor_id = ? AND id = ${g.sql} AND NOT EXISTS (SELECT 1 FROM products WHERE variant_group_id = ${g.sql})`)
      .bind(distributorId, ...g.binds, ...g.binds),
  ];
}

/**
 * Makes the group ('new': a group created here) hold exactly these members
 * with these labels, in one batch: the listed products join (or stay) with
 * their label, the group's others leave.
 */
export async function writeGroup(db: D1Database, distributorId: number, group: GroupRef, members: { product_id: number; pack_size: string }[]): Promise<void> {
  const ids = members.map((m) => m.product_id);
  const g = groupSql(distributorId, group);
  await db.batch([
    ...(group === 'new' ? [db.prepare('INSERT INTO variant_groups (distributor_id) VALUES (?)').bind(distributorId)] : []),
    db
      .prepare(
        `UPDATE products SET variant_group_id = NULL, updated_at = ${NOW}
         WHERE distributor_id = ? AND variant_group_id = ${g.sql} AND id NOT IN (${ids.map(() => '?').join(', ')})`,
      )
      .bind(distributorId, ...g.binds, ...ids),
    ...members.map((m) =>
      db
        .prepare(`UPDATE products SET variant_group_id = ${g.sql}, pack_size = ?, updated_at = ${NOW} WHERE id = ? AND distributor_id = ?`)
        .bind(...g.binds, m.pack_size, m.product_id, distributorId),
    ),
    ...tidy(db, distributorId, group),
  ]);
}

/** Takes one product out of its group (and ends a group left with one member). */
export async function leaveGroup(db: D1Database, distributorId: number, groupId: number, productId: number): Promise<void> {
  await db.batch([
    db
      .prepare(`UPDATE products SET variant_group_id = NULL, updated_at = ${NOW} WHERE id = ? AND distributor_id = ? AND variant_group_id = ?`)
      .bind(productId, distributorId, groupId),
    ...tidy(db, distributorId, groupId),
  ]);
}
