import { isShortCode, pathOfShortCode } from '../data/short-links';

// The shop's short route /o/<code>: the page an SMS or WhatsApp message links
// to. Only this shop's codes; anything else is not found.

/** The page a code of this shop opens, or null (not one of its codes). */
export async function shortLinkTarget(db: D1Database, distributorId: number, code: string): Promise<string | null> {
  if (!isShortCode(code)) return null;
  const path = await pathOfShortCode(db, distributorId, code);
  // Only a page of this shop's own site, never another address.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
