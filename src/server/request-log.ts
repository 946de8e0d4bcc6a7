import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { rowsReadSoFar } from './d1-rows-read';
import { slugForHost } from './tenant-database';

// One structured line per request, and one more per failure, for Workers Logs
// (wrangler.toml [observability]). Workers Logs turns the fields of a logged
// object into columns to filter and group by, so each line is one object.
//
// A local server that throws its output away (scripts/lib/serve.mjs, quiet)
// sets REQUEST_LOG to `failures`: then only failure lines are written. Locally
// each line travels through wrangler's inspector relay, which cost a page
// answered from memory more CPU than the answer itself (docs/slow-phones.md).
//
// A line holds only what is named here: a request id, the shop the host
// names, the route's pattern (never the path, which may carry a reset token),
// the status and the time taken. Never a header, a query, a body or an id of
// a person: tokens, passwords, cards and addresses cannot reach the log.

interface RequestLine {
  event: 'request';
  requestId: string;
  shop: string | null;
  method: string;
  /** The route's pattern, e.g. `/product/details/[id]` or `/api/ecomProd/ecomProducts/:id`. */
  route: string;
  status: number;
  /** Wall time as the Worker sees it (it advances while the Worker waits on I/O). */
  durationMs: number;
  /** Rows D1 read for the request so far (what Cloudflare bills; it grows when a query scans). */
  rowsRead: number;
}

interface FailureLine extends Omit<RequestLine, 'event'> {
  event: 'failure';
  /** The error's class and message: code's own words, not the request's data. */
  error: string;
}

/** What the API learns about a request that its caller logs: the route it matched, the error it answered. */
interface ApiNote {
  route: string;
  error?: unknown;
}

const apiNotes = new WeakMap<Request, ApiNote>();

/**
 * Hono middleware (first in the API): notes the pattern of the route that
 * answered and any error it turned into an answer, for the request's log line.
 */
export const noteApiRoute: MiddlewareHandler = async (c, next) => {
  await next();
  // The endpoint the request was for (middleware is registered for every
  // method, endpoints for theirs), even when middleware answered first.
  const endpoint = matchedRoutes(c).findLast((route) => route.method !== 'ALL');
  apiNotes.set(c.req.raw, { route: endpoint?.path ?? 'unmatched', error: c.error });
};

/** A short description of an error for the failure line (its class and message, cut short). */
function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 200);
  return 'non-error thrown';
}

/**
 * Runs one request and logs its line (and a failure line for a 5xx answer or
 * a thrown error, which is thrown on). `pageRoute` names the route of a page;
 * API requests name theirs through noteApiRoute.
 */
export async function withRequestLog(
  request: Request,
  env: Pick<Env, 'SHOP_DOMAIN' | 'DEFAULT_DISTRIBUTOR' | 'REQUEST_LOG'>,
  pageRoute: string,
  handle: () => Promise<Response>,
): Promise<Response> {
  const started = Date.now();
  const log = env.REQUEST_LOG === 'failures' ? logFailure : logLine;
  const base = () => {
    const note = apiNotes.get(request);
    return {
      requestId: request.headers.get('cf-ray') || crypto.randomUUID(),
      shop: slugForHost(env, request.headers.get('host') ?? new URL(request.url).host),
      method: request.method,
      route: note?.route ?? pageRoute,
      durationMs: Date.now() - started,
      rowsRead: rowsReadSoFar(),
      error: note?.error,
    };
  };
  let response: Response;
  try {
    response = await handle();
  } catch (error) {
    const { error: _noted, ...line } = base();
    log({ event: 'request', ...line, status: 500 });
    log({ event: 'failure', ...line, status: 500, error: describe(error) });
    throw error;
  }
  const { error, ...line } = base();
  log({ event: 'request', ...line, status: response.status });
  if (response.status >= 500) log({ event: 'failure', ...line, status: response.status, error: describe(error) });
  return response;
}

function logLine(line: RequestLine | FailureLine): void {
  if (line.event === 'failure') console.error(line);
  else console.log(line);
}

function logFailure(line: RequestLine | FailureLine): void {
  if (line.event === 'failure') console.error(line);
}
