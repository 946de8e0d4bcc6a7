import { z } from 'zod';
import { wordKey } from './word-key';
import '@/lib/zod-config';

// The newsletter payload. The catalogue's answers and the policy pages' names
// are in ./catalogue.ts.

/** Newsletter payload (required and a valid e-mail). */
export const subscribePayload = z.object({
  subscriber_email: z
    .string({ error: wordKey('login.emailRequired') })
    .trim()
    .min(1, wordKey('login.emailRequired'))
    .max(254, wordKey('general.tooLong', wordKey('shop.loginPage.email'), 254))
    .pipe(z.email({ error: wordKey('login.emailInvalid') })),
});
