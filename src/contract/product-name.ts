// Apart from the catalogue's readers, so a cart or an order reader does not
// bring the whole product reader into the page that loads it.

/** The name shown for a product (in a cart or an order) the server sent without one. */
export const UNNAMED_PRODUCT = 'Unknown';
