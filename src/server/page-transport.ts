import { env } from 'cloudflare:workers';
import { createTransport, type Transport } from '@/lib/api/transport';
import type { Distributor } from '@/lib/api/schemas/catalogue';
import { app } from './app';
import { inProcessTenant } from './tenant';

/**
 * The transport pages use on the server: the built-in API in-process (no
 * network hop), or the external API root when API_ROOT is configured.
 */
export function pageTransport(request: Request, distributor: Distributor, ctx?: ExecutionContext): Transport {
  const origin = new URL(request.url).origin;
  const external = env.API_ROOT?.trim();
  return createTransport({
    root: external || '/api',
    origin,
    distributorId: () => distributor.id,
    fetcher: external
      ? (req) => fetch(req)
      : (req) => {
          // The page resolved the host's distributor already; the API reuses it.
          inProcessTenant.set(req, distributor);
          return app.fetch(req, env, ctx);
        },
  });
}

/** The API root the browser should call (islands and image URLs). */
export function browserApiRoot(): string {
  return env.API_ROOT?.trim() || '/api';
}
