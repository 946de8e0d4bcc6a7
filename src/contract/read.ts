// Tolerant readers for the API's loosely typed answers: servers send numbers
// as strings, leave fields out, or send null. Hand-written instead of a schema
// library so islands that read an answer ship a few hundred bytes, not a
// validator. A reader throws when the answer's shape is wrong (the transport
// turns that into "Unexpected answer from the server.").

export type Reader<T> = (raw: unknown) => T;

export class UnexpectedAnswer extends Error {}

function fail(what: string): never {
  throw new UnexpectedAnswer(`Expected ${what}.`);
}

/** A number from a number or numeric string; anything else is 0. */
export function num(v: unknown): number {
  return optNum(v) ?? 0;
}

/** A number, or null when absent or not numeric. */
export function optNum(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/** A string; null or absent becomes ''. Numbers become their text. */
export function str(v: unknown): string {
  return v === null || v === undefined ? '' : typeof v === 'string' ? v : String(v);
}

/** A string, or null when absent or empty. */
export function optStr(v: unknown): string | null {
  return v === '' ? null : v === null || v === undefined ? null : str(v);
}

/** A true boolean; anything else is a wrong answer. */
export function bool(v: unknown): boolean {
  return typeof v === 'boolean' ? v : fail('a boolean');
}

/** A boolean when present. */
export function optBool(v: unknown): boolean | undefined {
  return v === undefined ? undefined : bool(v);
}

/** A plain object (not an array); anything else is a wrong answer. */
export function record(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : fail('an object');
}

/** An object read field by field; fields not named are dropped. */
export function fields<S extends Record<string, Reader<unknown>>>(shape: S): Reader<{ [K in keyof S]: ReturnType<S[K]> }> {
  return (raw) => {
    const o = record(raw);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) out[key] = shape[key]!(o[key]);
    return out as { [K in keyof S]: ReturnType<S[K]> };
  };
}

/** null and absent stay as they are; anything else must read. */
export function nullish<T>(read: Reader<T>): Reader<T | null | undefined> {
  return (v) => (v === null || v === undefined ? v : read(v));
}

/** A list sent bare or wrapped in one of the given keys (or `data`); entries that do not read are skipped. */
export function listOf<T>(item: Reader<T>, ...keys: string[]): Reader<T[]> {
  return (raw) => {
    let list: unknown = raw;
    if (!Array.isArray(list) && list && typeof list === 'object') {
      const o = list as Record<string, unknown>;
      const key = [...keys, 'data'].find((k) => Array.isArray(o[k]));
      list = key ? o[key] : undefined;
    }
    if (!Array.isArray(list)) fail('a list');
    const out: T[] = [];
    for (const entry of list) {
      try {
        out.push(item(entry));
      } catch (err) {
        if (!(err instanceof UnexpectedAnswer)) throw err;
      }
    }
    return out;
  };
}

/** A plain `{ message }` answer. */
export interface MessageBody {
  message: string;
}
export const readMessage: Reader<MessageBody> = /* @__PURE__ */ fields({ message: str });
