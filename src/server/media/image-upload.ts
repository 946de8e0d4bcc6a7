import { MESSAGES } from '@/lib/messages';
import { badRequest } from '../http/errors';

// Operator image uploads (category and banner images): checked by their bytes,
// not by the name or type the browser claims, and stored in R2 under a new
// unique name, since served images are cached as immutable.

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

interface Kind {
  ext: string;
  type: string;
}

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/** The image kind from its first bytes, or null when it is not one we serve. */
export function sniffImage(bytes: Uint8Array): Kind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', type: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', type: 'image/jpeg' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { ext: 'gif', type: 'image/gif' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { ext: 'webp', type: 'image/webp' };
  }
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) {
    // Served with a sandboxing CSP anyway; refuse active content outright.
    const whole = new TextDecoder().decode(bytes);
    if (/<script|\son[a-z]+\s*=|javascript:/i.test(whole)) return null;
    return { ext: 'svg', type: 'image/svg+xml' };
  }
  return null;
}

/** Checks an uploaded file and stores it; answers the new file name. */
export async function storeImage(bucket: R2Bucket, folder: 'ecomCategories', prefix: string, file: File): Promise<string> {
  if (file.size === 0) throw badRequest(MESSAGES.admin.imageType);
  if (file.size > MAX_IMAGE_BYTES) throw badRequest(MESSAGES.admin.imageTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw badRequest(MESSAGES.admin.imageType);
  const name = `${prefix}-${crypto.randomUUID()}.${kind.ext}`;
  await bucket.put(`Ecommerce/${folder}/${name}`, bytes, { httpMetadata: { contentType: kind.type } });
  return name;
}
