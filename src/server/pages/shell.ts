import type { CatalogueSource } from '@/lib/api/catalogue';
import type { Category, FooterSettings, GeneralSettings } from '@/contract/catalogue';

// What every page's header and footer need. Pages start this before awaiting
// their own data so both load in parallel; failures fall back.

export interface Shell {
  settings: GeneralSettings;
  footer: FooterSettings;
  /** The 4 most recently created categories (footer). */
  recentCategories: Category[];
  /** Every category in menu order (the category bar), loaded once for header, footer and page. */
  categories: Category[];
}

export async function loadShell(api: Pick<CatalogueSource, 'generalSettings' | 'categories'>, shopName: string): Promise<Shell> {
  const fallbackFooter: FooterSettings = { appName: shopName, phoneNumber: '', email: '', address: '', webDescription: '' };
  const [settings, categories] = await Promise.all([
    api.generalSettings().catch(() => ({ ...fallbackFooter, logo: null, paymentGatewayImage: null })),
    api.categories().catch(() => [] as Category[]),
  ]);
  const { appName, phoneNumber, email, address, webDescription } = settings;
  const recentCategories = [...categories]
    .sort((a, b) => (b.createdAt > a.createdAt ? 1 : b.createdAt < a.createdAt ? -1 : b.id - a.id))
    .slice(0, 4);
  return {
    settings: { ...settings, appName: appName || shopName },
    footer: { appName: appName || shopName, phoneNumber, email, address, webDescription },
    recentCategories,
    categories,
  };
}
