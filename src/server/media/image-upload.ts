import { DomainError, badRequest } from '../domain-error';
import { MAX_UPLOAD_BYTES } from './upload-size';
import { svgProblem } from './svg-guard';
import { shopMediaKey, type MediaFolder } from './media-keys';
import { WORDS } from '@/lib/words';

// Operator image uploads (category and banner images): checked by their bytes,
// which must agree with the type the browser declared, and stored in R2 under
// a new unique name, since served images are cached as immutable.

const MAX_IMAGE_BYTES = MAX_UPLOAD_BYTES;

interface Kind {
  ext: string;
  type: string;
}

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/** Other spellings browsers and tools use for the same types. */
const TYPE_ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'image/x-png': 'image/png' };

/** The image kind from its first bytes, or null when it is not one we serve (or an SVG that is more than a drawing). */
export function sniffImage(bytes: Uint8Array): Kind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', type: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', type: 'image/jpeg' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { ext: 'gif', type: 'image/gif' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { ext: 'webp', type: 'image/webp' };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (!looksLikeSvg(text)) return null;
  return svgProblem(text) ? null : { ext: 'svg', type: 'image/svg+xml' };
}

function looksLikeSvg(text: string): boolean {
  const head = text.slice(0, 4096).replace(/^\uFEFF/, '').trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}

/** Checks an uploaded file and stores it; answers the new file name. */
export async function storeImage(bucket: R2Bucket, shop: string, folder: MediaFolder, prefix: string, file: File): Promise<string> {
  if (file.size === 0) throw badRequest(WORDS.admin.imageType);
  if (file.size > MAX_IMAGE_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', WORDS.admin.imageTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) {
    const svg = looksLikeSvg(new TextDecoder().decode(bytes.subarray(0, 4096)));
    throw svg ? new DomainError('UNSAFE_SVG', WORDS.admin.svgUnsafe) : new DomainError('UNSUPPORTED_IMAGE', WORDS.admin.imageType);
  }
  const declared = file.type.toLowerCase().split(';')[0]!.trim();
  // A PNG named .svg (or the reverse) is refused: what a browser renders follows the type.
  if ((TYPE_ALIASES[declared] ?? declared) !== kind.type) throw new DomainError('IMAGE_TYPE_MISMATCH', WORDS.admin.imageMismatch);
  const name = `${prefix}-${crypto.randomUUID()}.${kind.ext}`;
  await bucket.put(shopMediaKey(shop, folder, name), bytes, { httpMetadata: { contentType: kind.type } });
  return name;
}
