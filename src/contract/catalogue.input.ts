import { z } from 'zod';
import '@/lib/zod-config';

// The newsletter payload. The catalogue's answers and the policy pages' names
// are in ./catalogue.ts.

/** Newsletter payload (required and a valid e-mail). */
export const subscribePayload = z.object({
  subscriber_email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .max(254, 'Email must be at most 254 characters.')
    .pipe(z.email({ error: 'Please enter a valid email.' })),
});
