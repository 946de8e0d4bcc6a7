import { defineMiddleware } from 'astro:middleware';
import { env } from 'cloudflare:workers';
import { withSecurityHeaders } from '@/server/security-headers';
import { distributorForHost } from '@/server/tenant';
import { withRequestLog } from '@/server/request-log';
import { notePageRoute } from '@/server/page-draw';
import { apiPathAnswer, hasControlInPath } from '@/server/http/api-path';

/** The page route (src/pages/api/[...path].ts) that hands /api/* to the API. */
const API_ROUTE = '/api/[...path]';

// Every response the Worker renders passes here (pages, /api, sitemaps, the
// unknown-shop page) and gets its security headers. Pages also resolve the
// distributor from the host: an unknown slug gets the 404 page; API routes
// resolve their own (src/server/tenant.ts).
// Each request also gets its log line (src/server/request-log.ts).
export const onRequest = defineMiddleware((context, next) =>
  withRequestLog(context.request, env, context.routePattern, async () => {
    const https = context.url.protocol === 'https:';
    const personal = context.request.headers.has('authorization');
    const response = withSecurityHeaders(await route(context, next), { https, personal });
    allowApiOrigin(response, externalApiOrigin(env.API_ROOT));
    return response;
  }),
);

/** Pages whose islands fetch from an external API root may connect to it (and only to it). */
function allowApiOrigin(response: Response, apiOrigin: string | null): void {
  const csp = response.headers.get('Content-Security-Policy');
  if (!apiOrigin || !csp || !csp.includes('script-src') || csp.includes('connect-src')) return;
  response.headers.set('Content-Security-Policy', `${csp.trim()} connect-src 'self' ${apiOrigin};`);
}

async function route(context: Parameters<Parameters<typeof defineMiddleware>[0]>[0], next: () => Promise<Response>): Promise<Response> {
  if (context.url.pathname.startsWith('/api/')) {
    // The request's own URL: the router's decoded copy has already lost any line break.
    if (hasControlInPath(new URL(context.request.url).pathname)) return apiPathAnswer(400);
    // Anything under /api the API's catch-all did not take is still an API answer, never a page.
    return context.routePattern === API_ROUTE ? next() : apiPathAnswer(404);
  }
  const refused = refusedPageMethod(context.request.method, context.routePattern);
  if (refused) return refused;
  notePageRoute(context.routePattern);
  const distributor = await distributorForHost(env, context.request.headers.get('host') ?? context.url.host);
  if (!distributor) {
    return new Response(unknownShopHtml(context.url.host), {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  context.locals.distributor = distributor;
  return next();
}

/** Pages that take their own form's POST (the e-mail's one-click unsubscribe); every other page is only read. */
const FORM_PAGES = new Set(['/ecommerce/unsubscribe/[token]']);

/** A 405 for a method the page does not take (a PUT or TRACE is never a page view), else null. */
function refusedPageMethod(method: string, routePattern: string): Response | null {
  const allowed = FORM_PAGES.has(routePattern) ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
  if (allowed.includes(method)) return null;
  return new Response(null, { status: 405, headers: { allow: allowed.join(', '), 'cache-control': 'no-store' } });
}

function externalApiOrigin(root: string | undefined): string | null {
  try {
    return root?.trim().startsWith('http') ? new URL(root.trim()).origin : null;
  } catch {
    return null;
  }
}

function unknownShopHtml(host: string): string {
  const safeHost = host.replace(/[^a-z0-9.:-]/gi, '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Shop not found</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Shop not found</h1><p>There is no shop at <strong>${safeHost}</strong>. Please check the address.</p></body></html>`;
}
