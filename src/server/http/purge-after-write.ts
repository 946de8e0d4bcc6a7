import type { Context } from 'hono';
import { purgeAfterWriteIn } from '../cache-purge';

/** The request's execution context; Hono throws when it has none (a bare app.fetch). */
function executionContextOf(c: Context): ExecutionContext | undefined {
  try {
    return c.executionCtx as ExecutionContext;
  } catch {
    return undefined;
  }
}

/** The routes' side of cache-purge.ts: purges `tags` in the request's execution context. */
export function purgeAfterWrite(c: Context, tags: readonly string[]): void {
  purgeAfterWriteIn(executionContextOf(c), tags);
}
