import { describe, expect, it } from 'vitest';
import { filterByName, nameMatches, normaliseQuery, searchPagePath, whatsAppLink } from './search';

const items = [
  { id: 1, product_name: 'Paracetamol 650 mg Tablet' },
  { id: 2, product_name: 'Vitamin C 500 Chewable' },
  { id: 3, product_name: 'Paediatric PARACETAMOL Suspension' },
];

describe('header search matching', () => {
  it('matches names case-insensitively by containment', () => {
    expect(filterByName(items, 'paRACet').map((i) => i.id)).toEqual([1, 3]);
    expect(filterByName(items, ' 500 ').map((i) => i.id)).toEqual([2]);
    expect(nameMatches('Vitamin C', 'MIN c')).toBe(true);
  });

  it('finds nothing for an empty query or no match', () => {
    expect(filterByName(items, '   ')).toEqual([]);
    expect(filterByName(items, 'zzz')).toEqual([]);
    expect(nameMatches('Anything', '')).toBe(false);
  });

  it('filters even when a server ignored the query, and keeps the limit', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: i, product_name: i % 2 ? `Atta ${i}` : `Rice ${i}` }));
    const found = filterByName(many, 'atta', 10);
    expect(found).toHaveLength(10);
    expect(found.every((p) => p.product_name.startsWith('Atta'))).toBe(true);
  });

  it('normalises and bounds the query', () => {
    expect(normaliseQuery('  HeLLo ')).toBe('hello');
    expect(normaliseQuery('x'.repeat(150))).toHaveLength(100);
    expect(searchPagePath(' cold & cough ')).toBe('/ecommerce/search?q=cold%20%26%20cough');
  });
});

describe('whatsAppLink', () => {
  it('opens a chat with the shop’s Indian mobile, the message typed in', () => {
    expect(whatsAppLink('+91 98765-43210', 'Do you have “dolo”?')).toBe(`https://wa.me/919876543210?text=${encodeURIComponent('Do you have “dolo”?')}`);
    expect(whatsAppLink('09876543210', 'x')).toBe('https://wa.me/919876543210?text=x');
  });

  it('gives none for a landline or no number', () => {
    expect(whatsAppLink('020 2612 3456', 'x')).toBeNull();
    expect(whatsAppLink('', 'x')).toBeNull();
  });
});
