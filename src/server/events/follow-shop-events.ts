import { purgeAfterWriteIn } from '../cache-purge';
import { forgetDistributor } from '../catalogue-memory';
import { tagsOfEvents } from './event-purges';
import type { ShopEvent } from './shop-events';

// The one subscriber of a request's shop events, run once its write has
// succeeded: this instance forgets the shop's kept catalogue reads (any
// write may have changed what a page shows: an order taking the last units,
// a Helpful mark), and the tags the events made stale are purged at the edge
// (event-purges.ts), without making the answer wait.

export function followShopEvents(ctx: ExecutionContext | undefined, shop: number, events: readonly ShopEvent[]): void {
  forgetDistributor(shop);
  const tags = tagsOfEvents(shop, events);
  if (tags.length) purgeAfterWriteIn(ctx, tags);
}
