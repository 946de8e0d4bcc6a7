import type { ConsoleProductsPage } from '@/contract/console';
import { consoleProductsPage, restoreProduct } from '../data/console-products';
import type { RequestEvents } from '../events/request-events';
import type { ShopEvent } from '../events/shop-events';
import { notFound } from '../domain-error';
import { WORDS } from '@/lib/words';

// The console's product use cases beyond the catalogue routes: the list with
// withdrawn products, and putting a withdrawn product back on sale.

export async function productsForConsole(
  db: D1Database,
  distributorId: number,
  query: { q?: string; categoryId?: number; page: number; limit: number },
): Promise<ConsoleProductsPage> {
  return consoleProductsPage(db, distributorId, { q: query.q, categoryId: query.categoryId, limit: query.limit, offset: (query.page - 1) * query.limit });
}

export async function putBackOnSale(db: D1Database, events: RequestEvents, distributorId: number, id: number): Promise<void> {
  const event: ShopEvent = { type: 'product.restore', target: { kind: 'product', ref: id }, products: [id] };
  if (!(await restoreProduct(events.database(db, event), distributorId, id))) throw notFound(WORDS.console.products.notWithdrawn);
}
