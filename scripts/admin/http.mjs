// The operator API over HTTP: which shop to talk to, logging in, and calls
// that turn a non-2xx answer into one readable error with the server's message.
import http from 'node:http';
import https from 'node:https';
import { UsageError } from './args.mjs';

export const LOCAL_URL = 'http://localhost:8787';
const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin123' };

export class ApiFailure extends Error {
  constructor(status, message, code) {
    super(`${status}: ${message}`);
    this.status = status;
    this.code = code;
  }
}

const isLocalHost = (hostname) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');

/**
 * Where calls go: `--url` (default the local shop), and which shop's Host
 * header to send (`--host` as given, or `--shop <slug>` as `<slug>.<host>`).
 * @param {Record<string, string | boolean | undefined>} flags
 * @param {Record<string, string | undefined>} [env]
 */
export function resolveTarget(flags, env = process.env) {
  let url;
  try {
    url = new URL(flags.url ?? env.SHOP_URL ?? LOCAL_URL);
  } catch {
    throw new UsageError(`--url must be a full address like https://shop.example.com (got "${flags.url}").`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError('--url must start with http:// or https://.');
  if (flags.shop !== undefined && !/^[a-z0-9][a-z0-9-]{0,39}$/.test(flags.shop)) throw new UsageError(`--shop must be a distributor slug (got "${flags.shop}").`);
  const port = url.port ? `:${url.port}` : '';
  const local = isLocalHost(url.hostname);
  // Locally every distributor lives on <slug>.localhost, whatever address the server listens on.
  const shopHost = local ? 'localhost' : url.hostname.replace(/^www\./, '');
  const host = flags.host ?? (flags.shop ? `${flags.shop}.${shopHost}${port}` : url.host);
  return { origin: url.origin, url, host, local };
}

/**
 * Operator credentials: flags, then ADMIN_EMAIL/ADMIN_PASSWORD, then the demo admin on a local shop only.
 * @param {Record<string, string | boolean | undefined>} flags
 * @param {{ local: boolean }} target
 * @param {Record<string, string | undefined>} [env]
 */
export function resolveCredentials(flags, target, env = process.env) {
  const email = flags.email ?? (env.ADMIN_EMAIL || undefined) ?? (target.local ? DEMO_ADMIN.email : undefined);
  const password = flags.password ?? (env.ADMIN_PASSWORD || undefined) ?? (target.local ? DEMO_ADMIN.password : undefined);
  if (!email || !password) throw new UsageError('Give --email and --password (or ADMIN_EMAIL and ADMIN_PASSWORD) for a deployed shop.');
  return { email, password };
}

/** One HTTP request; resolves { status, headers, json, text }. */
function send(target, method, path, { headers = {}, body } = {}) {
  const url = new URL(`/api/${path.replace(/^\/+/, '')}`, target.origin);
  const transport = url.protocol === 'https:' ? https : http;
  // *.localhost names may not resolve on every machine: connect to the loopback address instead.
  const hostname = url.hostname.endsWith('.localhost') ? '127.0.0.1' : url.hostname;
  return new Promise((resolve, reject) => {
    const req = transport.request(
      { method, hostname, port: url.port || undefined, path: url.pathname + url.search, headers: { host: target.host, ...headers }, servername: url.hostname },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json, text });
        });
      },
    );
    req.on('error', (err) => reject(new Error(`Cannot reach ${target.origin} (${err.code ?? err.message}). Is the shop running?`)));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

function failure(res) {
  const message = res.json?.message ?? (res.text ? res.text.slice(0, 200) : 'no answer');
  return new ApiFailure(res.status, message, res.json?.code);
}

/** A logged-in client: `call(method, path, jsonBody?)` and `upload(method, path, form)`. */
export async function connect(target, credentials) {
  const login = await send(target, 'POST', 'EcomLogin/Ecomlogin', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (login.status !== 200 || !login.json?.token) throw failure(login);
  if (login.json.user?.role && login.json.user.role !== 'admin') throw new ApiFailure(403, `${credentials.email} is not an admin of this shop.`);
  const auth = { authorization: `Bearer ${login.json.token}` };
  const checked = (res) => {
    if (res.status < 200 || res.status > 299) throw failure(res);
    return res;
  };
  return {
    target,
    async call(method, path, body) {
      const headers = { ...auth };
      if (body !== undefined) headers['content-type'] = 'application/json';
      return checked(await send(target, method, path, { headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    },
    /** multipart/form-data with text fields and files ({ name, filename, type, bytes }). */
    async upload(method, path, fields, files) {
      const boundary = `----admin${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`;
      const parts = [];
      for (const [name, value] of Object.entries(fields)) {
        parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      }
      for (const f of files) {
        parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\ncontent-type: ${f.type}\r\n\r\n`));
        parts.push(f.bytes, Buffer.from('\r\n'));
      }
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      const headers = { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` };
      return checked(await send(target, method, path, { headers, body: Buffer.concat(parts) }));
    },
  };
}
