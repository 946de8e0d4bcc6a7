import { KEEP_MS, distributorsOfTags } from '../catalogue-memory';
import { drawPage } from '../page-draw';
import { keepPage, keptPage, type KeptPage } from '../page-memory';
import { withRequestLog } from '../request-log';

// A shop page the same for every visitor of a host (public at the edge, no
// cookie set, varying by nothing but the host) is answered from the
// instance's memory for as long as the catalogue reads it was drawn from stay
// fresh (catalogue-memory.ts, KEEP_MS): a burst of views of one page costs one
// render, as it already cost one set of reads. A page is never older than
// its oldest read, so the second edge purge after a write (cache-purge.ts)
// still sweeps whatever another instance drew before the write; the instance
// that writes forgets the shop's pages with its reads. Keyed by the URL as
// asked (scheme, host, language prefix, path, query); requests with an
// Authorization header and anything but GET are always rendered.

type Render = (request: Request) => Promise<Response>;

/** Vary values a kept page may carry: the key already holds the host, and the body is kept decoded. */
const KEYED_VARY = new Set(['host', 'accept-encoding']);

function mayAnswerFromMemory(request: Request): boolean {
  if (request.method !== 'GET' || request.headers.has('authorization')) return false;
  return !new URL(request.url).pathname.startsWith('/api/');
}

/** The distributors a page's edge tags name, when it may be kept; else null. */
function keptFor(response: Response): number[] | null {
  const headers = response.headers;
  if (response.status !== 200 || !response.body) return null;
  if (!headers.get('content-type')?.startsWith('text/html')) return null;
  if (!headers.get('cache-control')?.startsWith('public') || headers.has('set-cookie')) return null;
  const vary = (headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase()).filter(Boolean);
  if (vary.some((v) => !KEYED_VARY.has(v))) return null;
  const distributors = distributorsOfTags((headers.get('cache-tag') ?? '').split(','));
  return distributors.length ? distributors : null;
}

/** The kept page, compressed once when it was kept rather than again for every visitor. */
function fromMemory(page: KeptPage, acceptEncoding: string | null): Response {
  const headers = new Headers(page.headers);
  // The same URL answers gzip or plain by Accept-Encoding: caches in between must keep both apart.
  if (!/\baccept-encoding\b/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding');
  if (!/\bgzip\b/.test(acceptEncoding ?? '')) return new Response(page.body, { status: page.status, headers });
  headers.set('content-encoding', 'gzip');
  return new Response(page.gzipped, { status: page.status, headers, encodeBody: 'manual' });
}

/**
 * The Accept-Encoding the visitor sent. The platform rewrites the header the
 * Worker sees (to "br, gzip") and keeps the visitor's own, empty when none was
 * sent, in request.cf.clientAcceptEncoding; a visitor that asked for no
 * compression gets the plain page.
 */
function visitorAcceptEncoding(request: Request): string | null {
  const original = (request.cf as { clientAcceptEncoding?: unknown } | undefined)?.clientAcceptEncoding;
  return typeof original === 'string' ? original : request.headers.get('accept-encoding');
}

async function gzip(body: ArrayBuffer): Promise<ArrayBuffer> {
  return new Response(new Response(body).body!.pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
}

export function answerRemembered(request: Request, env: Env, ctx: ExecutionContext, render: Render): Promise<Response> {
  if (!mayAnswerFromMemory(request)) return render(request);
  const key = request.url;
  const page = keptPage(key);
  // The Astro middleware logs a rendered page; a kept one gets its line here.
  if (page) return withRequestLog(request, env, page.route, async () => fromMemory(page, visitorAcceptEncoding(request)));
  return drawPage(Date.now() + KEEP_MS, async (drawn) => {
    const response = await render(request);
    const distributors = keptFor(response);
    if (!distributors) return response;
    const [toVisitor, toMemory] = response.body!.tee();
    const headers = [...response.headers];
    ctx.waitUntil(
      new Response(toMemory)
        .arrayBuffer()
        .then(async (body) => {
          const gzipped = await gzip(body);
          keepPage(key, { until: drawn.freshUntil, distributors, status: response.status, headers, body, gzipped, route: drawn.route ?? 'page' });
        })
        // A page that failed while streaming is not kept; the visitor's copy shows the failure.
        .catch(() => undefined),
    );
    return new Response(toVisitor, response);
  });
}
