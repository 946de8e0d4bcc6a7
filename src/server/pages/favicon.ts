import faviconPng from '../../../public/favicon-32.png?inline';

/**
 * The favicon as a data: URL, written into every page: no request of its own
 * beside a slow link's first images. A PNG, not the SVG it is drawn from: the
 * browser builds a document on the page's main thread to draw an SVG icon
 * while the page loads (scripts/generate-icons.mjs renders it).
 */
export const FAVICON_URL: string = faviconPng;
