import { z } from 'zod';
import { wordKey } from './word-key';
import { isUqc } from '@/lib/india/uqc';
import { isWholePaise } from '@/lib/pricing';
import { CATEGORY_NAME_MAX, CATEGORY_TRANSLATIONS, type CategoryTranslationKey } from './category-fields';
import { type PRODUCT_FIELDS, productFieldEntries, type EditableProductField, type ProductFieldKind, type ProductFieldSpec } from './product-fields';

// Operator payloads for the catalogue (product and category create,
// update, delete; product discount). The API validates with these.

/** Numbers may arrive as numeric strings from form posts. */
const numeric = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).refine(Number.isFinite, message),
  );

const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text.` }).trim().max(max, `${label} must be at most ${max} characters.`);

const requiredText = (label: string, max: number) =>
  z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

/** A stored image's file name (the files route serves only such names). */
const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;
const imageName = z
  .string({ error: 'Image must be a file name.' })
  .trim()
  .regex(IMAGE_NAME, 'Image must be a plain file name (letters, digits, dot, dash, underscore).')
  .nullable();

const wholeNumber = (label: string, max: number) =>
  numeric(`${label} must be a number.`).pipe(
    z.number().int(`${label} must be a whole number.`).min(0, `${label} cannot be negative.`).max(max, `${label} is too large.`),
  );

const price = numeric('Price must be a number.').pipe(
  z
    .number()
    .min(0, 'Price cannot be negative.')
    .max(10_000_000, 'Price is too large.')
    .refine(isWholePaise, 'Price can have at most 2 decimals.'),
);

/** A percent with at most 2 decimals: prices are computed in hundredths of a percent, so 12.345 % would be charged as another figure than the one shown. */
const discountValue = numeric(wordKey('admin.discountInvalid')).pipe(
  z.number().min(0, wordKey('admin.discountInvalid')).max(100, wordKey('admin.discountInvalid')).refine(isWholePaise, wordKey('admin.discountInvalid')),
);

const categoryRef = numeric('Category must be a number.').pipe(
  z.number().int('Category must be a whole number.').min(1, 'Category must be a positive number.').max(2 ** 31 - 1, 'Category is too large.'),
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

const NOT_OBJECT = 'Send the fields as a JSON object.';

/** Each kind of field's check (product-fields.ts declares the fields and their kinds). */
const KIND_CHECKS = {
  text: (f: ProductFieldSpec) => (f.required ? requiredText(f.name, f.max ?? 0) : text(f.name, f.max ?? 0)),
  translation: (f: ProductFieldSpec) => text(f.name, f.max ?? 0).nullable(),
  money: () => price,
  percent: () => discountValue,
  count: (f: ProductFieldSpec) => wholeNumber(f.name, f.max ?? 0),
  category: () => categoryRef,
  image: () => imageName,
  hsn: () => hsnCode,
  gstRate: () => gstRate,
  uqc: () => uqc,
  flag: (f: ProductFieldSpec) => z.boolean({ error: `${f.name} must be true or false.` }),
} satisfies Record<ProductFieldKind, (f: ProductFieldSpec) => z.ZodType>;

type ProductShape = { [K in EditableProductField]: ReturnType<(typeof KIND_CHECKS)[(typeof PRODUCT_FIELDS)[K]['kind']]> };

const productShape = Object.fromEntries(
  productFieldEntries().flatMap(([key, f]) => {
    if (!f.form) return [];
    const check = KIND_CHECKS[f.kind](f);
    // The category is accepted under both spellings.
    return key === 'category_id' ? [[key, check], ['categoryId', check]] : [[key, check]];
  }),
) as ProductShape & { categoryId: typeof categoryRef };

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
  .refine((v) => v.category_id !== undefined, { message: 'Category is required.' });

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

/** Its name in each other language (category_name_hi); empty leaves the English one to show. */
const categoryTranslationShape = Object.fromEntries(CATEGORY_TRANSLATIONS.map((f) => [f.key, text(f.name, CATEGORY_NAME_MAX).nullable()])) as Record<
  CategoryTranslationKey,
  z.ZodNullable<ReturnType<typeof text>>
>;

/** Category fields (image fields as stored file names; uploads go as multipart). */
const categoryObject = z.object(
  {
    category: requiredText('Category name', CATEGORY_NAME_MAX),
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
