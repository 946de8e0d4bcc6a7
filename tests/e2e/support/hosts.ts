import type { APIRequestContext } from '@playwright/test';

// Where the shops live. The default shop (sehat) answers on the test server's
// own host; every other shop on <slug>.localhost. Chromium resolves those
// names, Node (the test runner's HTTP client) does not, so requests from the
// runner go to 127.0.0.1 with the shop's Host header instead.

export const SHOPS = ['sehat', 'kirana'] as const;
export type ShopSlug = (typeof SHOPS)[number];

/** Origin of a distributor's shop as the browser opens it. */
export function shopOrigin(baseURL: string, slug: ShopSlug = 'sehat'): string {
  return slug === 'sehat' ? baseURL : baseURL.replace('//localhost', `//${slug}.localhost`);
}

/** The URL and headers the test runner uses to reach `path` on a shop's origin. */
export function hostTarget(origin: string, path = ''): { url: string; headers: Record<string, string> } {
  const url = new URL(path, origin);
  const host = url.host;
  url.hostname = '127.0.0.1';
  return { url: url.href, headers: { host } };
}

/** A GET from the test runner to any address on a shop's host (a raw response: tests read its status and headers). */
export function shopGet(request: APIRequestContext, address: string, options: { maxRedirects?: number } = {}) {
  const target = hostTarget(address);
  return request.get(target.url, { headers: target.headers, ...options });
}
