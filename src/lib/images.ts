// Where images live under the API root, and the defaults used when an
// image is missing or fails to load.

export const DEFAULT_PRODUCT_IMAGE = '/images/default-product.svg';
export const DEFAULT_CATEGORY_IMAGE = '/images/default-category.svg';
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

type Folder = 'ecomProducts' | 'ecomCategories' | 'ecomSettings';

function fileUrl(apiRoot: string, folder: Folder, image: string | null | undefined, fallback: string): string {
  if (!image) return fallback;
  if (/^https?:\/\//.test(image)) return image;
  return `${apiRoot.replace(/\/+$/, '')}/files/Ecommerce/${folder}/${encodeURIComponent(image)}`;
}

export const productImageUrl = (apiRoot: string, image: string | null | undefined) =>
  fileUrl(apiRoot, 'ecomProducts', image, DEFAULT_PRODUCT_IMAGE);
export const categoryImageUrl = (apiRoot: string, image: string | null | undefined) =>
  fileUrl(apiRoot, 'ecomCategories', image, DEFAULT_CATEGORY_IMAGE);
export const settingsImageUrl = (apiRoot: string, image: string | null | undefined) =>
  fileUrl(apiRoot, 'ecomSettings', image, PLACEHOLDER_IMAGE);
