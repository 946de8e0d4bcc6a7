import type { OrderToFulfil } from '@/contract/fulfilment';
import { ordersToFulfil } from '../data/order-fulfilment';
import { notFound } from '../domain-error';
import { WORDS } from '@/lib/words';

// The orders an admin is packing or handing over, each with its customer,
// address and lines: the order page's contact, and the packing slips.

export async function fulfilmentOf(db: D1Database, distributorId: number, orderIds: string[]): Promise<OrderToFulfil[]> {
  const orders = await ordersToFulfil(db, distributorId, orderIds);
  // None of them is this shop's: as for any order id the shop does not have.
  if (!orders.length) throw notFound(WORDS.apiAnswers.notFound.order);
  return orders;
}
