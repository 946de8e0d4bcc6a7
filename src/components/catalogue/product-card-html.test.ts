import { describe, expect, it } from 'vitest';
import type { Product } from '@/contract/catalogue';
import { productCardHtml } from './product-card-html';

const product = (over: Partial<Product> = {}): Product =>
  ({ id: 7, product_name: 'ORS Sachet 21 g', product_price: 21.5, discount: 5, image: 'ors.jpg', total_stock: 3, ...over }) as Product;

describe('productCardHtml', () => {
  it('shows the final price to the paisa, the MRP struck through and the discount', () => {
    const html = productCardHtml(product(), '');
    expect(html).toContain('<span class="price-final">₹20.43</span>');
    expect(html).toContain('<s class="price-mrp"><span class="visually-hidden">MRP </span>₹21.50</s>');
    expect(html).toContain('5% off');
    expect(html).toContain('<a href="/product/details/7">ORS Sachet 21 g</a>');
  });

  it('shows the same paise the product page shows, never a price rounded to the rupee', () => {
    const html = productCardHtml(product({ product_price: 30.15, discount: 0 }), '');
    expect(html).toContain('<span class="price-final">₹30.15</span>');
  });

  it('escapes the name everywhere it appears, so markup in it stays text', () => {
    const html = productCardHtml(product({ product_name: '<img src=x onerror=alert(1)> "Tulsi" & Co' }), '');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; &#34;Tulsi&#34; &#38; Co</a>');
    expect(html).toContain('aria-label="Add &#60;img src=x onerror=alert(1)&#62; &#34;Tulsi&#34; &#38; Co to cart"');
  });

  it('offers Add only with stock, else Stockout; no discount, no MRP', () => {
    const html = productCardHtml(product({ total_stock: 0, discount: 0 }), '');
    expect(html).toContain('Stockout');
    expect(html).not.toContain('data-add-to-cart');
    expect(html).not.toContain('price-mrp');
  });

  it('loads the image lazily unless asked for at once', () => {
    expect(productCardHtml(product(), '')).toContain('loading="lazy"');
    expect(productCardHtml(product(), '', true)).toContain('loading="eager" fetchpriority="high"');
    expect(productCardHtml(product(), '', true, 'low')).toContain('loading="eager" fetchpriority="low"');
  });

  it('marks a medicine sold against a prescription, and no other product', () => {
    expect(productCardHtml(product({ prescription_required: true }), '')).toContain(
      '<p class="rx-mark" data-testid="rx-mark"><span aria-hidden="true">℞</span> Prescription needed</p>',
    );
    expect(productCardHtml(product({ prescription_required: false }), '')).not.toContain('rx-mark');
  });
});
