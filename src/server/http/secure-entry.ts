import { withSecurityHeaders } from '../security-headers';
import { MALFORMED_HOST_TEXT, hostIsWellFormed } from './host-check';

// The Worker's first and last step for every request (src/worker.ts): a Host
// header that is no host name is refused before anything reads it, and every
// answer leaves with the security headers, including those made before the
// pages and the API are reached (the live-status socket's refusals, a
// language prefix on a path that is not a page). Only the live socket's 101
// goes out untouched: the runtime needs it as the Durable Object made it.

/** The runtime builds the request's URL from the Host header: a malformed one may leave it unparsable. */
function urlParses(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

export async function answerSecurely(request: Request, handle: (request: Request) => Promise<Response>): Promise<Response> {
  // Nothing here may parse the URL before the check: a bad Host must end in the 400, not in a throw.
  const flags = { https: request.url.startsWith('https:'), personal: request.headers.has('authorization') };
  if (!hostIsWellFormed(request.headers.get('host')) || !urlParses(request.url)) {
    const refusal = new Response(MALFORMED_HOST_TEXT, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
    return withSecurityHeaders(refusal, flags);
  }
  const response = await handle(request);
  if (response.status === 101 || response.webSocket) return response;
  return withSecurityHeaders(response, flags);
}
