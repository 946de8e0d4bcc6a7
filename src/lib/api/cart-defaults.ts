/** Name shown for a cart item the server sent without one (spec 3). */
export const DEFAULT_CART_NAME = 'Unknown';
