import { isLocalEnv } from './mail/mailer';

// The public address of a distributor's shop, from configuration only: mail
// links, canonical URLs, sitemaps and Open Graph URLs must never echo the
// request's Host header (a forged Host would otherwise put an attacker's
// domain, or port, into a password-reset mail).

type OriginEnv = Pick<Env, 'APP_ENV' | 'SHOP_DOMAIN' | 'DEFAULT_DISTRIBUTOR'> & { SHOP_PORT?: string };

/**
 * Deployed: https://<slug>.<SHOP_DOMAIN>. Locally (APP_ENV local or test):
 * http on the configured local port (SHOP_PORT, which the local server scripts
 * set to the port they serve on; none when unset), the default shop on the
 * bare domain as `npm start` prints it, the others on <slug>.localhost.
 */
export function shopOrigin(env: OriginEnv, slug: string): string {
  const domain = (env.SHOP_DOMAIN ?? '').trim().toLowerCase() || 'localhost';
  if (!isLocalEnv(env)) return `https://${slug}.${domain}`;
  const port = /^\d{1,5}$/.test(env.SHOP_PORT?.trim() ?? '') ? env.SHOP_PORT!.trim() : '';
  const host = slug === env.DEFAULT_DISTRIBUTOR ? domain : `${slug}.${domain}`;
  return `http://${host}${port ? `:${port}` : ''}`;
}
