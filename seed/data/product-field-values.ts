// A few demo products' values of plain text fields, by shop and product name.
// seed.ts writes each to its field's column (contract/product-fields.ts), so a
// new field is seeded here without touching the seed's code.

import type { ProductFieldKey } from '../../src/contract/product-fields.ts';

export const PRODUCT_FIELD_VALUES: Record<string, Record<string, Partial<Record<ProductFieldKey, string>>>> = {
  sehat: {
    'Paracetamol 650 mg Tablet (Strip of 15)': { pack_contents: 'Strip of 15 tablets' },
    'Paracetamol 500 mg Tablet (Strip of 10)': { pack_contents: 'Strip of 10 tablets' },
    'Ibuprofen 400 mg Tablet (Strip of 15)': { pack_contents: 'Strip of 15 tablets' },
    'Cough Syrup Honey & Tulsi 100 ml': { pack_contents: 'One 100 ml bottle' },
  },
  kirana: {
    'Whole Wheat Atta 5 kg': { pack_contents: 'One 5 kg bag' },
  },
};
