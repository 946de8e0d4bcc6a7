import { databaseBindingName, tenantFromHost } from '@/lib/tenant';

// Which D1 database a shop's rows live in. By default every distributor shares
// DB; binding a database named for one (DB_KIRANA for kirana) moves it there,
// by configuration alone. The host names the shop before any query runs, so
// every request reads one database from its first statement to its last.

/** The slug a host names (the default shop for a bare host), or null for a host that cannot name one. */
export function slugForHost(env: Pick<Env, 'SHOP_DOMAIN' | 'DEFAULT_DISTRIBUTOR'>, host: string): string | null {
  const tenant = tenantFromHost(host, env.SHOP_DOMAIN ?? 'localhost');
  if (tenant.kind === 'invalid') return null;
  return tenant.kind === 'slug' ? tenant.slug : env.DEFAULT_DISTRIBUTOR;
}

/** A binding is used only when it really is a database; anything else named like one is ignored. */
function isDatabase(value: unknown): value is D1Database {
  const db = value as Partial<D1Database> | null;
  return typeof db?.prepare === 'function' && typeof db.batch === 'function';
}

/** The distributor's own binding's name when the Worker has such a database, else null (it lives in DB). */
export function ownDatabaseBinding(env: Env, slug: string): string | null {
  const name = databaseBindingName(slug);
  return isDatabase((env as unknown as Record<string, unknown>)[name]) ? name : null;
}

/** The database holding a distributor's rows: its own binding when the Worker has one, else the shared DB. */
export function databaseForSlug(env: Env, slug: string): D1Database {
  const own = ownDatabaseBinding(env, slug);
  return own ? ((env as unknown as Record<string, D1Database>)[own] as D1Database) : env.DB;
}

/** The database of the shop a host names; the shared DB for a host that names none (it finds no shop there). */
export function databaseForHost(env: Env, host: string): D1Database {
  const slug = slugForHost(env, host);
  return slug ? databaseForSlug(env, slug) : env.DB;
}
