import type { ConsoleProduct } from '@/contract/console';
import { toRupees } from '@/lib/pricing';
import { namesInShop } from './product-text';
import { ftsWords, trigramSearchable } from './trigram-match';

// The console's product list: every product of the shop, withdrawn ones
// included (so they can be put back), newest first, by name or category.
// A name search of 3 letters or more uses the shop's trigram index of names in
// every language (an admin may type the Hindi name), its words in any order;
// shorter ones read the English names.

interface Row extends Omit<ConsoleProduct, 'product_price' | 'on_sale'> {
  price_paise: number;
  withdrawn_at: string | null;
}

const COLUMNS = 'p.id, p.product_name, p.price_paise, p.discount, p.total_stock, p.stock_minimum_level, p.category_id, p.image, p.withdrawn_at';

export async function consoleProductsPage(
  db: D1Database,
  distributorId: number,
  query: { q?: string; categoryId?: number; limit: number; offset: number },
): Promise<{ products: ConsoleProduct[]; total: number }> {
  const where = ['p.distributor_id = ?'];
  const binds: unknown[] = [distributorId];
  let from = 'products p';
  if (query.categoryId !== undefined) {
    where.push('p.category_id = ?');
    binds.push(query.categoryId);
  }
  const q = query.q?.trim().toLowerCase();
  if (q && trigramSearchable(q)) {
    const names = namesInShop(distributorId, ftsWords(q));
    from = names.from;
    where.push(names.where);
    binds.push(...names.binds);
  } else if (q) {
    where.push('instr(lower(p.product_name), ?) > 0');
    binds.push(q);
  }
  const whereSql = where.join(' AND ');
  const [list, count] = await db.batch([
    db.prepare(`SELECT ${COLUMNS} FROM ${from} WHERE ${whereSql} ORDER BY p.created_at DESC, p.id DESC LIMIT ? OFFSET ?`).bind(...binds, query.limit, query.offset),
    db.prepare(`SELECT COUNT(*) AS n FROM ${from} WHERE ${whereSql}`).bind(...binds),
  ]);
  const rows = (list?.results ?? []) as unknown as Row[];
  return {
    products: rows.map(({ price_paise, withdrawn_at, ...rest }) => ({ ...rest, product_price: toRupees(price_paise), on_sale: withdrawn_at === null })),
    total: Number((count?.results[0] as { n?: number } | undefined)?.n ?? 0),
  };
}

/** Puts a withdrawn product back on sale; false when it is not this shop's or is on sale already. */
export async function restoreProduct(db: D1Database, distributorId: number, id: number): Promise<boolean> {
  const [result] = await db.batch([
    db
      .prepare(
        `UPDATE products SET withdrawn_at = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ? AND distributor_id = ? AND withdrawn_at IS NOT NULL`,
      )
      .bind(id, distributorId),
  ]);
  return (result?.meta.changes ?? 0) > 0;
}
