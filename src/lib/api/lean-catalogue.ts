import { ApiError, errorFromBody, type RequestOptions, type Transport } from './transport';

// The few catalogue calls made by islands that sit on every page (header
// search, footer newsletter) or above the fold (product purchase box). They
// read answers by hand with the same tolerant rules as schemas/common.ts, so
// those islands do not ship zod (~24 KB gzip). lean-catalogue.test.ts checks
// that these readers agree with the zod schemas. fetchJson also serves server
// pages that need an answer's headers (X-Total-Count).

export interface ProductHit {
  id: number;
  product_name: string;
  product_price: number;
  discount: number;
  total_stock: number;
  image: string | null;
}

export function num(v: unknown): number {
  if (v === null || v === undefined || v === '') return 0;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
}

export function str(v: unknown): string {
  return v === null || v === undefined ? '' : typeof v === 'string' ? v : String(v);
}

/** A product list, bare or wrapped in `products`/`data`; non-objects are skipped. */
export function readProductHits(json: unknown): ProductHit[] {
  let list = json;
  if (!Array.isArray(list) && list && typeof list === 'object') {
    const obj = list as Record<string, unknown>;
    list = Array.isArray(obj.products) ? obj.products : Array.isArray(obj.data) ? obj.data : undefined;
  }
  if (!Array.isArray(list)) throw new ApiError(502, 'Unexpected answer from the server.');
  return list
    .filter((p): p is Record<string, unknown> => !!p && typeof p === 'object' && !Array.isArray(p))
    .map((p) => ({
      id: num(p.id),
      product_name: str(p.product_name),
      product_price: num(p.product_price),
      discount: num(p.discount),
      total_stock: num(p.total_stock),
      image: p.image === null || p.image === undefined || p.image === '' ? null : str(p.image),
    }));
}

/** `{ id, total_stock }` -> the stock. */
export function readStock(json: unknown): number {
  if (!json || typeof json !== 'object') throw new ApiError(502, 'Unexpected answer from the server.');
  return num((json as Record<string, unknown>).total_stock);
}

/** One call: the JSON answer and its headers, or an ApiError with the server's message. */
export async function fetchJson(t: Transport, method: string, path: string, options: RequestOptions = {}) {
  let response: Response;
  try {
    response = await t.raw(method, path, options);
  } catch {
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw errorFromBody(response.status, json);
  return { json, headers: response.headers };
}

const send = async (t: Transport, method: string, path: string, options: RequestOptions = {}) =>
  (await fetchJson(t, method, path, options)).json;

export const searchProducts = async (t: Transport, q: string, limit: number) =>
  readProductHits(await send(t, 'GET', 'ecomProd/ecomProducts', { query: { q, limit } }));

export const productStock = async (t: Transport, id: number) => readStock(await send(t, 'GET', `ecomProd/ecomProducts/stock/${id}`));

export const subscribeNewsletter = async (t: Transport, email: string) => {
  await send(t, 'POST', 'subscribe', { body: { subscriber_email: email } });
};
