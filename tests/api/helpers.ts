import { exports } from 'cloudflare:workers';
import { dbOf } from './databases';

// Calls the Worker under test as a client would, on a distributor's host.

export const SEHAT = 'http://localhost';
export const KIRANA = 'http://kirana.localhost';

export interface CallOptions {
  method?: string;
  /** Object bodies are sent as JSON; strings are sent as they are (labelled JSON unless `headers` say otherwise). */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  host?: string;
}

export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  json: T;
  text: string;
}

export async function call<T = any>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (typeof options.body === 'string') {
    // The API takes JSON only: a string is sent as JSON unless the test labels it otherwise.
    body = options.body;
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('content-type', 'application/json');
  }
  const url = `${options.host ?? SEHAT}/api/${path.replace(/^\/+/, '')}`;
  const response = await exports.default.fetch(new Request(url, { method: options.method ?? 'GET', headers, body }));
  const text = await response.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** The id of a distributor by slug (ids are per database: two shops may share one). */
export async function distributorId(slug: string): Promise<number> {
  const row = await dbOf(slug).prepare('SELECT id FROM distributors WHERE slug = ?').bind(slug).first<{ id: number }>();
  if (!row) throw new Error(`no distributor ${slug}`);
  return row.id;
}
