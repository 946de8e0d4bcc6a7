import { z } from 'zod';
import { wordKey } from './word-key';
import '@/lib/zod-config';

// What the console's own routes read from a query string.

export const consoleProductsQuery = z.object({
  q: z.string().trim().max(100, wordKey('general.tooLong', wordKey('apiAnswers.fields.search'), 100)).optional(),
});
