import { z } from 'zod';
import { gstinProblem } from '@/lib/india/gstin';
import { isStateCode } from '@/lib/india/states';
import { MESSAGES } from '@/lib/messages';
import '@/lib/zod-config';

// The operator's GST details for the shop (PUT /api/gst/supplier). A GSTIN is
// read in capitals without spaces, then checked: its shape, its state code,
// its check character, and that it belongs to the state chosen.

const M = MESSAGES.gst;

const GSTIN_MESSAGES = { shape: M.gstinShape, state: M.gstinState, check: M.gstinCheck } as const;

/** A GSTIN as typed: capitals, spaces dropped; then its shape, state code and check character (empty allowed when `optional`). */
const gstinOf = (optional: boolean) =>
  z
    .string({ error: M.gstinShape })
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .superRefine((v, ctx) => {
      if (optional && v === '') return;
      const problem = gstinProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: GSTIN_MESSAGES[problem] });
    });

/** A business buyer's GSTIN at checkout: optional (empty is none), checked like the shop's own. */
export const buyerGstinField = gstinOf(true)
  .transform((v) => v || null)
  .nullish();

export const supplierPayload = z
  .object(
    {
      legal_name: z.string({ error: M.legalNameRequired }).trim().min(1, M.legalNameRequired).max(200, MESSAGES.general.tooLong('Legal name', 200)),
      address: z.string({ error: M.addressRequired }).trim().min(1, M.addressRequired).max(500, MESSAGES.general.tooLong('Registered address', 500)),
      state_code: z.string({ error: M.stateInvalid }).trim().refine(isStateCode, M.stateInvalid),
      gstin: gstinOf(false),
    },
    { error: 'Send the fields as a JSON object.' },
  )
  .refine((v) => v.gstin.slice(0, 2) === v.state_code, { message: M.gstinOtherState, path: ['gstin'] });

export type SupplierInput = z.infer<typeof supplierPayload>;
