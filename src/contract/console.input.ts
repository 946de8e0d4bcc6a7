import { z } from 'zod';
import '@/lib/zod-config';

// What the console's own routes read from a query string.

export const consoleProductsQuery = z.object({
  q: z.string().trim().max(100, 'Search must be at most 100 characters.').optional(),
});
