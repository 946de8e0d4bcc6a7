import { describe, expect, expectTypeOf, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/languages';
import { categoryTranslationFields, CATEGORY_TRANSLATIONS } from './category-fields';
import { OWN_PRODUCT_FIELDS, PRODUCT_FIELDS, csvFields, plainTextFields, productFieldTable } from './product-fields';
import { TAMIL as tamil } from '@/lib/i18n/third-language.test-row';
// A language added to LANGUAGES adds its product and category fields with no
// edit to the field table: built here for a list with a third language (a
// test-only row; the shop speaks two), its fields appear under its code, and
// Hindi's keep the names the API, the CSV and the console already use.

const THREE = [...LANGUAGES, tamil] as const;
const table = productFieldTable(OWN_PRODUCT_FIELDS, THREE);

describe('the product field table for a third language', () => {
  it('has its translation of each translatable field, named by its row', () => {
    expect(table.product_name_ta).toEqual({
      kind: 'translation',
      translates: 'product_name',
      language: 'ta-IN',
      column: 'name',
      max: 200,
      name: 'Tamil name',
      list: true,
      form: 'line',
      label: 'nameTa',
      csv: { column: 'name_ta', at: 1 },
    });
    expect(table.description_ta).toEqual({
      kind: 'translation',
      translates: 'description',
      language: 'ta-IN',
      column: 'description',
      max: 5000,
      name: 'Tamil description',
      form: 'area',
      label: 'descriptionTa',
    });
    const translations = Object.entries(table).filter(([, f]) => f.kind === 'translation').map(([key]) => key);
    expect(translations).toEqual(['product_name_hi', 'description_hi', 'product_name_ta', 'description_ta']);
  });

  it('keeps the field keys and labels literal, so the form and the catalogue are checked against them', () => {
    expectTypeOf(table.product_name_ta.label).toEqualTypeOf<'nameTa'>();
    expectTypeOf(table.description_ta.form).toEqualTypeOf<'area'>();
    expectTypeOf(table.product_name_hi.language).toEqualTypeOf<'hi-IN'>();
    // @ts-expect-error the shop's own table has no Tamil fields
    expect(PRODUCT_FIELDS.product_name_ta).toBeUndefined();
  });

  it('lays each language’s words out in the form just after its field, in the list’s order', () => {
    expect(plainTextFields('line', table)).toEqual(['product_name', 'product_name_hi', 'product_name_ta', 'brand', 'pack_contents']);
    expect(plainTextFields('area', table).slice(0, 4)).toEqual(['description', 'description_hi', 'description_ta', 'drug_content']);
  });

  it('puts its CSV column after the field’s', () => {
    expect(csvFields(table).map(([, f]) => f.csv.column)).toEqual([
      'name', 'name_hi', 'name_ta', 'brand', 'price', 'discount', 'stock', 'stock_minimum', 'gst_rate', 'hsn', 'category', 'pack_contents',
    ]);
  });

  it('names a category’s name in it as it names Hindi’s', () => {
    expect(categoryTranslationFields(THREE).map(({ key, language, name, label }) => [key, language.tag, name, label])).toEqual([
      ['category_name_hi', 'hi-IN', 'Hindi name', 'nameHi'],
      ['category_name_ta', 'ta-IN', 'Tamil name', 'nameTa'],
    ]);
  });
});

describe('the shop’s own table', () => {
  it('keeps Hindi’s fields exactly as the API, the CSV and the console know them', () => {
    expect(PRODUCT_FIELDS.product_name_hi).toEqual({
      kind: 'translation', translates: 'product_name', language: 'hi-IN', column: 'name', max: 200, name: 'Hindi name', list: true, form: 'line', label: 'nameHi', csv: { column: 'name_hi', at: 1 },
    });
    expect(PRODUCT_FIELDS.description_hi).toEqual({
      kind: 'translation', translates: 'description', language: 'hi-IN', column: 'description', max: 5000, name: 'Hindi description', form: 'area', label: 'descriptionHi',
    });
    expect(CATEGORY_TRANSLATIONS.map((f) => [f.key, f.name, f.label])).toEqual([['category_name_hi', 'Hindi name', 'nameHi']]);
  });

  it('has no field for the default language and the form and CSV of before', () => {
    expect(Object.keys(PRODUCT_FIELDS).filter((k) => k.endsWith('_en'))).toEqual([]);
    expect(plainTextFields('line')).toEqual(['product_name', 'product_name_hi', 'brand', 'pack_contents']);
    expect(plainTextFields('area')).toEqual(['description', 'description_hi', 'drug_content', 'direction_to_use', 'do_donts', 'features_benefits']);
    expect(csvFields().map(([, f]) => f.csv.column)).toEqual(['name', 'name_hi', 'brand', 'price', 'discount', 'stock', 'stock_minimum', 'gst_rate', 'hsn', 'category', 'pack_contents']);
  });
});
