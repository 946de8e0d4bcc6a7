import { lineStock } from '@/lib/checkout-cart';
import { DomainError } from '../domain-error';
import { WORDS } from '@/lib/words';

// An order the stock cannot cover answers 409 OUT_OF_STOCK and names the
// products: the message (the over-sell sentence, then "Name: 2 left") and a
// `products` list a client can act on.

export interface ShortProduct {
  product_id: number;
  product_name: string;
  available: number;
}

export class StockShortage extends DomainError {
  constructor(readonly products: ShortProduct[]) {
    super('OUT_OF_STOCK', WORDS.stock.notEnoughFor(products), { details: { products } });
  }
}

interface StockLine {
  product_id: number;
  product_name: string;
  quantity: number;
  total_stock: number;
}

/** The lines whose quantity is above the stock left. */
export function shortLines(lines: StockLine[]): ShortProduct[] {
  return lines
    .filter((l) => lineStock(l).kind !== 'ok')
    .map((l) => ({ product_id: l.product_id, product_name: l.product_name, available: Math.max(0, l.total_stock) }));
}

/** After the batch hit the stock guard: which of the lines are short now. */
export async function currentShortage(db: D1Database, distributorId: number, lines: StockLine[]): Promise<ShortProduct[]> {
  const { results } = await db
    .prepare(`SELECT id, total_stock FROM products WHERE distributor_id = ? AND id IN (SELECT value FROM json_each(?))`)
    .bind(distributorId, JSON.stringify(lines.map((l) => l.product_id)))
    .all<{ id: number; total_stock: number }>();
  const stock = new Map(results.map((r) => [r.id, r.total_stock]));
  return shortLines(lines.map((l) => ({ ...l, total_stock: stock.get(l.product_id) ?? 0 })));
}
