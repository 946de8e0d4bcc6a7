// Shape of the seed data for one distributor. Prices are rupees (2 decimals);
// the seeder converts them to integer paise. Image fields are file names that
// exist under seed/images/ (see seed/README.md); they become R2 keys.

type PolicyPageName = 'Terms and Conditions' | 'Refund and Return Policy' | 'Privacy Policy' | 'About Us';

export interface SeedCategory {
  /** Stable key products refer to. */
  key: string;
  /** Display name (the contract's `category`). */
  name: string;
  /** File under seed/images/categories/. */
  image: string;
  /** Optional file under seed/images/banners/ shown above the category section. */
  banner?: string;
  /** Creation time relative to seeding, so "4 most recent categories" is deterministic. */
  createdDaysAgo: number;
}

export interface SeedProduct {
  name: string;
  categoryKey: string;
  /** MRP in rupees, e.g. 125.5 */
  price: number;
  /** Percent, 0..90 */
  discount: number;
  /** 0 means out of stock. */
  stock: number;
  minLevel: number;
  maxLevel: number;
  /** File under seed/images/products/. */
  image: string;
  createdDaysAgo: number;
  description: string;
  drugContent?: string;
  directionToUse?: string;
  doDonts?: string;
  featuresBenefits?: string;
  /** "Q: ...\nA: ...\nQ: ...\nA: ..." */
  faqs?: string;
}

interface SeedCoupon {
  code: string;
  kind: 'percent' | 'flat';
  /** Percent (kind percent) or rupees (kind flat). */
  value: number;
  /** Rupees; optional cap for percent coupons. */
  maxDiscount?: number;
  /** Rupees. */
  minOrder: number;
  validDays: number;
  perCustomerLimit: number;
  description: string;
}

export interface SeedDistributor {
  /**
   * The distributor's id. Fixed, so it is the same whichever database the
   * distributor is seeded into: a distributor's id is unique across all of the
   * shop's databases (other ids are per database).
   */
  id: number;
  slug: string;
  name: string;
  settings: {
    appName: string;
    phoneNumber: string;
    email: string;
    address: string;
    webDescription: string;
    /** File under seed/images/settings/. */
    logo: string;
  };
  banners: {
    offerBannerFirst: string;
    offerBannerFirstDiscount: number | null;
    offerBannerSecond: string;
    offerBannerSecondDiscount: number | null;
    popupBanner: string;
    popupBannerDiscount: number | null;
    paymentGatewayImage: string;
  };
  /** Files under seed/images/settings/. */
  sliders: string[];
  /** HTML for each policy page. */
  pages: Record<PolicyPageName, string>;
  coupons: SeedCoupon[];
  /** Rupees. */
  deliveryCharge: number;
  /** Where direct UPI payments go: a test UPI address and the name shown in the shopper's UPI app. */
  payee: { vpa: string; name: string };
  categories: SeedCategory[];
  products: SeedProduct[];
}
