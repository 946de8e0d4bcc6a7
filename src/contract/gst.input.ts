import { z } from 'zod';
import { wordKey } from './word-key';
import { gstinProblem, normalGstin, type GstinProblem } from '@/lib/india/gstin';
import { isStateCode } from '@/lib/india/state-codes';
import '@/lib/zod-config';

// The operator's GST details for the shop (PUT /api/gst/supplier). A GSTIN is
// read in capitals without spaces, then checked: its shape, its state code,
// its check character, and that it belongs to the state chosen.

type GstinWords = Record<GstinProblem, string>;

const SUPPLIER_GSTIN: GstinWords = { shape: wordKey('gst.gstinShape'), state: wordKey('gst.gstinState'), check: wordKey('gst.gstinCheck') };
// The buyer reads the cart's own words (the shop's catalogue), the ones the cart shows in place.
const BUYER_GSTIN: GstinWords = { shape: wordKey('checkout.buyerGstinShape'), state: wordKey('checkout.buyerGstinState'), check: wordKey('checkout.buyerGstinCheck') };

/** A GSTIN as typed: capitals, spaces dropped; then its shape, state code and check character (empty allowed when `optional`). */
const gstinOf = (optional: boolean, words: GstinWords) =>
  z
    .string({ error: words.shape })
    .transform(normalGstin)
    .superRefine((v, ctx) => {
      if (optional && v === '') return;
      const problem = gstinProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: words[problem] });
    });

/** A business buyer's GSTIN at checkout: optional (empty is none), checked like the shop's own. */
export const buyerGstinField = gstinOf(true, BUYER_GSTIN)
  .transform((v) => v || null)
  .nullish();

export const supplierPayload = z
  .object(
    {
      legal_name: z.string({ error: wordKey('gst.legalNameRequired') }).trim().min(1, wordKey('gst.legalNameRequired')).max(200, wordKey('general.tooLong', wordKey('apiAnswers.fields.legalName'), 200)),
      address: z.string({ error: wordKey('gst.addressRequired') }).trim().min(1, wordKey('gst.addressRequired')).max(500, wordKey('general.tooLong', wordKey('apiAnswers.fields.registeredAddress'), 500)),
      state_code: z.string({ error: wordKey('gst.stateInvalid') }).trim().refine(isStateCode, wordKey('gst.stateInvalid')),
      gstin: gstinOf(false, SUPPLIER_GSTIN),
    },
    { error: wordKey('apiAnswers.request.jsonObject') },
  )
  .refine((v) => v.gstin.slice(0, 2) === v.state_code, { message: wordKey('gst.gstinOtherState'), path: ['gstin'] });

export type SupplierInput = z.infer<typeof supplierPayload>;
