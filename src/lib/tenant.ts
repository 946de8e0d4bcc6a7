// Which distributor a host belongs to. Pure, so the middleware, the API and
// tests share one rule: `<slug>.<shop domain>` (and `<slug>.localhost` locally)
// names a distributor; a bare host means the configured default.

// A DNS label: letters and digits, with hyphens inside (chai-point), as the
// onboarding tool allows.
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

export type HostTenant = { kind: 'default' } | { kind: 'slug'; slug: string } | { kind: 'invalid' };

export function tenantFromHost(hostHeader: string, shopDomain: string): HostTenant {
  const host = hostHeader.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const domain = shopDomain.trim().toLowerCase();
  if (!host || host === 'localhost' || host === domain || isIpAddress(host)) return { kind: 'default' };
  for (const base of new Set([domain, 'localhost'])) {
    if (base && host.endsWith(`.${base}`)) {
      const label = host.slice(0, -(base.length + 1));
      if (label === 'www') return { kind: 'default' };
      return SLUG.test(label) ? { kind: 'slug', slug: label } : { kind: 'invalid' };
    }
  }
  // Any other host (a preview URL, a custom domain) serves the default shop.
  return { kind: 'default' };
}

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');
}

/**
 * The name of the D1 binding that holds a distributor's data when it has a
 * database of its own: DB_ and the slug in capitals, hyphens as underscores
 * (chai-point: DB_CHAI_POINT). Slugs hold no underscores, so no two slugs
 * share a name.
 */
export function databaseBindingName(slug: string): string {
  return `DB_${slug.toUpperCase().replaceAll('-', '_')}`;
}
