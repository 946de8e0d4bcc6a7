import { readBannerSettings, readSliderList } from '@/contract/catalogue';
import { fields, readMessage, str } from '@/contract/read';
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

/** The image fields of the shop's banners, as the routes name them. */
export const BANNER_SLOTS = ['offer_banner_first', 'offer_banner_second', 'popup_banner', 'payment_gateway_image'] as const;
export type BannerSlot = (typeof BANNER_SLOTS)[number];

const readSlidersAnswer = (raw: unknown) => ({ ...fields({ message: str })(raw), sliders: readSliderList((raw as { sliders?: unknown }).sliders) });
const readBannersAnswer = (raw: unknown) => ({ ...fields({ message: str })(raw), banners: readBannerSettings((raw as { banners?: unknown }).banners) });

function imageForm(file: File): FormData {
  const form = new FormData();
  form.set('image', file);
  return form;
}

export function storefrontAdminApi(t: Transport) {
  return {
    addSlider: (file: File) => t.request('POST', 'admin/sliders', readSlidersAnswer, { ...auth, body: imageForm(file) }),
    removeSlider: (id: number) => t.request('DELETE', `admin/sliders/${id}`, readSlidersAnswer, auth),
    orderSliders: (ids: number[]) => t.request('PUT', 'admin/sliders/order', readSlidersAnswer, { ...auth, body: { ids } }),
    saveBannerImage: (slot: BannerSlot, file: File) => t.request('PUT', `admin/banner-images/${slot}`, readBannersAnswer, { ...auth, body: imageForm(file) }),
    savePage: (slug: string, content: string) => t.request('PUT', `admin/pages/${encodeURIComponent(slug)}`, readMessage, { ...auth, body: { content } }),
    saveFooter: (body: FooterFields) => t.request('PUT', 'admin/general-settings', readMessage, { ...auth, body }),
    /** The shop's plain delivery charge in rupees (delivery areas have their own section). */
    saveDeliveryCharge: (rupees: number) =>
      t.request('POST', 'ecomConfig/set-delivery-charges', readMessage, { ...auth, body: { delivery_charges: rupees } }),
    saveBadges: (body: BadgeFields) => t.request('PUT', 'admin/banner-discounts', readMessage, { ...auth, body }),
  };
}
