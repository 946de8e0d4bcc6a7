import { z } from 'zod';
import { wordKey } from './word-key';
import '@/lib/zod-config';

// What PUT /api/admin/products/{id}/variants reads: the whole group as it
// should stand, the product itself included, each member with its label.

const PACK_SIZE_MAX = 40;
const GROUP_MAX = 20;

const productId = z.number({ error: wordKey('consoleDay.packSizes.productIdInvalid') }).int(wordKey('consoleDay.packSizes.productIdInvalid')).min(1, wordKey('consoleDay.packSizes.productIdInvalid')).max(2 ** 31 - 1, wordKey('consoleDay.packSizes.productIdInvalid'));

const packSize = z
  .string({ error: wordKey('consoleDay.packSizes.labelRequired') })
  .trim()
  .min(1, wordKey('consoleDay.packSizes.labelRequired'))
  .max(PACK_SIZE_MAX, wordKey('consoleDay.packSizes.labelTooLong', PACK_SIZE_MAX));

export const packSizesPayload = z.object({
  variants: z
    .array(z.object({ product_id: productId, pack_size: packSize }), { error: wordKey('consoleDay.packSizes.listRequired') })
    .min(2, wordKey('consoleDay.packSizes.tooFew'))
    .max(GROUP_MAX, wordKey('consoleDay.packSizes.tooMany', GROUP_MAX))
    .refine((list) => new Set(list.map((v) => v.product_id)).size === list.length, wordKey('consoleDay.packSizes.repeated')),
});

export type PackSizesWrite = z.infer<typeof packSizesPayload>;
