import type { Product } from '@/contract/catalogue';
import type { ProductFields } from '@/lib/api/console-products';
import { parseFaqs, type Faq } from '@/lib/faqs';
import { DEFAULT_UQC } from '@/lib/india/uqc';
import { MESSAGES } from '@/lib/messages';

// The product form's values: text as typed (so nothing is lost when a save
// fails), turned into the API's fields on save. FAQs are edited as pairs and
// stored as the catalogue's "Q: / A:" text.

export interface ProductDraft {
  product_name: string;
  product_price: string;
  discount: string;
  total_stock: string;
  stock_minimum_level: string;
  stock_maximum_level: string;
  category_id: string;
  description: string;
  drug_content: string;
  direction_to_use: string;
  do_donts: string;
  features_benefits: string;
  faqs: Faq[];
  prescription_required: boolean;
  product_name_hi: string;
  description_hi: string;
  /** GST: the rate in percent as chosen ('' until chosen), the HSN code and the unit of quantity. */
  gst_rate: string;
  hsn_code: string;
  uqc: string;
  brand: string;
}

export const EMPTY_DRAFT: ProductDraft = {
  product_name: '',
  product_price: '',
  discount: '0',
  total_stock: '0',
  stock_minimum_level: '0',
  stock_maximum_level: '0',
  category_id: '',
  description: '',
  drug_content: '',
  direction_to_use: '',
  do_donts: '',
  features_benefits: '',
  faqs: [],
  prescription_required: false,
  product_name_hi: '',
  description_hi: '',
  gst_rate: '',
  hsn_code: '',
  uqc: DEFAULT_UQC,
  brand: '',
};

export function draftOf(p: Product): ProductDraft {
  return {
    product_name: p.product_name,
    product_price: String(p.product_price),
    discount: String(p.discount),
    total_stock: String(p.total_stock),
    stock_minimum_level: String(p.stock_minimum_level),
    stock_maximum_level: String(p.stock_maximum_level),
    category_id: p.category_id === null ? '' : String(p.category_id),
    description: p.description,
    drug_content: p.drug_content,
    direction_to_use: p.direction_to_use,
    do_donts: p.do_donts,
    features_benefits: p.features_benefits,
    faqs: parseFaqs(p.faqs),
    prescription_required: p.prescription_required,
    product_name_hi: p.product_name_hi ?? '',
    brand: p.brand,
    description_hi: p.description_hi ?? '',
    gst_rate: p.gst_rate === null ? '' : String(p.gst_rate),
    hsn_code: p.hsn_code ?? '',
    uqc: p.uqc ?? DEFAULT_UQC,
  };
}

/** What the form says before saving: the GST rate and HSN code are required (every product is invoiced with them). */
export function gstProblem(d: ProductDraft): string | null {
  if (d.gst_rate === '') return MESSAGES.gst.rateRequired;
  if (d.hsn_code.trim() === '') return MESSAGES.gst.hsnRequired;
  return null;
}

function faqsText(faqs: Faq[]): string {
  return faqs
    .filter((f) => f.question.trim() && f.answer.trim())
    .map((f) => `Q: ${f.question.trim()}\nA: ${f.answer.trim()}`)
    .join('\n');
}

/** A number field as typed: empty or not a number goes as typed, for the server to name the field. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

export function fieldsOf(d: ProductDraft, image?: string): ProductFields {
  return {
    product_name: d.product_name,
    product_price: numberOf(d.product_price),
    discount: numberOf(d.discount),
    total_stock: numberOf(d.total_stock),
    stock_minimum_level: numberOf(d.stock_minimum_level),
    stock_maximum_level: numberOf(d.stock_maximum_level),
    category_id: numberOf(d.category_id),
    description: d.description,
    drug_content: d.drug_content,
    direction_to_use: d.direction_to_use,
    do_donts: d.do_donts,
    features_benefits: d.features_benefits,
    faqs: faqsText(d.faqs),
    prescription_required: d.prescription_required,
    product_name_hi: d.product_name_hi,
    description_hi: d.description_hi,
    gst_rate: numberOf(d.gst_rate),
    hsn_code: d.hsn_code.trim(),
    uqc: d.uqc,
    brand: d.brand,
    ...(image ? { image } : {}),
  };
}
