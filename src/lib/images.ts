// Where images live, and the defaults used when an image is missing or fails
// to load. The shop's own API serves its images under /media, a path
// robots.txt allows, so search engines may fetch them; an external API root
// keeps its own files route.

export const DEFAULT_PRODUCT_IMAGE = '/images/default-product.svg';
export const DEFAULT_CATEGORY_IMAGE = '/images/default-category.svg';
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

type Folder = 'ecomProducts' | 'ecomCategories' | 'ecomSettings';

function fileUrl(apiRoot: string, folder: Folder, image: string | null | undefined, fallback: string): string {
  if (!image) return fallback;
  if (/^https?:\/\//.test(image)) return image;
  const root = apiRoot.replace(/\/+$/, '');
  // The built-in API's images are under /media on the same origin (as src/lib/media-path.ts writes them).
  return `${root === '/api' ? '/media' : `${root}/files/Ecommerce`}/${folder}/${encodeURIComponent(image)}`;
}

export const productImageUrl = (apiRoot: string, image: string | null | undefined) =>
  fileUrl(apiRoot, 'ecomProducts', image, DEFAULT_PRODUCT_IMAGE);
export const categoryImageUrl = (apiRoot: string, image: string | null | undefined) =>
  fileUrl(apiRoot, 'ecomCategories', image, DEFAULT_CATEGORY_IMAGE);
export const settingsImageUrl = (apiRoot: string, image: string | null | undefined) =>
  fileUrl(apiRoot, 'ecomSettings', image, PLACEHOLDER_IMAGE);
