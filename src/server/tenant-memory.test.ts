import { describe, expect, it } from 'vitest';
import { distributorForHost } from './tenant';

// A stand-in D1 holding the distributors table, counting the lookups.
function fakeEnv(rows: Record<string, { id: number; slug: string; name: string }>) {
  const env = {
    SHOP_DOMAIN: 'shop.test',
    DEFAULT_DISTRIBUTOR: 'sehat',
    lookups: 0,
    DB: {
      prepare: () => ({
        bind: (slug: string) => ({
          first: async () => {
            env.lookups++;
            return rows[slug] ?? null;
          },
        }),
      }),
    },
  };
  return env;
}

describe('distributorForHost', () => {
  it('looks a host up once a minute, not once a page', async () => {
    const env = fakeEnv({ alpha: { id: 7, slug: 'alpha', name: 'Alpha' } });
    const t = 1_000_000;
    expect(await distributorForHost(env as unknown as Env, 'alpha.shop.test', t)).toEqual({ id: 7, slug: 'alpha', name: 'Alpha' });
    expect(await distributorForHost(env as unknown as Env, 'ALPHA.shop.test', t + 59_000)).toMatchObject({ id: 7 });
    expect(env.lookups).toBe(1);
    await distributorForHost(env as unknown as Env, 'alpha.shop.test', t + 61_000);
    expect(env.lookups).toBe(2);
  });

  it('never keeps an unknown host: a shop added a moment later answers at once', async () => {
    const rows: Record<string, { id: number; slug: string; name: string }> = {};
    const env = fakeEnv(rows);
    expect(await distributorForHost(env as unknown as Env, 'beta.shop.test', 5)).toBeNull();
    rows.beta = { id: 8, slug: 'beta', name: 'Beta' };
    expect(await distributorForHost(env as unknown as Env, 'beta.shop.test', 6)).toMatchObject({ id: 8 });
    expect(env.lookups).toBe(2);
  });
});
