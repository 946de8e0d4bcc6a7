import type { MiddlewareHandler } from 'hono';
import { forgetDistributor } from './catalogue-memory';
import type { AppEnv } from './types';

// Any write that succeeds on this instance (an order taking stock, a Helpful
// mark, a cancelled order giving stock back) drops the shop's catalogue reads
// this instance keeps for its pages, so the next page it renders shows the
// write. Edge purges stay with the operator writes that change what every
// visitor sees; stock is read live by the purchase box anyway.
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const forgetAfterWrite: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (READS.has(c.req.method) || c.res.status >= 400) return;
  const distributor = c.get('distributor');
  if (distributor) forgetDistributor(distributor.id);
};
