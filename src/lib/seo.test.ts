import { describe, expect, it } from 'vitest';
import { jsonLdText, metaDescription, productJsonLd } from './seo';

const product = { id: 7, product_name: 'Paracetamol 650', product_price: 33.5, discount: 10, total_stock: 4, description: 'For fever.' };

describe('productJsonLd', () => {
  it('uses the final price in INR and InStock', () => {
    const data = productJsonLd({ product, url: 'https://s.example/product/details/7', imageUrl: 'https://s.example/i.svg', brand: 'Sehat' });
    expect(data['@type']).toBe('Product');
    expect(data.offers).toMatchObject({ priceCurrency: 'INR', price: '30.15', availability: 'https://schema.org/InStock' });
    expect(data.image).toEqual(['https://s.example/i.svg']);
  });

  it('names the product’s own brand, and none when it has none', () => {
    const branded = productJsonLd({ product, url: 'u', imageUrl: 'i', brand: 'Dabur' });
    expect(branded.brand).toEqual({ '@type': 'Brand', name: 'Dabur' });
    const plain = productJsonLd({ product, url: 'u', imageUrl: 'i', brand: '' });
    expect(plain).not.toHaveProperty('brand');
    expect(JSON.parse(jsonLdText(plain))).not.toHaveProperty('brand');
  });

  it('says OutOfStock at stock 0 or less', () => {
    const data = productJsonLd({ product: { ...product, total_stock: 0 }, url: 'u', imageUrl: 'i', brand: 'b' });
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
  });
});

describe('jsonLdText', () => {
  it('cannot close the script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('metaDescription', () => {
  it('flattens and shortens', () => {
    expect(metaDescription('<p>Hello\n  world</p>')).toBe('Hello world');
    const long = metaDescription('word '.repeat(80));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);
  });
});
