import type { PolicySlug } from '@/contract/catalogue';
import { MESSAGES } from '@/lib/messages';

/**
 * A policy page's name as the shop shows it, in the page's language: the
 * footer's link and the page's own heading. (The API names the pages in
 * English, POLICY_PAGES; that name only finds the content.)
 */
export function policyTitle(slug: PolicySlug): string {
  const F = MESSAGES.shop.footer;
  const titles: Record<PolicySlug, string> = {
    terms_conditions: F.terms,
    refund_return_policy: F.refundPolicy,
    privacy_policy: F.privacyPolicy,
    about_us: F.aboutUs,
  };
  return titles[slug];
}
