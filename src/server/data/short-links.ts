// The shop's short links (/o/<code>, migration 0037): one random code per shop
// and page, reused by every message about the same page.

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** 8 characters of a 57-letter alphabet: about 46 bits, drawn without bias. */
const CODE_LENGTH = 8;

function randomCode(): string {
  let out = '';
  while (out.length < CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      // 228 = 4 × 57: bytes above it would favour the first letters.
      if (byte < 228 && out.length < CODE_LENGTH) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}

/** The code of a page of this shop, made on first use (two senders at once agree on one). */
export async function shortCodeFor(db: D1Database, distributorId: number, path: string): Promise<string> {
  await db
    .prepare('INSERT INTO short_links (distributor_id, code, path) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(distributorId, randomCode(), path)
    .run();
  const row = await db.prepare('SELECT code FROM short_links WHERE distributor_id = ? AND path = ?').bind(distributorId, path).first<{ code: string }>();
  if (!row) throw new Error('short link not stored');
  return row.code;
}

/** The page a code stands for in this shop, or null. */
export async function pathOfShortCode(db: D1Database, distributorId: number, code: string): Promise<string | null> {
  const row = await db.prepare('SELECT path FROM short_links WHERE distributor_id = ? AND code = ?').bind(distributorId, code).first<{ path: string }>();
  return row?.path ?? null;
}

/** Whether a text has the shape of a code (anything else is not looked up). */
export function isShortCode(text: string): boolean {
  return text.length === CODE_LENGTH && [...text].every((c) => ALPHABET.includes(c));
}
