import faviconSvg from '../../../public/favicon.svg?raw';

/**
 * The favicon as a data: URL, written into every page: no request of its own
 * beside a slow link's first images. Built once; a data: URL needs only these
 * characters escaped, so the rest stays short.
 */
export const FAVICON_URL = `data:image/svg+xml,${faviconSvg.trim().replace(/"/g, "'").replace(/[#<>%]/g, (c) => encodeURIComponent(c))}`;
