import { z } from 'zod';
import { wordKey } from './word-key';
import { ADJUSTMENT_REASONS } from './stock';
import '@/lib/zod-config';

// What a stock adjustment sends: why, the signed change (received adds,
// damaged takes, a correction either) and an optional note.

const MAX_CHANGE = 1_000_000;

export const stockAdjustmentPayload = z
  .object({
    reason: z.enum(ADJUSTMENT_REASONS, { error: wordKey('consoleDay.stock.reasonInvalid') }),
    change: z
      .number({ error: wordKey('consoleDay.stock.quantityInvalid') })
      .int(wordKey('consoleDay.stock.quantityInvalid'))
      .min(-MAX_CHANGE, wordKey('consoleDay.stock.quantityInvalid'))
      .max(MAX_CHANGE, wordKey('consoleDay.stock.quantityInvalid'))
      .refine((n) => n !== 0, wordKey('consoleDay.stock.quantityInvalid')),
    note: z.string({ error: wordKey('consoleDay.stock.noteTooLong') }).trim().max(200, wordKey('consoleDay.stock.noteTooLong')).optional(),
  })
  .refine((v) => v.reason !== 'received' || v.change > 0, { message: wordKey('consoleDay.stock.receivedPositive'), path: ['change'] })
  .refine((v) => v.reason !== 'damaged' || v.change < 0, { message: wordKey('consoleDay.stock.damagedNegative'), path: ['change'] });

export type StockAdjustment = z.infer<typeof stockAdjustmentPayload>;
