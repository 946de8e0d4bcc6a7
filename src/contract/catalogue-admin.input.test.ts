import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { renderWords } from '@/lib/words';
// The sections of the keys these messages name, besides the shop's: loaded
// here, as no other file may have loaded them first (the Worker loads all).
import '@/lib/api-answer-messages';
import '@/lib/console-day-messages';
import {
  categoryCreatePayload,
  categoryNameLabel,
  categoryUpdatePayload,
  discountPayload,
  fieldLabel,
  productCreatePayload,
  productUpdatePayload,
} from './catalogue-admin.input';
import { CATEGORY_TRANSLATIONS } from './category-fields';
import { productFieldEntries, type EditableProductField, type ProductFieldKind } from './product-fields';

/** The first issue's message as a person reads it (the contract carries keys). */
const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => {
  const message = r.error?.issues[0]?.message;
  return message === undefined ? undefined : renderWords(message);
};

describe('operator catalogue payloads', () => {
  it('accepts a product with categoryId or category_id and numeric strings', () => {
    const a = productCreatePayload.parse({ product_name: ' Tulsi Drops ', product_price: '120.50', categoryId: 3, total_stock: '7' });
    expect(a).toMatchObject({ product_name: 'Tulsi Drops', product_price: 120.5, category_id: 3, total_stock: 7 });
    expect(a).not.toHaveProperty('categoryId');
    expect(productCreatePayload.parse({ product_name: 'X', product_price: 1, category_id: 4 }).category_id).toBe(4);
  });

  it('rejects bad products with a readable first message', () => {
    const cases: Array<[unknown, string]> = [
      [{ product_price: 10, category_id: 1 }, 'Product name is required.'],
      [{ product_name: '  ', product_price: 10, category_id: 1 }, 'Product name is required.'],
      [{ product_name: 'X', product_price: -1, category_id: 1 }, 'Price cannot be negative.'],
      [{ product_name: 'X', product_price: 10.555, category_id: 1 }, 'Price can have at most 2 decimals.'],
      [{ product_name: 'X', product_price: 'ten', category_id: 1 }, 'Price must be a number.'],
      [{ product_name: 'X', product_price: 10 }, 'Category is required.'],
      [{ product_name: 'X', product_price: 10, category_id: 1, total_stock: 1.5 }, 'Stock must be a whole number.'],
      [{ product_name: 'X', product_price: 10, category_id: 1, stock_minimum_level: -1 }, 'Stock minimum level cannot be negative.'],
      [{ product_name: 'X', product_price: 10, category_id: 0 }, 'Category must be a positive number.'],
      [{ product_name: 'X', product_price: 10, category_id: 1, product_name_hi: 'न'.repeat(201) }, 'Hindi name must be at most 200 characters.'],
      [{ product_name: 'X', product_price: 10, category_id: 1, description_hi: 5 }, 'Hindi description must be text.'],
      [{ product_name: 'X', product_price: 10, category_id: 1, prescription_required: 'yes' }, 'prescription_required must be true or false.'],
      [{ product_name: 'X', product_price: 10, category_id: 1, discount: 120 }, MESSAGES.admin.discountInvalid],
      [{ product_name: 'X', product_price: 10, category_id: 1, image: '../../etc/passwd' }, 'Image must be a plain file name (letters, digits, dot, dash, underscore).'],
      [[], 'Send the fields as a JSON object.'],
      ['text', 'Send the fields as a JSON object.'],
    ];
    for (const [input, message] of cases) expect(firstMessage(productCreatePayload.safeParse(input)), JSON.stringify(input)).toBe(message);
  });

  it('needs at least one field to update', () => {
    expect(firstMessage(productUpdatePayload.safeParse({}))).toBe(MESSAGES.admin.nothingToUpdate);
    expect(productUpdatePayload.parse({ discount: 5 })).toEqual({ discount: 5, category_id: undefined });
    expect(firstMessage(categoryUpdatePayload.safeParse({}))).toBe(MESSAGES.admin.nothingToUpdate);
  });

  it('takes a discount from 0 to 100 only', () => {
    expect(discountPayload.parse({ discount: 0 }).discount).toBe(0);
    expect(discountPayload.parse({ discount: '12.5' }).discount).toBe(12.5);
    for (const bad of [{ discount: 'abc' }, { discount: -1 }, { discount: 101 }, {}, { discount: null }, { discount: '' }, { discount: true }, null]) {
      expect(firstMessage(discountPayload.safeParse(bad)), JSON.stringify(bad)).toBe(MESSAGES.admin.discountInvalid);
    }
  });

  it('calls each field by its English name in the messages', () => {
    // The kinds whose messages name the field; the others have words of their own.
    const named: ProductFieldKind[] = ['text', 'translation', 'money', 'count', 'category', 'flag'];
    const fields = productFieldEntries().filter(([, f]) => f.form && named.includes(f.kind));
    expect(fields.length).toBeGreaterThan(10);
    for (const [key, f] of fields) expect(renderWords(fieldLabel(key as EditableProductField)), key).toBe(f.name);
    for (const f of CATEGORY_TRANSLATIONS) expect(renderWords(categoryNameLabel(f.language.tag)), f.key).toBe(f.name);
  });

  it('validates categories', () => {
    expect(categoryCreatePayload.parse({ category: ' Herbal Teas ' }).category).toBe('Herbal Teas');
    expect(firstMessage(categoryCreatePayload.safeParse({ category: '' }))).toBe('Category name is required.');
    expect(firstMessage(categoryCreatePayload.safeParse({ category: 'x'.repeat(101) }))).toBe('Category name must be at most 100 characters.');
  });
});
