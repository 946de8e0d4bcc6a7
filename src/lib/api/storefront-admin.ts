import { readMessage } from '@/contract/read';
import type { Transport } from './transport';

// The console's storefront writes (api/admin/*), with the admin's token.
// The current texts are the storefront's own public reads (catalogueApi).

const auth = { auth: true } as const;

/** The footer details as the console's form sends them. */
export interface FooterFields {
  app_name: string;
  phone_number: string;
  email: string;
  address: string;
  web_description: string;
}

/** The banners' percent-off badges (whole numbers, 0 to 100). */
export interface BadgeFields {
  offer_banner_first_discount: number;
  offer_banner_second_discount: number;
  popup_banner_discount: number;
}

export function storefrontAdminApi(t: Transport) {
  return {
    savePage: (slug: string, content: string) => t.request('PUT', `admin/pages/${encodeURIComponent(slug)}`, readMessage, { ...auth, body: { content } }),
    saveFooter: (body: FooterFields) => t.request('PUT', 'admin/general-settings', readMessage, { ...auth, body }),
    saveBadges: (body: BadgeFields) => t.request('PUT', 'admin/banner-discounts', readMessage, { ...auth, body }),
  };
}
