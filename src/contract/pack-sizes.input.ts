import { z } from 'zod';
import '@/lib/zod-config';
import { CONSOLE_DAY } from '@/lib/console-day-messages';

// What PUT /api/admin/products/{id}/variants reads: the whole group as it
// should stand, the product itself included, each member with its label.

const PACK_SIZE_MAX = 40;
const GROUP_MAX = 20;

const W = CONSOLE_DAY.packSizes;

const productId = z.number({ error: W.productIdInvalid }).int(W.productIdInvalid).min(1, W.productIdInvalid).max(2 ** 31 - 1, W.productIdInvalid);

const packSize = z
  .string({ error: W.labelRequired })
  .trim()
  .min(1, W.labelRequired)
  .max(PACK_SIZE_MAX, W.labelTooLong(PACK_SIZE_MAX));

export const packSizesPayload = z.object({
  variants: z
    .array(z.object({ product_id: productId, pack_size: packSize }), { error: W.listRequired })
    .min(2, W.tooFew)
    .max(GROUP_MAX, W.tooMany(GROUP_MAX))
    .refine((list) => new Set(list.map((v) => v.product_id)).size === list.length, W.repeated),
});

export type PackSizesWrite = z.infer<typeof packSizesPayload>;
