import type { ShopRider } from '@/contract/console';

// The shop's delivery people an admin may hand an order to (deleted ones left out).

export async function ridersOf(db: D1Database, distributorId: number): Promise<ShopRider[]> {
  const { results } = await db
    .prepare(`SELECT id, name, mobile FROM customers WHERE distributor_id = ? AND role = 'delivery' AND deleted_at IS NULL ORDER BY name, id`)
    .bind(distributorId)
    .all<ShopRider>();
  return results;
}
