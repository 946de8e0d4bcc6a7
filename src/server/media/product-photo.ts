import { DomainError } from '../domain-error';
import { sniffImage, storeImage } from './image-upload';
import type { MediaFolder } from './media-keys';
import { WORDS } from '@/lib/words';

// A product photo (or a storefront image) from the console: a JPEG, PNG or WebP (what phones and
// cameras make; product pages need no drawings), stored in the shop's own
// media under a new name. Answers that name, for the product's image field.

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export async function storeProductPhoto(
  bucket: R2Bucket,
  shop: string,
  file: File,
  folder: MediaFolder = 'ecomProducts',
  prefix = 'product',
): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  const kind = sniffImage(head);
  // Anything else (another kind of image, an empty file, no image at all) is told which kinds this
  // field takes; storeImage then checks the size and that the declared type agrees.
  if (!kind || !PHOTO_TYPES.has(kind.type)) throw new DomainError('UNSUPPORTED_IMAGE', WORDS.console.products.photoType);
  return storeImage(bucket, shop, folder, prefix, file);
}
