import { z } from 'zod';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { ADJUSTMENT_REASONS } from './stock';
import '@/lib/zod-config';

// What a stock adjustment sends: why, the signed change (received adds,
// damaged takes, a correction either) and an optional note.

const S = CONSOLE_DAY.stock;
const MAX_CHANGE = 1_000_000;

export const stockAdjustmentPayload = z
  .object({
    reason: z.enum(ADJUSTMENT_REASONS, { error: S.reasonInvalid }),
    change: z
      .number({ error: S.quantityInvalid })
      .int(S.quantityInvalid)
      .min(-MAX_CHANGE, S.quantityInvalid)
      .max(MAX_CHANGE, S.quantityInvalid)
      .refine((n) => n !== 0, S.quantityInvalid),
    note: z.string({ error: S.noteTooLong }).trim().max(200, S.noteTooLong).optional(),
  })
  .refine((v) => v.reason !== 'received' || v.change > 0, { message: S.receivedPositive, path: ['change'] })
  .refine((v) => v.reason !== 'damaged' || v.change < 0, { message: S.damagedNegative, path: ['change'] });

export type StockAdjustment = z.infer<typeof stockAdjustmentPayload>;
