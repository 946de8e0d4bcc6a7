/** Name shown for a cart item the server sent without one. */
export const DEFAULT_CART_NAME = 'Unknown';
