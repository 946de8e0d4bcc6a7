import type { Context } from 'hono';
import type { DomainError } from '../domain-error';
import type { AppEnv } from '../types';

/**
 * The file of a multipart body's `field`, or null when the field holds none.
 * A body that is not readable as a form is refused with `unreadable()`, the
 * route's own words for "no file came".
 */
export async function formFile(c: Context<AppEnv>, field: string, unreadable: () => DomainError): Promise<File | null> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: false });
  } catch {
    throw unreadable();
  }
  const file = form[field];
  return file instanceof File ? file : null;
}
