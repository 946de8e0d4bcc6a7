import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { checkDeployVars, tomlVars } from './lib/deploy-vars.mjs';
import { ROOT, ensureDevVars } from './lib/local.mjs';
import { vapidKeys } from '../src/server/push/vapid';

// A deploy ships wrangler.toml's [vars] as they are: they must be production
// values, and development settings must come from .dev.vars only.

describe('deploy configuration', () => {
  it('the committed wrangler.toml ships production values', () => {
    const vars = tomlVars(readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8'));
    expect(vars.APP_ENV).toBe('production');
    expect(checkDeployVars(vars).problems).toEqual([]);
  });

  it('refuses a development APP_ENV or a local domain, with a message', () => {
    const { problems } = checkDeployVars({ APP_ENV: 'local', SHOP_DOMAIN: 'localhost' }, 'wrangler.json');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/APP_ENV is "local" in wrangler.json; a deploy must say "production"/);
    expect(problems[1]).toMatch(/SHOP_DOMAIN is "localhost"/);
    expect(checkDeployVars({ SHOP_DOMAIN: 'shops.in' }).problems[0]).toMatch(/APP_ENV is ""/);
  });

  it('the staging environment ships production values on bindings of its own', () => {
    const config = (env?: string) => unstable_readConfig({ config: path.join(ROOT, 'wrangler.toml'), env }, { hideWarnings: true });
    const production = config();
    const staging = config('staging');
    expect(staging.name).toBe('edge-storefront-staging');
    expect(checkDeployVars(staging.vars).problems).toEqual([]);
    type Resources = { d1_databases: { database_id?: string }[]; r2_buckets: { bucket_name?: string }[]; kv_namespaces: { id?: string }[] };
    const resources = (c: Resources) => [
      ...c.d1_databases.map((d) => d.database_id),
      ...c.r2_buckets.map((b) => b.bucket_name),
      ...c.kv_namespaces.map((k) => k.id),
    ];
    expect(resources(staging)).toHaveLength(3);
    for (const resource of resources(staging)) expect(resources(production)).not.toContain(resource);
    expect(staging.observability?.enabled).toBe(true);
    expect(production.observability?.enabled).toBe(true);
  });

  it('warns while the domain is the placeholder', () => {
    const result = checkDeployVars({ APP_ENV: 'production', SHOP_DOMAIN: 'shop.example.com' });
    expect(result.problems).toEqual([]);
    expect(result.warnings[0]).toMatch(/placeholder/);
  });
});

describe('.dev.vars', () => {
  const temp = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'devvars-')), '.dev.vars');

  it('is created with a secret and the development settings', () => {
    const file = temp();
    expect(ensureDevVars(file)).toBe(true);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^JWT_SECRET=[0-9a-f]{64}$/m);
    expect(text).toMatch(/^APP_ENV=local$/m);
    expect(text).toMatch(/^SHOP_DOMAIN=localhost$/m);
    expect(ensureDevVars(file)).toBe(false);
  });

  it('holds a Web Push key pair of its own that the Worker accepts', async () => {
    const file = temp();
    ensureDevVars(file);
    const vars = Object.fromEntries(readFileSync(file, 'utf8').split('\n').filter((l) => /^[A-Z_]+=/.test(l)).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
    expect(vars.VAPID_PUBLIC_KEY).toMatch(/^B[\w-]{86}$/);
    expect(vars.PUSH_STAND_IN).toBe('on');
    expect(await vapidKeys(vars)).not.toBeNull();
  });

  it('an older file gains the missing settings and keeps its secret and its own values', () => {
    const file = temp();
    writeFileSync(file, 'JWT_SECRET=keep-me-0123456789abcdef\nSHOP_DOMAIN=lvh.me');
    expect(ensureDevVars(file)).toBe(true);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('JWT_SECRET=keep-me-0123456789abcdef\n');
    expect(text).toMatch(/^SHOP_DOMAIN=lvh\.me$/m);
    expect(text).toMatch(/^APP_ENV=local$/m);
  });
});
