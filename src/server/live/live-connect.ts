import { authenticate } from '../auth/guard';
import { verifyToken } from '../auth/tokens';
import { DomainError, badRequest, unauthorized } from '../domain-error';
import { domainAnswer } from '../http/errors';
import { distributorForHost } from '../tenant';
import { databaseForSlug } from '../tenant-database';
import { LIVE_PROTOCOL, PROTOCOL_HEADER, VIEWER_HEADER } from './order-status-room';
import { WORDS } from '@/lib/words';

// GET /api/live: a WebSocket to the shop's live order status. A browser cannot
// set an Authorization header on a WebSocket, so its session token comes as
// the second subprotocol ("bearer", <token>); it is checked as every API call
// checks it, then the socket joins the shop's Durable Object with what the
// caller may see. Handled before the pages and the API (src/worker.ts): the
// 101 answer must reach the runtime as the object returned it.

export const LIVE_PATH = '/api/live';

/** The session token: a client that can set headers sends it as a bearer token, a browser as the subprotocol pair. */
function tokenOf(request: Request): { token: string; viaProtocol: boolean } | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  if (bearer?.[1]) return { token: bearer[1], viaProtocol: false };
  const offered = (request.headers.get('sec-websocket-protocol') ?? '').split(',').map((p) => p.trim());
  return offered[0] === LIVE_PROTOCOL && offered[1] ? { token: offered[1], viaProtocol: true } : null;
}

export async function connectLive(request: Request, env: Env): Promise<Response> {
  try {
    const distributor = await distributorForHost(env, request.headers.get('host') ?? new URL(request.url).host);
    if (!distributor) throw new DomainError('NOT_FOUND', WORDS.apiAnswers.notFound.distributor);
    const presented = tokenOf(request);
    if (!presented) throw unauthorized();
    const claims = await verifyToken(env.JWT_SECRET, presented.token);
    if (!claims) throw unauthorized(WORDS.apiAnswers.auth.sessionExpired);
    const user = await authenticate(databaseForSlug(env, distributor.slug), distributor, claims);
    if (request.method !== 'GET' || request.headers.get('upgrade')?.toLowerCase() !== 'websocket') throw badRequest(WORDS.live.upgradeRequired);
    const room = env.ORDER_STATUS.get(env.ORDER_STATUS.idFromName(distributor.slug));
    const headers: Record<string, string> = { upgrade: 'websocket', [VIEWER_HEADER]: JSON.stringify({ id: user.id, role: user.role }) };
    if (presented.viaProtocol) headers[PROTOCOL_HEADER] = LIVE_PROTOCOL;
    return await room.fetch('https://order-status/connect', { headers });
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    const { status, body } = domainAnswer(err);
    return Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } });
  }
}
