import { WORDS } from '@/lib/words';
import { DomainError } from '../domain-error';
import { shopMediaExists, type MediaFolder } from './media-keys';

/**
 * An image field written as a file name must name a file of this shop's own
 * media: an admin cannot point their catalogue at another shop's files (nor
 * at a file that is not there). Empty and absent values are left alone.
 */
export async function assertOwnMedia(
  media: R2Bucket,
  shopSlug: string,
  folder: MediaFolder,
  names: Array<string | null | undefined>,
): Promise<void> {
  for (const name of names) {
    if (name && !(await shopMediaExists(media, shopSlug, folder, name))) {
      throw new DomainError('IMAGE_NOT_IN_SHOP', WORDS.admin.imageNotInShop);
    }
  }
}
