import { OFFLINE_ACTION_TEXT, isOffline } from '../pwa/offline';
import { codeForStatus } from '@/contract/error-codes';
import type { Reader } from '@/contract/read';
import { activeLanguage } from '../i18n/catalogue';

// The one way to reach the API, for pages (in-process or API_ROOT) and islands
// (fetch to /api or API_ROOT). Every call (api/catalogue, account, cart,
// checkout, orders, reviews) takes a Transport and a reader for its answer
// (api/readers), so pages and islands call the same functions. Every failure
// is an ApiError: clients branch on its `code`, never on its wording.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /**
     * What went wrong, for code to branch on: the server's code (e.g.
     * OUT_OF_STOCK, FORBIDDEN), or OFFLINE, NETWORK, BAD_ANSWER, HTTP_<status>
     * on the client's side.
     */
    readonly code: string,
    /** The error answer's body when it was a JSON object (e.g. a login challenge's fields). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's `{ message, code }` error body as an ApiError (a fallback message when it has none). */
export function errorFromBody(status: number, body: unknown, fallback = `Request failed (${status}).`): ApiError {
  const b = body && typeof body === 'object' ? (body as { message?: unknown; code?: unknown }) : {};
  const message = typeof b.message === 'string' && b.message ? b.message : fallback;
  const code = typeof b.code === 'string' && b.code ? b.code : (codeForStatus(status) ?? `HTTP_${status}`);
  return new ApiError(status, message, code, body && typeof body === 'object' ? (body as Record<string, unknown>) : {});
}

export interface TransportOptions {
  /** API root without trailing slash, e.g. `/api` or `https://shop.example/api`. */
  root: string;
  /** Origin used to make `root` absolute when it is a path (server side). */
  origin?: string;
  fetcher?: (request: Request) => Response | Promise<Response>;
  distributorId?: () => number | null | undefined;
  token?: () => string | null | undefined;
}

interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Send the bearer token. */
  auth?: boolean;
  /** Send the distributor_id header (most calls, not cart/profile/address). */
  distributor?: boolean;
  headers?: Record<string, string>;
  /** Let the request finish when the page navigates away (logout). */
  keepalive?: boolean;
}

export interface Transport {
  readonly root: string;
  /** One call, its answer read by `read`; throws ApiError. */
  request<T>(method: string, path: string, read: Reader<T>, options?: RequestOptions): Promise<T>;
  /** Like request, with the response headers too (e.g. a list's X-Total-Count). */
  requestWithHeaders<T>(method: string, path: string, read: Reader<T>, options?: RequestOptions): Promise<{ data: T; headers: Headers }>;
  /** The raw response (for files such as the invoice PDF). */
  raw(method: string, path: string, options?: RequestOptions): Promise<Response>;
  /** Absolute or root-relative URL of a path under the API root. */
  url(path: string): string;
}

export function createTransport(options: TransportOptions): Transport {
  const root = options.root.replace(/\/+$/, '');
  const fetcher = options.fetcher ?? ((req: Request) => fetch(req));
  const base = root.startsWith('http') ? root : `${options.origin ?? ''}${root}`;

  function url(path: string): string {
    return `${root}/${path.replace(/^\/+/, '')}`;
  }

  async function raw(method: string, path: string, opts: RequestOptions = {}): Promise<Response> {
    const target = new URL(`${base}/${path.replace(/^\/+/, '')}`, options.origin ?? globalThis.location?.origin);
    for (const [key, value] of Object.entries(opts.query ?? {})) {
      if (value !== undefined && value !== '') target.searchParams.set(key, String(value));
    }
    const headers = new Headers(opts.headers);
    headers.set('accept', 'application/json');
    // Refusals come back in the page's language; the API answers English to a client that names none of ours.
    headers.set('accept-language', activeLanguage());
    if (opts.distributor !== false) {
      const id = options.distributorId?.();
      if (id) headers.set('distributor_id', String(id));
    }
    if (opts.auth) {
      const token = options.token?.();
      if (token) headers.set('authorization', `Bearer ${token}`);
    }
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(opts.body);
    }
    return await fetcher(new Request(target, { method, headers, body, keepalive: opts.keepalive }));
  }

  async function requestWithHeaders<T>(method: string, path: string, read: Reader<T>, opts: RequestOptions = {}) {
    let response: Response;
    try {
      response = await raw(method, path, opts);
    } catch {
      // No connection at all says so plainly; anything else is a network error.
      if (isOffline()) throw new ApiError(0, OFFLINE_ACTION_TEXT, 'OFFLINE');
      throw new ApiError(0, 'Network error. Please check your connection and try again.', 'NETWORK');
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) throw errorFromBody(response.status, json);
    let data: T;
    try {
      data = read(json);
    } catch {
      throw new ApiError(502, 'Unexpected answer from the server.', 'BAD_ANSWER');
    }
    return { data, headers: response.headers };
  }

  async function request<T>(method: string, path: string, read: Reader<T>, opts: RequestOptions = {}) {
    return (await requestWithHeaders(method, path, read, opts)).data;
  }

  return { root, request, requestWithHeaders, raw, url };
}
