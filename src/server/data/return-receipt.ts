import { DomainError } from '../domain-error';
import { UNCHANGED, orderUpdate, restock, runGuarded, unchangedBinds } from './order-guard';
import { lineIn } from './order-changes';
import type { LoadedOrder, OrderProductRow } from './orders';
import { WORDS } from '@/lib/words';

// Returned goods reaching the shop. A return is accepted (and its money owed
// back) when the shopper asks; the stock moves only here, when an admin has
// the goods in hand: in good condition they go back on the shelf, damaged
// they do not. The count and the restock are one guarded batch, so a second
// click, or two admins at once, cannot restock the same units twice.

export type ReturnCondition = 'good' | 'damaged';

/** Returned units of a line the shop has not yet marked received. */
const awaitedUnits = (line: OrderProductRow): number =>
  Math.max(0, (line.returned_quantity ?? 0) - (line.restocked_quantity ?? 0) - (line.damaged_quantity ?? 0));

/** Marks every returned unit of the line not yet received as received in this condition; answers how many. */
export async function receiveReturnedGoods(db: D1Database, loaded: LoadedOrder, productId: number, condition: ReturnCondition): Promise<number> {
  const { order } = loaded;
  const line = lineIn(loaded, productId);
  const units = awaitedUnits(line);
  if (units === 0) throw new DomainError('NOTHING_TO_RECEIVE', WORDS.apiAnswers.orders.nothingToReceive);
  const at = new Date().toISOString();
  const column = condition === 'good' ? 'restocked_quantity' : 'damaged_quantity';
  const statements = [
    db
      .prepare(
        `UPDATE order_products SET ${column} = ${column} + ?
         WHERE id = ? AND returned_quantity - restocked_quantity - damaged_quantity >= ? AND ${UNCHANGED}`,
      )
      .bind(units, line.id, units, ...unchangedBinds(order)),
  ];
  if (condition === 'good') statements.push(...restock(db, order, { product_id: line.product_id, quantity: units }, at));
  await runGuarded(db, statements, orderUpdate(db, order, 'order_status = order_status', [], at));
  return units;
}
