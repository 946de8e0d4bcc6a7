// The id of the element that ends a shop page's content (the footer). The
// first paint waits until it is parsed (Base.astro says why).
export const PAGE_END_ID = 'site-footer';
