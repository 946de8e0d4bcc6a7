// Where a shop's media lives in R2: under a prefix of its own, so one shop's
// host never serves another shop's files and an admin can only point an image
// field at a file of their own shop. Runs under Node's type stripping too (the
// seed uses it): no path aliases here.

export const MEDIA_FOLDERS = ['ecomProducts', 'ecomCategories', 'ecomSettings'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

/** The R2 key of a shop's file: shops/<slug>/Ecommerce/<folder>/<name>. */
export function shopMediaKey(slug: string, folder: MediaFolder, name: string): string {
  return `shops/${slug}/Ecommerce/${folder}/${name}`;
}

export async function shopMediaExists(bucket: R2Bucket, slug: string, folder: MediaFolder, name: string): Promise<boolean> {
  return (await bucket.head(shopMediaKey(slug, folder, name))) !== null;
}
