import { z } from 'zod';
import '../../zod-config';

// Tolerant readers for the contract's loosely typed fields: servers send
// numbers as strings, leave fields out, or send null.

/** A number from a number or numeric string; anything else is 0. */
export const looseNumber = z.unknown().optional().transform((v): number => {
  if (v === null || v === undefined || v === '') return 0;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
});

/** A number, or null when absent or not numeric. */
export const optionalNumber = z.unknown().optional().transform((v): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
});

/** A string; null or absent becomes ''. Numbers become their text. */
export const looseString = z.unknown().optional().transform((v): string => {
  if (v === null || v === undefined) return '';
  return typeof v === 'string' ? v : String(v);
});

/** A string, or null when absent or empty. */
export const optionalString = z.unknown().optional().transform((v): string | null => {
  if (v === null || v === undefined || v === '') return null;
  return typeof v === 'string' ? v : String(v);
});

/** Every error answer of the API. */
export const errorBody = z.object({ message: z.string() });

/** A plain `{ message }` success answer. */
export const messageBody = z.object({ message: looseString });
export type MessageBody = z.infer<typeof messageBody>;

/** A list sent bare or wrapped in one of the given keys. */
export function listOf<T extends z.ZodType>(item: T, ...keys: string[]) {
  return z.unknown().optional().transform((v, ctx): z.infer<T>[] => {
    let list: unknown = v;
    if (!Array.isArray(list) && list && typeof list === 'object') {
      const obj = list as Record<string, unknown>;
      const key = [...keys, 'data'].find((k) => Array.isArray(obj[k]));
      list = key ? obj[key] : undefined;
    }
    if (!Array.isArray(list)) {
      ctx.addIssue({ code: 'custom', message: 'Expected a list.' });
      return z.NEVER;
    }
    const out: z.infer<T>[] = [];
    for (const entry of list) {
      const parsed = item.safeParse(entry);
      if (parsed.success) out.push(parsed.data);
    }
    return out;
  });
}
