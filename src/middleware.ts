import { defineMiddleware } from 'astro:middleware';
import { env } from 'cloudflare:workers';
import { distributorForHost } from '@/server/tenant';

// Resolves the distributor from the host for every page. An unknown slug gets
// the 404 page; API routes resolve their own (src/server/tenant.ts).
export const onRequest = defineMiddleware(async (context, next) => {
  if (context.url.pathname.startsWith('/api/')) return next();
  const distributor = await distributorForHost(env, context.request.headers.get('host') ?? context.url.host);
  if (!distributor) {
    return new Response(unknownShopHtml(context.url.host), {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  context.locals.distributor = distributor;
  return next();
});

function unknownShopHtml(host: string): string {
  const safeHost = host.replace(/[^a-z0-9.:-]/gi, '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Shop not found</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Shop not found</h1><p>There is no shop at <strong>${safeHost}</strong>. Please check the address.</p></body></html>`;
}
