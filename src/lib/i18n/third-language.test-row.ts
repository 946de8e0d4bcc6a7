import type { Language } from './languages';

// A third language's row for the tests that show what adding one does (the
// shop speaks two): complete, so each test can take fields out or build a
// field table with it.
export const TAMIL = {
  tag: 'ta-IN',
  prefix: '/ta',
  name: 'தமிழ்',
  invoiceFont: 'DejaVu Sans',
  amountInWords: 'english',
  code: 'ta',
  englishName: 'Tamil',
  whatsappCode: 'ta',
} as const satisfies Language;
