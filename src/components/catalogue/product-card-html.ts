// One product card as HTML text: image, name linking to its details, prices
// (the final price to the paisa, as the product page and the cart show it),
// discount, and Add to cart, or a Stockout label when there is no stock.
//
// Written as text rather than as an Astro component: the home page holds about
// 120 cards, and a component instance per card (and per image) cost more
// server time than all the page's other work together. Every value is escaped.
//
// A medicine sold against a prescription carries a "Prescription needed" mark.
//
// Add is a plain form, not a React island per card; one delegated script
// (card-add.ts) handles every card, and without JavaScript the form opens the
// product's page instead.
import type { Product } from '@/contract/catalogue';
import { percentLabel } from '@/lib/catalogue-view';
import { escapeHtml } from '@/lib/html';
import { DEFAULT_PRODUCT_IMAGE, productImageUrl } from '@/lib/images';
import { MESSAGES } from '@/lib/messages';
import { productName } from '@/lib/i18n/product-words';
import { discountedPrice, formatInr } from '@/lib/pricing';

/** The "Prescription needed" mark (server HTML: no script on the card). */
function rxMarkHtml(): string {
  return `<p class="rx-mark" data-testid="rx-mark"><span aria-hidden="true">℞</span> ${escapeHtml(MESSAGES.prescription.mark)}</p>`;
}

/**
 * The card of one product; `eager` loads its image at once (above the fold),
 * at high priority unless `priority` is low (a larger picture above the cards
 * is the page's largest paint, and should have a slow link first).
 */
export function productCardHtml(product: Product, apiRoot: string, eager = false, priority: 'high' | 'low' = 'high'): string {
  const href = escapeHtml(`/product/details/${product.id}`);
  const name = escapeHtml(productName(product));
  const src = escapeHtml(productImageUrl(apiRoot, product.image));
  const loading = eager ? `loading="eager" fetchpriority="${priority}"` : 'loading="lazy"';
  const finalPrice = formatInr(discountedPrice(product.product_price, product.discount));
  const discount =
    product.discount > 0
      ? `<s class="price-mrp"><span class="visually-hidden">MRP </span>${escapeHtml(formatInr(product.product_price))}</s>` +
        `<span class="price-off">${escapeHtml(MESSAGES.shop.percentOff(percentLabel(product.discount)))}</span>`
      : '';
  const action =
    product.total_stock <= 0
      ? `<span class="badge-stockout">${escapeHtml(MESSAGES.stock.stockout)}</span>`
      : `<form method="get" action="${href}" data-add-to-cart="${product.id}">` +
        `<button type="submit" class="btn btn-small" aria-label="${escapeHtml(MESSAGES.shop.addNamedToCart(productName(product)))}"><span aria-hidden="true">+</span> ${escapeHtml(MESSAGES.shop.add)}</button></form>`;
  return (
    `<article class="product-card card" data-product-id="${product.id}">` +
    // No link of its own around the image: the name's link covers the whole card.
    `<div class="product-card__media">` +
    `<img src="${src}" alt="" width="400" height="400" ${loading} decoding="async" data-fallback="${DEFAULT_PRODUCT_IMAGE}"></div>` +
    `<div class="product-card__body">` +
    `<h3 class="product-card__name"><a href="${href}">${name}</a></h3>` +
    (product.prescription_required ? rxMarkHtml() : '') +
    `<p class="product-card__price"><span class="price-final">${escapeHtml(finalPrice)}</span>${discount}</p>` +
    `<div class="product-card__action">${action}</div>` +
    `</div></article>`
  );
}
