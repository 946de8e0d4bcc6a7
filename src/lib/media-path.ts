// The path of one of the shop's public images on its own host, for the
// console's previews and the old files route's redirect. Apart from
// src/lib/images.ts (which writes the same path for the built-in API), so the
// shoppers' pages do not load it.

type Folder = 'ecomProducts' | 'ecomCategories' | 'ecomSettings';

export const mediaPath = (folder: Folder, image: string) => `/media/${folder}/${encodeURIComponent(image)}`;
