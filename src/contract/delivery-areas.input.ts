import { z } from 'zod';
import { parsePincodeList } from '@/lib/india/pincode';
import { MESSAGES } from '@/lib/messages';
import { isWholePaise } from '@/lib/pricing';
import '@/lib/zod-config';

// The operator's list of delivery areas (PUT /api/delivery/areas): the whole
// list at once, in the order it is matched (the first area holding a pincode
// answers for it).

const M = MESSAGES.delivery;

const days = z.number({ error: M.daysInvalid }).int(M.daysInvalid).min(0, M.daysInvalid).max(60, M.daysInvalid);

const area = z
  .object({
    pincodes: z
      .string({ error: M.pincodesInvalid('') })
      .max(2000, MESSAGES.general.tooLong('Pincodes', 2000))
      .superRefine((v, ctx) => {
        const parsed = parsePincodeList(v);
        if ('problem' in parsed) ctx.addIssue({ code: 'custom', message: M.pincodesInvalid(parsed.problem) });
      }),
    charge: z.number({ error: M.chargeInvalid }).min(0, M.chargeInvalid).max(100_000, M.chargeInvalid).refine(isWholePaise, M.chargeInvalid),
    cod: z.boolean(),
    days_min: days,
    days_max: days,
  })
  .refine((a) => a.days_max >= a.days_min, { message: M.daysInvalid });

export const deliveryAreasPayload = z.object({ areas: z.array(area).max(100, 'At most 100 delivery areas.') }, { error: 'Send the fields as a JSON object.' });

export type DeliveryAreasInput = z.infer<typeof deliveryAreasPayload>;
