// D1 read replication: every request runs in a D1 session, so a read may be
// served by a nearby replica. A write hands the shopper a bookmark (a header
// and a short-lived cookie the browser sends back to /api by itself); their
// next requests start from it, so they see their own write (the cart count
// right after Add) even when a replica has not caught up yet.
//
// The session is on the database of the shop the host names (its own, or the
// shared DB). It is kept for the request (sessionOf), and the tenant
// middleware hands it to the routes as the request's database (c.var.db):
// env is never changed.

import { countingRowsRead } from './d1-rows-read';
import { shopDatabase, slugForHost } from './tenant-database';

export const BOOKMARK_HEADER = 'x-d1-bookmark';
export const BOOKMARK_COOKIE = 'd1_bookmark';
/** Long enough for any replica to catch up; the cookie is useless after that. */
const BOOKMARK_SECONDS = 300;
/** D1's bookmark form; anything else is ignored, never handed to D1. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/i;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The bookmark a request carries (header first, then cookie), when well formed. */
function bookmarkOf(request: Request): string | null {
  const header = request.headers.get(BOOKMARK_HEADER)?.trim();
  const cookie = new RegExp(`(?:^|;\\s*)${BOOKMARK_COOKIE}=([^;]*)`).exec(request.headers.get('cookie') ?? '')?.[1];
  for (const value of [header, cookie]) if (value && BOOKMARK.test(value)) return value;
  return null;
}

/** Each request's session, while it is handled. */
const sessions = new WeakMap<Request, D1Database>();

/** The D1 session withD1Session opened for this request, if any. */
export function sessionOf(request: Request): D1Database | undefined {
  return sessions.get(request);
}

/**
 * Runs `handle` with a session on the host's shop's database kept for this
 * request (sessionOf): from the
 * shopper's bookmark when they bring one; otherwise any replica for reads and
 * the primary for writes. A successful write answers with the new bookmark.
 */
export async function withD1Session(request: Request, env: Env, handle: () => Promise<Response>): Promise<Response> {
  const write = !READS.has(request.method);
  const slug = slugForHost(env, request.headers.get('host') ?? new URL(request.url).host);
  const db = slug ? shopDatabase(env, slug).db : env.DB;
  const session = db.withSession(bookmarkOf(request) ?? (write ? 'first-primary' : 'first-unconstrained'));
  sessions.set(request, sessionAsDatabase(db, session));
  let response: Response;
  try {
    response = await handle();
  } finally {
    sessions.delete(request);
  }
  const bookmark = write && response.status < 400 ? session.getBookmark() : null;
  if (!bookmark) return response;
  const answer = new Response(response.body, response);
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  answer.headers.set(BOOKMARK_HEADER, bookmark);
  answer.headers.append('Set-Cookie', `${BOOKMARK_COOKIE}=${bookmark}; Path=/api; Max-Age=${BOOKMARK_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
  return answer;
}

/**
 * A session where the code expects the database. The data layer uses prepare
 * and batch only, and those go through the session; the rest (exec, dump,
 * a new session) is the database's own, as no request path uses them.
 */
function sessionAsDatabase(db: D1Database, session: D1DatabaseSession): D1Database {
  // Rows read are counted for the request's log line (d1-rows-read.ts).
  const counted = countingRowsRead(session);
  return {
    prepare: (query) => counted.prepare(query),
    batch: (statements) => counted.batch(statements),
    exec: (query) => db.exec(query),
    withSession: (constraint) => db.withSession(constraint),
    dump: () => db.dump(),
  };
}

/** Catalogue reads for pages: the same for everyone, so any replica will do. */
export function catalogueSession(db: D1Database): D1Database {
  return sessionAsDatabase(db, db.withSession('first-unconstrained'));
}
