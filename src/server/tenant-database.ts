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

/** Where a distributor's rows live: its own binding when the Worker has such a database, else the shared DB. */
export function shopDatabase(env: Env, slug: string): { binding: string; db: D1Database } {
  const binding = databaseBindingName(slug);
  const bound: unknown = Reflect.get(env, binding);
  return isDatabase(bound) ? { binding, db: bound } : { binding: 'DB', db: env.DB };
}

/** The database holding a distributor's rows. */
export function databaseForSlug(env: Env, slug: string): D1Database {
  return shopDatabase(env, slug).db;
}

const DATABASE_BINDING = /^DB(_[A-Z0-9_]+)?$/;

/** A database by its binding name (DB or DB_<SLUG>), or null when the Worker has no such database. */
export function databaseByBinding(env: Env, binding: string): D1Database | null {
  if (!DATABASE_BINDING.test(binding)) return null;
  const bound: unknown = Reflect.get(env, binding);
  return isDatabase(bound) ? bound : null;
}

/** Every shop database the Worker has, by binding name (jobs that visit all shops). */
export function allDatabases(env: Env): Array<{ binding: string; db: D1Database }> {
  const found: Array<{ binding: string; db: D1Database }> = [];
  for (const binding of Object.keys(env)) {
    const db = databaseByBinding(env, binding);
    if (db) found.push({ binding, db });
  }
  return found;
}
