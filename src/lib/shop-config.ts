import { createTransport, type Transport } from './api/transport';
import { $session } from './stores/session-state';
import { STORAGE } from './storage-keys';

// The page tells islands which shop they are in through data attributes on
// <html> (set by the base layout from the host's distributor).

export interface ShopConfig {
  distributorId: number;
  apiRoot: string;
  slug: string;
}

export function shopConfig(): ShopConfig {
  const data = document.documentElement.dataset;
  return {
    distributorId: Number(data.distributorId) || 0,
    apiRoot: data.apiRoot || '/api',
    slug: data.distributorSlug || '',
  };
}

/**
 * The transport islands use: distributor_id header and the session's token.
 * It reads the session's state, not its store module (./stores/session): that
 * module starts the session's watch, which logs out through this transport.
 */
export function browserTransport(): Transport {
  const config = shopConfig();
  return createTransport({
    root: config.apiRoot,
    origin: location.origin,
    distributorId: () => config.distributorId || Number(localStorage.getItem(STORAGE.distributorId)) || null,
    token: () => $session.get().token ?? localStorage.getItem(STORAGE.userToken),
  });
}
