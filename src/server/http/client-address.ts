import type { Context } from 'hono';

/** The client's address as Cloudflare reports it; null when absent (local runs). */
export function clientAddress(c: Context): string | null {
  const ip = c.req.header('cf-connecting-ip')?.trim();
  return ip && ip.length <= 64 ? ip : null;
}
