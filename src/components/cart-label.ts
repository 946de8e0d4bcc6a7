// Where the item count goes in the cart link's label as the server writes it
// (CartButton.astro) for the badge script to fill in (cart-button.ts).
export const COUNT_SLOT = '{count}';
