import type { Product } from '@/contract/catalogue';
import { PRODUCT_FIELDS, productFieldEntries, type EditableProductField, type ProductFieldKey, type ProductFieldSpec } from '@/contract/product-fields';
import type { ProductFields } from '@/lib/api/console-products';
import { parseFaqs, type Faq } from '@/lib/faqs';
import { DEFAULT_UQC } from '@/lib/india/uqc';
import { MESSAGES } from '@/lib/messages';

// The product form's values: text as typed (so nothing is lost when a save
// fails), turned into the API's fields on save. FAQs are edited as pairs and
// stored as the catalogue's "Q: / A:" text.

/** A field the draft holds as typed text (the FAQs are pairs, the prescription mark a tick, the photo a file). */
export type DraftTextField = Exclude<EditableProductField, 'faqs' | 'prescription_required' | 'image'>;

export type ProductDraft = { [K in DraftTextField]: string } & { faqs: Faq[]; prescription_required: boolean };

const DRAFT_FIELDS = productFieldEntries().filter(([key, f]) => f.form && !['faqs', 'prescription_required', 'image'].includes(key)) as Array<[DraftTextField, ProductFieldSpec]>;

/** A new product's text as the form starts: figures at 0, the unit of quantity at numbers (NOS). */
const emptyText = (f: ProductFieldSpec) => (f.kind === 'percent' || f.kind === 'count' ? '0' : f.kind === 'uqc' ? DEFAULT_UQC : '');

export const EMPTY_DRAFT: ProductDraft = {
  ...(Object.fromEntries(DRAFT_FIELDS.map(([key, f]) => [key, emptyText(f)])) as { [K in DraftTextField]: string }),
  faqs: [],
  prescription_required: false,
};

export function draftOf(p: Product): ProductDraft {
  const text = (key: DraftTextField, f: ProductFieldSpec) => {
    const value = p[key];
    return value === null ? emptyText(f) : String(value);
  };
  return {
    ...(Object.fromEntries(DRAFT_FIELDS.map(([key, f]) => [key, text(key, f)])) as { [K in DraftTextField]: string }),
    faqs: parseFaqs(p.faqs),
    prescription_required: p.prescription_required,
  };
}

/** The keys the field table gives as `prop` (its labels are keys: the contract imports no catalogue). */
type TableKeys<Prop extends 'label' | 'shown'> = { [K in ProductFieldKey]: (typeof PRODUCT_FIELDS)[K] extends Record<Prop, infer L extends string> ? L : never }[ProductFieldKey];

/** A field's label in the console form: its own, or the one the product page shows it under. */
export function fieldLabel(key: ProductFieldKey): string {
  const f: ProductFieldSpec = PRODUCT_FIELDS[key];
  // Typed by the table's keys, so a label the catalogue lacks fails the type check.
  const labels: Record<TableKeys<'label'>, unknown> = MESSAGES.console.products.fields;
  const facts: Record<TableKeys<'shown'>, string> = MESSAGES.shop.productPage.facts;
  if (f.label) return labels[f.label as TableKeys<'label'>] as string;
  return f.shown ? facts[f.shown as TableKeys<'shown'>] : key;
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

/** A figure's kinds: sent as numbers. */
const NUMBER_KINDS = new Set(['money', 'percent', 'count', 'category', 'gstRate']);

export function fieldsOf(d: ProductDraft, image?: string): ProductFields {
  const typed = DRAFT_FIELDS.map(([key, f]) => [key, NUMBER_KINDS.has(f.kind) ? numberOf(d[key]) : f.kind === 'hsn' ? d[key].trim() : d[key]]);
  return {
    ...Object.fromEntries(typed),
    faqs: faqsText(d.faqs),
    prescription_required: d.prescription_required,
    ...(image ? { image } : {}),
  } as ProductFields;
}
