import type { DrawnPicture } from '@/lib/image-variants';

// The home page's large pictures: how wide the shop's own are (their lighter
// copies go up to that width, src/lib/image-variants.ts) and how wide each is
// drawn, for the browser to pick the copy that fills it (the `sizes` of its
// srcset). Each drawn width follows the page's layout: main is at most 1200 px
// with 1 rem each side (src/styles/global.css).

/** The slides, across the page. */
export const SLIDE_PICTURE: DrawnPicture = { width: 1200, sizes: '(min-width: 1200px) 1168px, calc(100vw - 2rem)' };

/** The offer banners: across a phone, two side by side from 640 px. */
export const OFFER_PICTURE: DrawnPicture = { width: 800, sizes: '(min-width: 1200px) 576px, (min-width: 640px) calc(50vw - 1.5rem), calc(100vw - 2rem)' };

/** The popup banner, min(92vw, 420px) wide (PopupBanner.astro). */
export const POPUP_PICTURE: DrawnPicture = { width: 640, sizes: 'min(92vw, 420px)' };

/** Screens where a first visit shows the popup banner alone, the page behind it hidden (PopupBanner.astro's style says the same). */
export const PHONE_LAYOUT_MEDIA = '(max-width: 760px)';
