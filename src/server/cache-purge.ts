import { cache as workersCache, env } from 'cloudflare:workers';
import { KEEP_MS, distributorsOfTags, forgetDistributor } from './catalogue-memory';

// Drops edge-cached answers by tag after an operator write. Workers Cache
// offers purge on the execution context (ctx.cache) and on the module import;
// where neither exists (local workerd, tests without it) nothing is purged,
// the outcome says so and local runs log it. A failed purge never fails the
// write: the cached copies then simply expire after their s-maxage.

export type PurgeOutcome = { tags: string[]; via: 'context' | 'module' | 'none'; success: boolean };

type Purger = Pick<CacheContext, 'purge'>;

function platformPurger(ctx: ExecutionContext | undefined): { purger: Purger; via: 'context' | 'module' } | null {
  if (typeof ctx?.cache?.purge === 'function') return { purger: ctx.cache, via: 'context' };
  const mod = workersCache as Partial<CacheContext> | undefined;
  if (typeof mod?.purge === 'function') return { purger: mod as Purger, via: 'module' };
  return null;
}

/** Purges `tags` through the platform's purge API, when there is one. */
export async function purgeTags(ctx: ExecutionContext | undefined, tags: readonly string[]): Promise<PurgeOutcome> {
  const unique = [...new Set(tags)];
  // This instance's kept reads go first, so its next page shows the write.
  for (const id of distributorsOfTags(unique)) forgetDistributor(id);
  const found = platformPurger(ctx);
  if (!found) {
    if (env.APP_ENV === 'local') console.info(`edge cache: nothing to purge here (no Workers Cache); tags ${unique.join(',')}`);
    return { tags: unique, via: 'none', success: true };
  }
  try {
    const result = await found.purger.purge({ tags: unique });
    if (!result?.success) console.error('edge cache purge failed', unique, result?.errors);
    return { tags: unique, via: found.via, success: Boolean(result?.success) };
  } catch (err) {
    console.error('edge cache purge failed', unique, err);
    return { tags: unique, via: found.via, success: false };
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Purges after a successful write, without making the answer wait for it, and
 * once more when every instance's kept reads (KEEP_MS) from before the write
 * have lapsed: a page another instance built from one of them in the meantime
 * is swept from the edge too, so it never stays there for its full s-maxage.
 */
export function purgeAfterWriteIn(ctx: ExecutionContext | undefined, tags: readonly string[]): void {
  const done = purgeTags(ctx, tags);
  if (!ctx) return;
  ctx.waitUntil(
    done.then(async (first) => {
      if (first.via === 'none') return;
      await pause(KEEP_MS + 250);
      await purgeTags(ctx, tags);
    }),
  );
}
