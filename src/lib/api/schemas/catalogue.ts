import { z } from 'zod';
import '../../zod-config';

// The policy pages and the newsletter payload. The catalogue's answers are
// read by ../readers/catalogue.ts.

export type {
  BannerSettings,
  Category,
  CategorySection,
  Distributor,
  FooterSettings,
  GeneralSettings,
  Product,
  Slider,
  StaticPage,
  Stock,
} from '../readers/catalogue';

export const POLICY_PAGES = {
  terms_conditions: 'Terms and Conditions',
  refund_return_policy: 'Refund and Return Policy',
  privacy_policy: 'Privacy Policy',
  about_us: 'About Us',
} as const;
export type PolicySlug = keyof typeof POLICY_PAGES;
export type PolicyPageName = (typeof POLICY_PAGES)[PolicySlug];

/** Newsletter payload (required and a valid e-mail). */
export const subscribePayload = z.object({
  subscriber_email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .max(254, 'Email must be at most 254 characters.')
    .pipe(z.email({ error: 'Please enter a valid email.' })),
});
