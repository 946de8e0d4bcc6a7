import { z } from 'zod';
import { wordKey } from './word-key';
import { parsePincodeList } from '@/lib/india/pincode';
import { isWholePaise } from '@/lib/pricing';
import '@/lib/zod-config';

// The operator's list of delivery areas (PUT /api/delivery/areas): the whole
// list at once, in the order it is matched (the first area holding a pincode
// answers for it).

const days = z.number({ error: wordKey('delivery.daysInvalid') }).int(wordKey('delivery.daysInvalid')).min(0, wordKey('delivery.daysInvalid')).max(60, wordKey('delivery.daysInvalid'));

const area = z
  .object({
    pincodes: z
      .string({ error: wordKey('delivery.pincodesInvalid', '') })
      .max(2000, wordKey('general.tooLong', wordKey('console.deliveryAreas.pincodes'), 2000))
      .superRefine((v, ctx) => {
        const parsed = parsePincodeList(v);
        if ('problem' in parsed) ctx.addIssue({ code: 'custom', message: wordKey('delivery.pincodesInvalid', parsed.problem) });
      }),
    charge: z.number({ error: wordKey('delivery.chargeInvalid') }).min(0, wordKey('delivery.chargeInvalid')).max(100_000, wordKey('delivery.chargeInvalid')).refine(isWholePaise, wordKey('delivery.chargeInvalid')),
    cod: z.boolean(),
    days_min: days,
    days_max: days,
  })
  .refine((a) => a.days_max >= a.days_min, { message: wordKey('delivery.daysInvalid') });

const MAX_AREAS = 100;

export const deliveryAreasPayload = z.object(
  { areas: z.array(area).max(MAX_AREAS, wordKey('delivery.tooManyAreas', MAX_AREAS)) },
  { error: wordKey('apiAnswers.request.jsonObject') },
);

export type DeliveryAreasInput = z.infer<typeof deliveryAreasPayload>;
