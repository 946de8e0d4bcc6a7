import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '@/server/app';
import { purgeTags } from '@/server/cache-purge';
import { KEEP_MS } from '@/server/catalogue-memory';
import { inProcessSources } from '@/server/pages/in-process-source';
import { rememberedCatalogue } from '@/server/pages/remembered-catalogue';
import { signToken } from '@/server/auth/tokens';
import { KIRANA, SEHAT, call, distributorId } from './helpers';
import { dbOf, itLayoutFree } from './databases';

// Edge cache tags and purges. The local runtime has no Workers Cache: neither
// ctx.cache nor the purge of `cache` from cloudflare:workers exists in workerd
// here (the first test pins that). So these tests hand the API an execution
// context whose `cache` records the purge calls, the same seam the platform
// fills in production, and check that a write purges exactly the tags the
// cached answers carry.

interface PurgeCall {
  tags?: string[];
}

/** An execution context with a recording Workers Cache, plus the work left for after the answer. */
function recordingContext() {
  const purges: PurgeCall[] = [];
  /** When each purge was made (ms). */
  const times: number[] = [];
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (p: Promise<unknown>) => void pending.push(p),
    passThroughOnException: () => undefined,
    props: {},
    cache: {
      purge: async (options: PurgeCall) => {
        purges.push(options);
        times.push(Date.now());
        return { success: true, errors: [] };
      },
      invalidate: async () => ({ success: true, errors: [] }),
    },
  } as unknown as ExecutionContext;
  return { ctx, purges, times, settle: () => Promise.all(pending) };
}

async function send(ctx: ExecutionContext, path: string, method: string, token: string, body?: unknown, host = SEHAT) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.fetch(new Request(`${host}/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }), env, ctx);
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function adminToken(slug: 'sehat' | 'kirana') {
  const did = await distributorId(slug);
  const row = await dbOf(slug).prepare("SELECT id, token_version FROM customers WHERE email = 'admin@example.com' AND distributor_id = ?")
    .bind(did)
    .first<{ id: number; token_version: number }>();
  return signToken(env.JWT_SECRET, { id: row!.id, distributorId: did, shop: slug, role: 'admin', tokenVersion: row!.token_version });
}

const tagsOf = (headers: Headers) => (headers.get('cache-tag') ?? '').split(',');

let sehat: number;
let kirana: number;
let admin: string;
let product: { id: number; category_id: number };

beforeAll(async () => {
  sehat = await distributorId('sehat');
  kirana = await distributorId('kirana');
  admin = await adminToken('sehat');
  // A product sold in one size: one of a pack-size group carries its sizes' tags too (pack-sizes.test.ts).
  const first = (await call('ecomProd/ecomProducts?limit=10')).json as { id: number; category_id: number }[];
  const single = await env.DB.prepare(`SELECT id FROM products WHERE variant_group_id IS NULL AND id IN (${first.map((p) => p.id).join(', ')}) ORDER BY id LIMIT 1`).first<{ id: number }>();
  product = first.find((p) => p.id === single!.id)!;
});

describe('edge cache tags and purges', () => {
  it('runs where the local runtime has no purge API, and a purge there is a no-op that says so', async () => {
    const workers = await import('cloudflare:workers');
    expect(typeof (workers.cache as Partial<CacheContext> | undefined)?.purge).not.toBe('function');
    expect(await purgeTags(undefined, ['p:1:2', 'p:1:2'])).toEqual({ tags: ['p:1:2'], via: 'none', success: true });
  });

  it('public catalogue answers carry Cache-Control for the edge and tags naming the shop and what they show', async () => {
    const one = await call(`ecomProd/ecomProducts/${product.id}`);
    // Kept at the edge, never served stale: a browser would honour stale-while-revalidate too.
    expect(one.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(tagsOf(one.headers)).toEqual([`d:${sehat}`, `p:${sehat}:${product.id}`]);
    expect(tagsOf((await call('ecomProd/ecomProducts?q=tab')).headers)).toContain(`list:${sehat}`);
    expect(tagsOf((await call(`ecomProd/ecomProducts/category/${product.category_id}`)).headers)).toContain(`c:${sehat}:${product.category_id}`);
    expect(tagsOf((await call('ecomProdcat/ecomcategory')).headers)).toContain(`categories:${sehat}`);
    expect(tagsOf((await call('GeneralSetting')).headers)).toEqual([`d:${sehat}`, `content:${sehat}`]);
    expect(tagsOf((await call(`ecom_prodReview/reviews/${product.id}`)).headers)).toContain(`p:${sehat}:${product.id}`);
    expect(tagsOf((await call(`ecom_prodReview/product-rating-summary/${product.id}`)).headers)).toContain(`p:${sehat}:${product.id}`);
    // Another shop's answers carry its own distributor.
    expect(tagsOf((await call('GeneralSetting', { host: KIRANA })).headers)).toEqual([`d:${kirana}`, `content:${kirana}`]);
    // Stock is live: never kept at the edge.
    expect((await call(`ecomProd/ecomProducts/stock/${product.id}`)).headers.get('cache-control')).toBe('no-store');
  });

  // Sehat's alone, the next three: the same in either layout.
  itLayoutFree('a price change purges that product and the product lists after answering, and again once kept page reads have lapsed', async () => {
    const { ctx, purges, times, settle } = recordingContext();
    const res = await send(ctx, `ecomProd/ecomProducts/${product.id}`, 'PUT', admin, { product_price: 123.45 });
    expect(res.status).toBe(200);
    await settle();
    const tags = { tags: [`p:${sehat}:${product.id}`, `list:${sehat}`] };
    expect(purges).toEqual([tags, tags]);
    // The second sweeps pages another instance built from a read it kept from before the write.
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(KEEP_MS);
    // The tags purged are the ones the cached answer carries.
    const cached = await call(`ecomProd/ecomProducts/${product.id}`);
    expect(cached.json.product_price).toBe(123.45);
    expect(tagsOf(cached.headers)).toContain(purges[0].tags![0]);
  });

  itLayoutFree("a price change shows at once on this instance's next page, though pages reuse reads for a moment", async () => {
    const shop = { id: sehat, slug: 'sehat', name: 'Sehat Pharmacy' } as Parameters<typeof inProcessSources>[1];
    const pageReads = () => rememberedCatalogue(inProcessSources(env.DB, shop).catalogue, sehat, { reused: false });
    const before = (await pageReads().product(product.id)).product_price;
    // A write that purges nothing (straight to the database) is not seen while the read is kept.
    await env.DB.prepare('UPDATE products SET price_paise = price_paise + 100 WHERE id = ?').bind(product.id).run();
    const use = { reused: false };
    expect((await rememberedCatalogue(inProcessSources(env.DB, shop).catalogue, sehat, use).product(product.id)).product_price).toBe(before);
    expect(use.reused).toBe(true);
    // The operator's change purges the shop's tags, and this instance forgets its kept reads with them.
    const { ctx, settle } = recordingContext();
    expect((await send(ctx, `ecomProd/ecomProducts/${product.id}`, 'PUT', admin, { product_price: 234.56 })).status).toBe(200);
    await settle();
    expect((await pageReads().product(product.id)).product_price).toBe(234.56);
  });

  itLayoutFree('a discount change and a delivery charge change purge their tags; a refused write purges nothing', async () => {
    const { ctx, purges, settle } = recordingContext();
    expect((await send(ctx, `ecomProd/ecomProducts/${product.id}/discount`, 'PATCH', admin, { discount: 7 })).status).toBe(200);
    expect((await send(ctx, 'ecomConfig/set-delivery-charges', 'POST', admin, { delivery_charges: 40 })).status).toBe(200);
    expect((await send(ctx, 'ecomProd/ecomProducts/999999', 'PUT', admin, { product_price: 5 })).status).toBe(404);
    expect((await send(ctx, `ecomProd/ecomProducts/${product.id}`, 'PUT', admin, { product_price: -1 })).status).toBe(400);
    await settle();
    const product_ = { tags: [`p:${sehat}:${product.id}`, `list:${sehat}`] };
    const content = { tags: [`content:${sehat}`] };
    expect(purges).toEqual([product_, content, product_, content]);
  });

  it('a category rename purges that category and the category bar every page shows, only in its own shop', async () => {
    const { ctx, purges, settle } = recordingContext();
    const kiranaAdmin = await adminToken('kirana');
    const category = (await call('ecomProdcat/ecomcategory', { host: KIRANA })).json[0];
    const res = await send(ctx, `ecomProdcat/ecomcategory/${category.id}`, 'PUT', kiranaAdmin, { category: 'Fresh Picks Today' }, KIRANA);
    expect(res.status).toBe(200);
    await settle();
    const tags = { tags: [`c:${kirana}:${category.id}`, `categories:${kirana}`] };
    expect(purges).toEqual([tags, tags]);
  });
});
