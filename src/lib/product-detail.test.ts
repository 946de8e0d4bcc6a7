import { describe, expect, it } from 'vitest';
import { readProduct } from '@/contract/catalogue';
import { detailSections, inStock, priceView, productFacts } from './product-detail';

const empty = { description: '', drug_content: '', direction_to_use: '', do_donts: '', features_benefits: '' };

describe('detailSections', () => {
  it('keeps the section order and titles', () => {
    const sections = detailSections({
      description: 'd',
      drug_content: 'c',
      direction_to_use: 'u',
      do_donts: 'x',
      features_benefits: 'f',
    });
    expect(sections.map((s) => s.title)).toEqual([
      'Description',
      'Drug Content',
      'Direction to Use',
      "Do's and Don'ts",
      'Features and Benefits',
    ]);
  });

  it('hides sections without content, whitespace included', () => {
    const sections = detailSections({ ...empty, description: 'Rice.', drug_content: '   \n', features_benefits: 'Tasty.' });
    expect(sections).toEqual([
      { id: 'description', title: 'Description', text: 'Rice.' },
      { id: 'features-benefits', title: 'Features and Benefits', text: 'Tasty.' },
    ]);
    expect(detailSections(empty)).toEqual([]);
  });
});

describe('productFacts', () => {
  it('lists the shown fields that have a value, under their labels', () => {
    const product = readProduct({ id: 1, product_name: 'Paracetamol 650 mg', pack_contents: ' Strip of 15 tablets ' });
    expect(productFacts(product)).toEqual([{ key: 'pack_contents', label: 'Pack contents', value: 'Strip of 15 tablets' }]);
    expect(productFacts({ ...product, pack_contents: '  ' })).toEqual([]);
  });
});

describe('inStock', () => {
  it('is false for 0, negative and non-numbers', () => {
    expect(inStock(0)).toBe(false);
    expect(inStock(-2)).toBe(false);
    expect(inStock(Number.NaN)).toBe(false);
    expect(inStock(1)).toBe(true);
  });
});

describe('priceView', () => {
  it('computes the final price to 2 decimals', () => {
    expect(priceView({ product_price: 33.5, discount: 10 })).toEqual({ mrp: 33.5, discount: 10, final: 30.15, discounted: true });
    expect(priceView({ product_price: 18.5, discount: 0 })).toMatchObject({ final: 18.5, discounted: false });
  });

  it('clamps odd discounts', () => {
    expect(priceView({ product_price: 100, discount: 150 }).final).toBe(0);
    expect(priceView({ product_price: 100, discount: -5 })).toMatchObject({ final: 100, discounted: false });
  });
});
