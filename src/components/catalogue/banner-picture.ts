import type { DrawnPicture } from '@/lib/image-variants';

// A category's banner as a category page draws it: across the main column
// (at most 1200 px with 1 rem each side, src/styles/global.css), so a phone
// takes a copy about a third as wide as the picture. The seed's banners are
// 1200 px wide and come with lighter copies (src/lib/image-variants.ts).

/** The banner at the head of a category's product list. */
export const CATEGORY_BANNER_PICTURE: DrawnPicture = { width: 1200, sizes: '(min-width: 1200px) 1168px, calc(100vw - 2rem)' };
