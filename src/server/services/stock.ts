import type { StockAdjustment } from '@/contract/stock.input';
import type { StockHistory, StockMovement } from '@/contract/stock';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { adjustStock, stockHistoryPage } from '../data/stock-movements';
import { conflict, notFound } from '../domain-error';

// A product's stock changed by an operator (received, damaged, a correction)
// and its history. The change and its history row are one guarded batch
// (data/stock-movements.ts): the stock never goes below 0.

const S = CONSOLE_DAY.stock;

export async function adjustProductStock(
  db: D1Database,
  distributorId: number,
  productId: number,
  actorId: number,
  input: StockAdjustment,
): Promise<StockMovement> {
  const outcome = await adjustStock(db, distributorId, productId, { actorId, reason: input.reason, change: input.change, note: input.note || null });
  if (outcome.kind === 'missing') throw notFound(S.productMissing);
  if (outcome.kind === 'short') throw conflict(S.belowZero(outcome.stock));
  return outcome.movement;
}

export async function stockHistoryOf(db: D1Database, distributorId: number, productId: number, page: { page: number; limit: number }): Promise<StockHistory> {
  const history = await stockHistoryPage(db, distributorId, productId, { limit: page.limit, offset: (page.page - 1) * page.limit });
  if (!history) throw notFound(S.productMissing);
  return history;
}
