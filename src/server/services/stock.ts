import type { StockAdjustment } from '@/contract/stock.input';
import type { StockHistory, StockMovement } from '@/contract/stock';
import { adjustStock, stockHistoryPage } from '../data/stock-movements';
import { conflict, notFound } from '../domain-error';
import { WORDS } from '@/lib/words';
import type { RequestEvents } from '../events/request-events';
import type { ShopEvent } from '../events/shop-events';

// A product's stock changed by an operator (received, damaged, a correction)
// and its history. The change and its history row are one guarded batch
// (data/stock-movements.ts): the stock never goes below 0.


export async function adjustProductStock(
  db: D1Database,
  events: RequestEvents,
  distributorId: number,
  productId: number,
  actorId: number,
  input: StockAdjustment,
): Promise<StockMovement> {
  const event: ShopEvent = {
    type: 'product.stock',
    target: { kind: 'product', ref: productId },
    products: [productId],
    detail: { reason: input.reason, change: input.change, note: input.note },
  };
  const outcome = await adjustStock(events.database(db, event), distributorId, productId, { actorId, reason: input.reason, change: input.change, note: input.note || null });
  if (outcome.kind === 'missing') throw notFound(WORDS.consoleDay.stock.productMissing);
  if (outcome.kind === 'short') throw conflict(WORDS.consoleDay.stock.belowZero(outcome.stock));
  return outcome.movement;
}

export async function stockHistoryOf(db: D1Database, distributorId: number, productId: number, page: { page: number; limit: number }): Promise<StockHistory> {
  const history = await stockHistoryPage(db, distributorId, productId, { limit: page.limit, offset: (page.page - 1) * page.limit });
  if (!history) throw notFound(WORDS.consoleDay.stock.productMissing);
  return history;
}
