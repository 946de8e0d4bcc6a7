import { z } from 'zod';
import { wordKey, type WordKey } from './word-key';
import { isUqc } from '@/lib/india/uqc';
import { isWholePaise } from '@/lib/pricing';
import { CATEGORY_NAME_MAX, CATEGORY_TRANSLATIONS, type CategoryTranslationKey } from './category-fields';
import { PRODUCT_FIELDS, productFieldEntries, type EditableProductField, type ProductFieldKind, type ProductFieldSpec } from './product-fields';

// Operator payloads for the catalogue (product and category create,
// update, delete; product discount). The API validates with these.

/** Numbers may arrive as numeric strings from form posts. */
const numeric = (message: WordKey) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).refine(Number.isFinite, message),
  );

// The checks below name a field by its label's key (fieldLabel), so its
// messages read in one language, the label's words included.

const text = (label: WordKey, max: number) =>
  z.string({ error: wordKey('apiAnswers.request.mustBeText', label) }).trim().max(max, wordKey('general.tooLong', label, max));

const requiredText = (label: WordKey, max: number) =>
  z
    .string({ error: wordKey('apiAnswers.request.fieldRequired', label) })
    .trim()
    .min(1, wordKey('apiAnswers.request.fieldRequired', label))
    .max(max, wordKey('general.tooLong', label, max));

/** A stored image's file name (the files route serves only such names). */
const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;
const imageName = z
  .string({ error: wordKey('admin.imageName') })
  .trim()
  .regex(IMAGE_NAME, wordKey('admin.imagePlainName'))
  .nullable();

const wholeNumber = (label: WordKey, max: number) =>
  numeric(wordKey('apiAnswers.request.fieldType', label, 'number')).pipe(
    z
      .number()
      .int(wordKey('apiAnswers.request.wholeNumber', label))
      .min(0, wordKey('apiAnswers.request.notNegative', label))
      .max(max, wordKey('apiAnswers.request.tooLarge', label)),
  );

const price = (label: WordKey) =>
  numeric(wordKey('apiAnswers.request.fieldType', label, 'number')).pipe(
    z
      .number()
      .min(0, wordKey('apiAnswers.request.notNegative', label))
      .max(10_000_000, wordKey('apiAnswers.request.tooLarge', label))
      .refine(isWholePaise, wordKey('apiAnswers.request.twoDecimals', label)),
  );

/** A percent with at most 2 decimals: prices are computed in hundredths of a percent, so 12.345 % would be charged as another figure than the one shown. */
const discountValue = numeric(wordKey('admin.discountInvalid')).pipe(
  z.number().min(0, wordKey('admin.discountInvalid')).max(100, wordKey('admin.discountInvalid')).refine(isWholePaise, wordKey('admin.discountInvalid')),
);

const categoryRef = (label: WordKey) =>
  numeric(wordKey('apiAnswers.request.fieldType', label, 'number')).pipe(
    z
      .number()
      .int(wordKey('apiAnswers.request.wholeNumber', label))
      .min(1, wordKey('apiAnswers.request.positiveNumber', label))
      .max(2 ** 31 - 1, wordKey('apiAnswers.request.tooLarge', label)),
  );

/** An HSN code: 4, 6 or 8 digits. It cannot be cleared: the invoice names every line's class. */
const hsnCode = z
  .unknown()
  .refine((v) => v !== null && v !== '', wordKey('gst.hsnRequired'))
  .pipe(z.string({ error: wordKey('gst.hsnInvalid') }).trim().regex(/^(\d{4}|\d{6}|\d{8})$/, wordKey('gst.hsnInvalid')));

/** A GST rate in percent; the server checks it is one of the rates in force. It cannot be cleared: every product is invoiced at its rate. */
const gstRate = z
  .unknown()
  .refine((v) => v !== null && v !== '', wordKey('gst.rateRequired'))
  .pipe(
    numeric(wordKey('gst.rateInvalid')).pipe(
      z.number().min(0, wordKey('gst.rateInvalid')).max(100, wordKey('gst.rateInvalid')).refine(isWholePaise, wordKey('gst.rateInvalid')),
    ),
  );

/** GST's unit of quantity (UQC) the invoice states the product in; null: counted in numbers (NOS). */
const uqc = z
  .string({ error: wordKey('gst.uqcInvalid') })
  .trim()
  .toUpperCase()
  .refine(isUqc, wordKey('gst.uqcInvalid'))
  .nullable();

const NOT_OBJECT = wordKey('apiAnswers.request.jsonObject');

/**
 * What the messages call each field they name: a label's key whose English
 * is the field's `name` (product-fields.ts; catalogue-admin.input.test.ts
 * holds the two together). The console form's own label where it reads the
 * same, else one of apiAnswers.fields; prescription_required as the API
 * spells it.
 */
const FIELD_LABELS = {
  product_name: wordKey('apiAnswers.fields.productName'),
  product_price: wordKey('consoleDay.packSizes.price'),
  total_stock: wordKey('console.products.fields.stock'),
  stock_minimum_level: wordKey('apiAnswers.fields.stockMinimum'),
  stock_maximum_level: wordKey('apiAnswers.fields.stockMaximum'),
  category_id: wordKey('console.products.fields.category'),
  description: wordKey('console.products.fields.description'),
  drug_content: wordKey('console.products.fields.drugContent'),
  direction_to_use: wordKey('console.products.fields.direction'),
  do_donts: wordKey('console.products.fields.doDonts'),
  features_benefits: wordKey('console.products.fields.features'),
  faqs: wordKey('console.products.fields.faqs'),
  prescription_required: 'prescription_required' as WordKey,
  brand: wordKey('apiAnswers.fields.brand'),
  pack_contents: wordKey('apiAnswers.fields.packContents'),
} satisfies Partial<Record<EditableProductField, WordKey>>;

/** A field's words in another language: "Hindi name", from the language's tag and the field's word. */
const inLanguage = (language: string, word: string) => wordKey('apiAnswers.fields.inLanguage', language, wordKey(`apiAnswers.fields.words.${word}`));

/** The key of what the messages call a product field (a translation's made from its language); a field of a kind with words of its own has none. */
export function fieldLabel(key: EditableProductField): WordKey {
  const f: ProductFieldSpec = PRODUCT_FIELDS[key];
  if (f.kind === 'translation' && f.language && f.translates) {
    const of: ProductFieldSpec = PRODUCT_FIELDS[f.translates as keyof typeof PRODUCT_FIELDS];
    return inLanguage(f.language, of.translatable?.word ?? '');
  }
  return (FIELD_LABELS as Partial<Record<EditableProductField, WordKey>>)[key] ?? (key as string as WordKey);
}

/** Each kind of field's check (product-fields.ts declares the fields and their kinds). */
const KIND_CHECKS = {
  text: (f: ProductFieldSpec, label: WordKey) => (f.required ? requiredText(label, f.max ?? 0) : text(label, f.max ?? 0)),
  translation: (f: ProductFieldSpec, label: WordKey) => text(label, f.max ?? 0).nullable(),
  money: (_: ProductFieldSpec, label: WordKey) => price(label),
  percent: () => discountValue,
  count: (f: ProductFieldSpec, label: WordKey) => wholeNumber(label, f.max ?? 0),
  category: (_: ProductFieldSpec, label: WordKey) => categoryRef(label),
  image: () => imageName,
  hsn: () => hsnCode,
  gstRate: () => gstRate,
  uqc: () => uqc,
  flag: (_: ProductFieldSpec, label: WordKey) => z.boolean({ error: wordKey('apiAnswers.request.trueOrFalse', label) }),
} satisfies Record<ProductFieldKind, (f: ProductFieldSpec, label: WordKey) => z.ZodType>;

type ProductShape = { [K in EditableProductField]: ReturnType<(typeof KIND_CHECKS)[(typeof PRODUCT_FIELDS)[K]['kind']]> };

const productShape = Object.fromEntries(
  productFieldEntries().flatMap(([key, f]) => {
    if (!f.form) return [];
    const check = KIND_CHECKS[f.kind](f, fieldLabel(key as EditableProductField));
    // The category is accepted under both spellings.
    return key === 'category_id' ? [[key, check], ['categoryId', check]] : [[key, check]];
  }),
) as ProductShape & { categoryId: ReturnType<typeof categoryRef> };

const productObject = z.object(productShape, { error: NOT_OBJECT });

/** The fields a new product must have (the table marks them required). */
type RequiredField = { [K in EditableProductField]: (typeof PRODUCT_FIELDS)[K] extends { required: true } ? K : never }[EditableProductField];
const requiredShape = Object.fromEntries(productFieldEntries().flatMap(([key, f]) => (f.required ? [[key, productShape[key as EditableProductField]]] : []))) as Pick<ProductShape, RequiredField>;

/** Each product field's own check, for input that arrives field by field (a CSV import's cells). */
export const productFieldChecks = productObject.shape;

/** The contract sends categoryId or category_id; the server keeps category_id. */
function mergeCategory<T extends { category_id?: number; categoryId?: number }>(v: T): Omit<T, 'categoryId'> {
  const { categoryId, ...rest } = v;
  return { ...rest, category_id: v.category_id ?? categoryId };
}

const hasSomeField = (v: object) => Object.values(v).some((x) => x !== undefined);

export const productCreatePayload = productObject
  .partial()
  .extend(requiredShape)
  .transform(mergeCategory)
  .refine((v) => v.category_id !== undefined, { message: wordKey('apiAnswers.request.fieldRequired', FIELD_LABELS.category_id) });

export const productUpdatePayload = productObject
  .partial()
  .transform(mergeCategory)
  .refine(hasSomeField, { message: wordKey('admin.nothingToUpdate') });

/** The product fields an operator may write, as the data layer takes them. */
export type ProductWrite = z.infer<typeof productUpdatePayload>;

export const discountPayload = z.object(
  { discount: z.unknown().refine((v) => v !== undefined && v !== null && v !== '', wordKey('admin.discountInvalid')).pipe(discountValue) },
  { error: wordKey('admin.discountInvalid') },
);

/** The key of what the messages call a category's name, or its name in another language ("Hindi name"). */
export const categoryNameLabel = (language?: string): WordKey => (language ? inLanguage(language, 'name') : wordKey('apiAnswers.fields.categoryName'));

/** Its name in each other language (category_name_hi); empty leaves the English one to show. */
const categoryTranslationShape = Object.fromEntries(CATEGORY_TRANSLATIONS.map((f) => [f.key, text(categoryNameLabel(f.language.tag), CATEGORY_NAME_MAX).nullable()])) as Record<
  CategoryTranslationKey,
  z.ZodNullable<ReturnType<typeof text>>
>;

/** Category fields (image fields as stored file names; uploads go as multipart). */
const categoryObject = z.object(
  {
    category: requiredText(categoryNameLabel(), CATEGORY_NAME_MAX),
    ...categoryTranslationShape,
    category_image: imageName,
    banner_image: imageName,
  },
  { error: NOT_OBJECT },
);

export const categoryCreatePayload = categoryObject.partial().extend({ category: categoryObject.shape.category });

/** Any subset of the fields (a multipart update may carry only a file). */
export const categoryFieldsPayload = categoryObject.partial();
export const categoryUpdatePayload = categoryFieldsPayload.refine(hasSomeField, { message: wordKey('admin.nothingToUpdate') });
export type CategoryWrite = z.infer<typeof categoryUpdatePayload>;
